/** Ends an expensive read's turn; calling it again does nothing. */
export type EndTurn = () => void;

/**
 * A client's expensive reads may keep the server busy a third of the time at most: after each,
 * the client's next one waits twice as long as this one took (at most MAX_REST_MS).
 */
const REST_PER_WORK = 2;
const MAX_REST_MS = 3_000;

/**
 * Each client's expensive reads run one at a time, in the order they came, with a rest after
 * each: a client with many connections gets no more of the server than a patient with one; the
 * rest wait their turn (each already counted in the budget). A patient, whose reads are seconds
 * apart, never waits.
 */
export class ClientTurns {
  private readonly queues = new Map<string, (() => void)[]>();

  /** How many of this client's reads wait behind the one running. */
  waiting(key: string): number {
    return this.queues.get(key)?.length ?? 0;
  }

  /** Resolves when it is this request's turn, with the function that ends the turn. */
  async take(key: string): Promise<EndTurn> {
    let queue = this.queues.get(key);
    if (!queue) {
      queue = [];
      this.queues.set(key, queue);
    } else {
      await new Promise<void>((resolve) => queue!.push(resolve));
    }
    const started = performance.now();
    let ended = false;
    const next = () => {
      const waiting = queue.shift();
      if (waiting) waiting();
      else this.queues.delete(key);
    };
    return () => {
      if (ended) return;
      ended = true;
      const restMs = Math.min(MAX_REST_MS, (performance.now() - started) * REST_PER_WORK);
      if (restMs < 1) next();
      else setTimeout(next, restMs).unref();
    };
  }
}
