import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { RequestTimeoutError } from './fetch-with-timeout';

export const apiErrorTexts = {
  network: 'Network Error. Please check your internet connection and try again.',
  timeout: 'The request took too long. Please try again.',
  server: 'Our server had a problem. Please try again in a moment.',
} as const;

function isTimeout(error: unknown): boolean {
  return error instanceof RequestTimeoutError || (error as Error)?.name === 'RequestTimeoutError';
}

/** True when the request never got an answer (offline, DNS, refused, timed out). */
export function isNetworkError(error: unknown): boolean {
  if (isTimeout(error)) return true;
  return error instanceof TypeError; // fetch rejects with TypeError when there is no response
}

/**
 * A text a patient can read for any error from the API: the server's own message for GraphQL
 * errors (they are written for patients), a plain text for network trouble, else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!error) return fallback;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.find((e) => e.message)?.message ?? fallback;
  }
  if (isTimeout(error)) return apiErrorTexts.timeout;
  if (ServerError.is(error) || ServerParseError.is(error)) {
    return error.statusCode >= 500 ? apiErrorTexts.server : fallback;
  }
  if (isNetworkError(error)) return apiErrorTexts.network;
  return fallback;
}

/** Field-level messages the server sends with BAD_USER_INPUT (`extensions.fields`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const result: Record<string, string> = {};
  for (const e of error.errors) {
    const fields = e.extensions?.fields;
    if (fields && typeof fields === 'object') {
      for (const [key, value] of Object.entries(fields)) {
        if (typeof value === 'string') result[key] = value;
      }
    }
  }
  return result;
}
