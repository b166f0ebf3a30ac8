export const REQUEST_TIMEOUT_MS = 10_000;

/** Thrown when the server did not answer within the timeout. */
export class RequestTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The request did not finish within ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/**
 * A fetch that aborts after `timeoutMs`. A caller's own signal (Apollo cancels requests of
 * unmounted queries) still aborts it too. Written without AbortSignal.any for older WebViews.
 */
export function createFetchWithTimeout(
  timeoutMs: number = REQUEST_TIMEOUT_MS,
  baseFetch: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const outer = init?.signal;
    const forwardAbort = () => controller.abort(outer?.reason);
    if (outer) {
      if (outer.aborted) controller.abort(outer.reason);
      else outer.addEventListener('abort', forwardAbort, { once: true });
    }
    try {
      return await baseFetch(input, { ...init, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError(timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forwardAbort);
    }
  };
}
