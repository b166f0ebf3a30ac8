import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ValidationError } from 'class-validator';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './database-unavailable';
import { UNSTORABLE_MESSAGE } from './validators';

/** Every way a caller can break a rule; each has a GraphQL code and an HTTP status below. */
export type DomainErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION'
  | 'SLOT_TAKEN'
  | 'OUT_OF_STOCK'
  | 'RATE_LIMITED'
  | 'CONFLICT'
  /** A cap on what one patient may hold at once (upcoming bookings, units in an order). */
  | 'LIMIT_REACHED'
  | 'UNSUPPORTED_MEDIA_TYPE'
  /** An uploaded file over its size limit. */
  | 'TOO_LARGE'
  /** Staff: no session (or it ended), or no integration key. */
  | 'UNAUTHENTICATED'
  /** Staff: signed in, but the role does not allow this. */
  | 'FORBIDDEN'
  /** Staff sign-in: unknown e-mail or wrong password, one answer for both. */
  | 'BAD_CREDENTIALS'
  /** Staff sign-in: the password was right; the second factor's code is needed. */
  | 'TOTP_REQUIRED'
  /** Staff sign-in: an admin without a second factor; the session may only enrol one. */
  | 'ENROLMENT_REQUIRED';

export type FieldErrors = Record<string, string>;

/** A rule of the clinic was broken; `message` is written for a patient to read. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** Extra facts for the client, e.g. the next free slots after SLOT_TAKEN. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** GraphQL `extensions.code`. A code added above without a case here does not compile. */
export function graphqlCode(code: DomainErrorCode): string {
  switch (code) {
    case 'VALIDATION':
      return 'BAD_USER_INPUT';
    case 'NOT_FOUND':
    case 'SLOT_TAKEN':
    case 'OUT_OF_STOCK':
    case 'RATE_LIMITED':
    case 'CONFLICT':
    case 'LIMIT_REACHED':
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'TOO_LARGE':
    case 'UNAUTHENTICATED':
    case 'FORBIDDEN':
    case 'BAD_CREDENTIALS':
    case 'TOTP_REQUIRED':
    case 'ENROLMENT_REQUIRED':
      return code;
  }
}

/** The REST status. A code added above without a case here does not compile. */
export function httpStatus(code: DomainErrorCode): number {
  switch (code) {
    case 'VALIDATION':
      return 400;
    case 'NOT_FOUND':
      return 404;
    // LIMIT_REACHED: waiting does not lift it (no Retry-After); cancelling or ordering less does.
    case 'SLOT_TAKEN':
    case 'OUT_OF_STOCK':
    case 'CONFLICT':
    case 'LIMIT_REACHED':
      return 409;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'TOO_LARGE':
      return 413;
    case 'UNAUTHENTICATED':
    case 'BAD_CREDENTIALS':
    case 'TOTP_REQUIRED':
      return 401;
    case 'FORBIDDEN':
    case 'ENROLMENT_REQUIRED':
      return 403;
    case 'RATE_LIMITED':
      return 429;
  }
}

/** What both doors add to the message: the fields at fault and the rule's own facts. */
export function errorFacts(error: DomainError): Record<string, unknown> {
  return { ...(error.fields ? { fields: error.fields } : {}), ...(error.details ?? {}) };
}

/** A row a caller asked for by its key, or NOT_FOUND with the caller's own words. */
export async function foundOr<T>(
  row: Promise<T | null | undefined>,
  message: string,
  fields?: FieldErrors,
): Promise<T> {
  const found = await row;
  if (found === null || found === undefined) throw new DomainError('NOT_FOUND', message, fields);
  return found;
}

/** The SQLSTATE and constraint of a failed statement; empty for anything else. */
export function driverError(error: unknown): { code?: string; constraint?: string } {
  return error instanceof QueryFailedError
    ? ((error.driverError ?? {}) as { code?: string; constraint?: string })
    : {};
}

/** class-validator errors as `{ 'path.to.field': 'first message' }`. */
export function fieldErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const name = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) fields[name] = messages[0];
    if (error.children?.length) Object.assign(fields, fieldErrors(error.children, name));
  }
  return fields;
}

