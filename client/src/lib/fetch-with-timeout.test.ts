import { createFetchWithTimeout, RequestTimeoutError } from './fetch-with-timeout';
import { apiErrorTexts, errorMessage } from './api-errors';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

function hangingFetch(): typeof fetch {
  return (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
    });
}

describe('createFetchWithTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('aborts after the timeout with a RequestTimeoutError', async () => {
    const request = createFetchWithTimeout(10_000, hangingFetch())('/graphql');
    jest.advanceTimersByTime(10_000);
    await expect(request).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it("passes a caller's abort through unchanged", async () => {
    const controller = new AbortController();
    const request = createFetchWithTimeout(10_000, hangingFetch())('/graphql', {
      signal: controller.signal,
    });
    controller.abort();
    await expect(request).rejects.toThrow('aborted');
  });
});

describe('errorMessage', () => {
  it("returns the server's message for GraphQL errors", () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'That time has just been booked. Please choose another.' }],
    });
    expect(errorMessage(error, 'Something went wrong. Please try again.')).toBe(
      'That time has just been booked. Please choose another.',
    );
  });

  it('explains timeouts and network failures', () => {
    expect(errorMessage(new RequestTimeoutError(10_000), 'x')).toBe(apiErrorTexts.timeout);
    expect(errorMessage(new TypeError('Failed to fetch'), 'x')).toBe(apiErrorTexts.network);
  });

  it('falls back for anything else', () => {
    expect(errorMessage(new Error('boom'), 'Failed to load products')).toBe(
      'Failed to load products',
    );
  });
});
