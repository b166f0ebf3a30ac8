import { GraphQLError } from 'graphql';
import { DomainError, formatGraphQLError, GENERIC_MESSAGE } from './errors';

const format = (error: unknown, includeStack = false) => {
  const formatted =
    error instanceof GraphQLError
      ? error.toJSON()
      : {
          message: String(error),
          extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x.ts:1'] },
        };
  return formatGraphQLError(formatted, error, { includeStack });
};

describe('formatGraphQLError', () => {
  it('passes a domain rule on with its code, message and fields', () => {
    const error = new DomainError('VALIDATION', 'Please enter your full name', {
      name: 'Please enter your full name',
    });
    expect(format(error)).toMatchObject({
      message: 'Please enter your full name',
      extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Please enter your full name' } },
    });
  });

  it('turns TypeGraphQL validation into named fields without echoing the input back', () => {
    const error = Object.assign(new Error('Argument Validation Error'), {
      extensions: {
        validationErrors: [
          {
            property: 'phone',
            value: '12345',
            target: { phone: '12345', name: 'Asha Devi' },
            constraints: { matches: 'Please enter a valid 10-digit phone number' },
            children: [],
          },
        ],
      },
    });
    const formatted = format(error);
    expect(formatted).toEqual({
      message: 'Please enter a valid 10-digit phone number',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { phone: 'Please enter a valid 10-digit phone number' },
      },
    });
    expect(JSON.stringify(formatted)).not.toMatch(/Asha|12345/);
  });

  it('hides our own failures behind a generic message, with a stack only in development', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(format(bug)).toEqual({
      message: GENERIC_MESSAGE,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(format(bug, true).extensions).toHaveProperty('stacktrace');
  });

  it('names the query limit that was hit', () => {
    const error = new GraphQLError('The query is 9 levels deep; at most 8 are allowed.', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'QUERY_TOO_DEEP' },
    });
    expect(format(error).extensions).toEqual({ code: 'QUERY_TOO_DEEP' });
  });

  it('says "try again" when the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const formatted = format(refused);
    expect(formatted.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE' });
    expect(formatted.message).not.toMatch(/ECONNREFUSED/);
  });
});
