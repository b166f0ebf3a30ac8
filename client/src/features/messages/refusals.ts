import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { fieldErrors, isNetworkError } from '../../lib/api-errors';

/** Reads a message of the messages catalogue in the page's language. */
export type Translate = (id: string) => string;

/** What a form says when the server turns it away, by the refusal's kind (message ids). */
export interface RefusalWords {
  /** RATE_LIMITED: too many sent from this address lately. */
  rateLimited: string;
  /** Anything else that went wrong. */
  failed: string;
}

function codeOf(error: unknown): unknown {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.map((e) => e.extensions?.code).find(Boolean);
}

/**
 * The fields the server refused (BAD_USER_INPUT's `extensions.fields`), each with its reason in
 * the page's language: the form's own rule for the field says it when it sees the problem too,
 * else `otherwise[field]`, else the one rule only the server checks (a character it cannot
 * store). The server's English sentences are never shown.
 */
export function refusedFields<V extends object>(
  error: unknown,
  schema: AnyObjectSchema,
  values: V | undefined,
  _: Translate,
  otherwise: Partial<Record<keyof V & string, string>> = {},
): Record<string, string> {
  const refused: Record<string, string> = {};
  if (!values) return refused;
  for (const field of Object.keys(fieldErrors(error))) {
    if (!(field in values)) continue;
    const fallback = _(otherwise[field as keyof V & string] ?? 'messages.error.unstorable');
    try {
      schema.validateSyncAt(field, values);
      refused[field] = fallback;
    } catch (problem) {
      refused[field] = ValidationError.isError(problem) ? problem.message : fallback;
    }
  }
  return refused;
}

/**
 * The sentence a form shows when sending failed, in the page's language: from the server's
 * error code (RATE_LIMITED, BAD_USER_INPUT: the first refused field's reason), or the kind of
 * trouble (timeout, network, server), never the server's own words.
 */
export function refusalMessage(
  error: unknown,
  _: Translate,
  words: RefusalWords,
  refused: Record<string, string> = {},
): string {
  if (CombinedGraphQLErrors.is(error)) {
    const code = codeOf(error);
    if (code === 'RATE_LIMITED') return _(words.rateLimited);
    if (code === 'BAD_USER_INPUT') return Object.values(refused)[0] ?? _('messages.error.invalid');
    return _(words.failed);
  }
  if ((error as Error | undefined)?.name === 'RequestTimeoutError')
    return _('messages.error.timeout');
  if (ServerError.is(error) || ServerParseError.is(error)) {
    if (error.statusCode === 429) return _(words.rateLimited);
    return error.statusCode >= 500 ? _('messages.error.server') : _(words.failed);
  }
  if (isNetworkError(error)) return _('messages.error.network');
  return _(words.failed);
}
