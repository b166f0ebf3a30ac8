import { GraphQLError } from 'graphql';
import { QueryFailedError } from 'typeorm';
import {
  DomainError,
  formatGraphQLError,
  fromDatabaseError,
  GENERIC_MESSAGE,
  graphqlCode,
  httpStatus,
} from './errors';
import { UNSTORABLE_MESSAGE } from './validators';

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

  it('keeps the words of request errors graphql-js and Apollo raise without a code', () => {
    const subscription = new GraphQLError(
      'Schema is not configured to execute subscription operation.',
    );
    const formatted = formatGraphQLError(
      { ...subscription.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      subscription,
      { includeStack: false },
    );
    expect(formatted).toEqual({
      message: 'Schema is not configured to execute subscription operation.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('still hides a resolver error that is a GraphQLError without a code', () => {
    const inResolver = new GraphQLError('connection string postgres://secret', {
      path: ['clinic'],
      originalError: new Error('connection string postgres://secret'),
    });
    const formatted = formatGraphQLError(
      { ...inResolver.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      inResolver,
      { includeStack: false },
    );
    expect(formatted).toMatchObject({
      message: GENERIC_MESSAGE,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});

describe('fromDatabaseError', () => {
  const failed = (code: string) =>
    new QueryFailedError('SELECT 1', [], Object.assign(new Error('db said no'), { code }));

  it.each([
    ['22021', UNSTORABLE_MESSAGE],
    ['22P05', UNSTORABLE_MESSAGE],
    ['22003', 'A number in the request is too large.'],
  ])('answers SQLSTATE %s, caused by the input, as VALIDATION', (code, message) => {
    expect(fromDatabaseError(failed(code))).toMatchObject({ code: 'VALIDATION', message });
  });

  it('leaves other database failures to the generic answer', () => {
    expect(fromDatabaseError(failed('42P01'))).toBeUndefined();
  });
});

describe('the error vocabulary', () => {
  it('answers a reached cap with 409 and its own code on both doors', () => {
    expect(httpStatus('LIMIT_REACHED')).toBe(409);
    expect(graphqlCode('LIMIT_REACHED')).toBe('LIMIT_REACHED');
    const error = new DomainError('LIMIT_REACHED', 'You already have 3 upcoming appointments.');
    expect(format(error)).toMatchObject({
      message: 'You already have 3 upcoming appointments.',
      extensions: { code: 'LIMIT_REACHED' },
    });
  });
});