export function validationError(fields: FieldErrors): DomainError {
  const first = Object.values(fields)[0];
  return new DomainError('VALIDATION', first ?? 'Please check the values you entered.', fields);
}

/**
 * Database constraints are the last word on races and rules; when one fires and nobody handled it
 * closer to the rule, it is still the caller's conflict, not a server failure.
 */
export function fromDatabaseError(error: unknown): DomainError | undefined {
  switch (driverError(error).code) {
    case '23505':
      return new DomainError('CONFLICT', 'This was already saved. Please refresh and try again.');
    case '23P01':
      return new DomainError(
        'SLOT_TAKEN',
        'That time has just been booked by someone else. Please choose another slot.',
      );
    case '23514':
      return new DomainError(
        'VALIDATION',
        'Some of the values are not allowed. Please check them.',
      );
    // The validators refuse these first; should a new field forget, it is still the caller's
    // input (a NUL character, a number past PostgreSQL's range), never a server failure.
    case '22021':
    case '22P05':
      return new DomainError('VALIDATION', UNSTORABLE_MESSAGE);
    case '22003':
      return new DomainError('VALIDATION', 'A number in the request is too large.');
    default:
      return undefined;
  }
}

/** A DomainError for anything a caller caused; undefined for our own failures. */
export function toDomainError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  return fromDatabaseError(error);
}

function isArgumentValidationError(
  error: unknown,
): error is { extensions: { validationErrors: ValidationError[] } } {
  const extensions = (error as { extensions?: { validationErrors?: unknown } } | null)?.extensions;
  return (
    (error as Error | null)?.message === 'Argument Validation Error' &&
    Array.isArray(extensions?.validationErrors)
  );
}

export interface FormatOptions {
  includeStack: boolean;
}

/**
 * Apollo `formatError`: every error leaves with a code and a readable message; personal data in
 * TypeGraphQL's `validationErrors[].target/value` and stack traces (outside development) never do.
 * Unexpected errors get a generic message; the request id is added by the errors plugin.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  { includeStack }: FormatOptions,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const base = { locations: formatted.locations, path: formatted.path };
  const stack = includeStack ? { stacktrace: formatted.extensions?.stacktrace } : {};

  if (isArgumentValidationError(original)) {
    const fields = fieldErrors(original.extensions.validationErrors);
    return {
      ...base,
      message: Object.values(fields)[0] ?? 'Please check the values you entered.',
      extensions: { code: 'BAD_USER_INPUT', fields, ...stack },
    };
  }

  const domain = toDomainError(original);
  if (domain) {
    return {
      ...base,
      message: domain.message,
      extensions: { code: graphqlCode(domain.code), ...errorFacts(domain), ...stack },
    };
  }

  // A query over a limit (depth, aliases, cost) names the limit as its code.
  const limit = formatted.extensions?.limit;
  const code = typeof limit === 'string' ? limit : formatted.extensions?.code;
  // Errors graphql-js and Apollo raise about the request itself (syntax, unknown field, bad
  // variable) are the caller's and already readable.
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
    // A budget refused before the operation ran says when to try again, as RATE_LIMITED does.
    const retry = formatted.extensions?.retryAfterSeconds;
    const when = typeof retry === 'number' ? { retryAfterSeconds: retry } : {};
    return { ...formatted, extensions: { code, ...when, ...stack } };
  }
  // Some arrive without a code (a subscription this schema has not got, a persisted query whose
  // hash does not match): raised by graphql-js or Apollo about the request, outside any resolver.
  if (error instanceof GraphQLError && !error.originalError && !error.path) {
    return { ...formatted, extensions: { code: 'BAD_REQUEST', ...stack } };
  }
  if (isDatabaseUnavailable(original)) {
    return {
      ...base,
      message: UNAVAILABLE_MESSAGE,
      extensions: { code: 'SERVICE_UNAVAILABLE', ...stack },
    };
  }
  return {
    ...base,
    message: GENERIC_MESSAGE,
    extensions: { code: 'INTERNAL_SERVER_ERROR', ...stack },
  };
}
