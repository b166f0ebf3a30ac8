import { ChannelError } from './channel';

/** How long a provider may take to answer before the send counts as failed (and retryable). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/**
 * The header our HTTP adapters carry the outbox message's id in. Neither Meta nor MSG91 documents
 * one (they ignore it); the local stand-ins honour it, and a provider that gains one gets it free.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface JsonReply {
  status: number;
  /** The parsed answer; undefined when it was not JSON. */
  body: unknown;
}

/**
 * POSTs JSON and reads the JSON answer. A provider that cannot be reached or does not answer in
 * time is a retryable ChannelError: the message may or may not have gone, and the idempotency key
 * makes trying again safe.
 */
export async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<JsonReply> {
  const signal = AbortSignal.timeout(timeoutMs);
  const failed = () =>
    new ChannelError(
      signal.aborted
        ? `${provider} did not answer within ${timeoutMs / 1000} s`
        : `${provider} could not be reached`,
      true,
    );
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
    text = await response.text();
  } catch {
    throw failed();
  }
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed };
}

/** 429 (too many requests) and 5xx are worth trying again; other 4xx are not. */
export const retryableStatus = (status: number) => status === 429 || status >= 500;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
