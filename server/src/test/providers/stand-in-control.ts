/**
 * What every provider stand-in shares: it records what it received, delivers once per idempotency
 * key (a repeat is answered with the first delivery's id and not delivered again), can be told to
 * fail the next N requests, and can hold requests until released (a worker killed mid-send).
 *
 * Order inside a stand-in, per request: the provider's own checks (auth, path, body) answer at
 * once; then a hold waits; then an injected failure answers; then the key is delivered or found.
 * A held request is processed on release even when its client has gone, as a provider that had
 * already received it would: the caller's retry then meets the key and is not delivered twice.
 *
 * Plain TypeScript with node imports only, so Jest tests, Playwright journeys and bench scripts
 * can all use it. Every wait is on an event, never on a clock.
 */

export type AttemptOutcome = 'delivered' | 'repeat' | 'failed' | 'refused';

/** One request as the stand-in saw it, whatever became of it. */
export interface Attempt {
  /** The idempotency key it carried (undefined when it had none and was refused). */
  key: string | undefined;
  outcome: AttemptOutcome;
  /** The HTTP status (SMTP reply code on e-mail) it was answered with. */
  status: number;
}

interface Waiter {
  ready: () => boolean;
  resolve: () => void;
}

export class StandInControl<D extends { key: string; id: string }> {
  /** Delivered messages, one per idempotency key, in the order they were delivered. */
  readonly deliveries: D[] = [];
  /** Every request received, including refused, failed and repeated ones. */
  readonly attempts: Attempt[] = [];
  private readonly byKey = new Map<string, D>();
  private readonly failures: { status: number }[] = [];
  private holding = false;
  private readonly held: (() => void)[] = [];
  private waiters: Waiter[] = [];

  /** The next `count` requests that pass the provider's checks are answered with `status`. */
  failNext(count: number, status = 500): void {
    for (let i = 0; i < count; i += 1) this.failures.push({ status });
  }

  /** From now on requests wait (after the provider's checks) until `release()`. */
  hold(): void {
    this.holding = true;
  }

  /** Stops holding and lets every waiting request through, in the order they arrived. */
  release(): void {
    this.holding = false;
    for (const go of this.held.splice(0)) go();
  }

  /** How many requests are waiting on a hold. */
  get heldCount(): number {
    return this.held.length;
  }

  /** Resolves once at least `count` requests are waiting on a hold. */
  whenHeld(count = 1): Promise<void> {
    return this.when(() => this.held.length >= count);
  }

  /** Resolves with the deliveries once at least `count` distinct messages were delivered. */
  async whenDelivered(count: number): Promise<D[]> {
    await this.when(() => this.deliveries.length >= count);
    return this.deliveries;
  }

  /** Resolves once at least `count` requests were received (whatever their outcome). */
  whenAttempted(count: number): Promise<void> {
    return this.when(() => this.attempts.length >= count);
  }

  /** The delivery made under this idempotency key, if any. */
  deliveryFor(key: string): D | undefined {
    return this.byKey.get(key);
  }

  /** Forgets deliveries, attempts, pending failures and lets held requests through. */
  reset(): void {
    this.release();
    this.deliveries.length = 0;
    this.attempts.length = 0;
    this.byKey.clear();
    this.failures.length = 0;
  }

  // ----- used by the stand-ins -----

  /** Waits while holding; resolves at once otherwise. */
  gate(): Promise<void> {
    if (!this.holding) return Promise.resolve();
    return new Promise((resolve) => {
      this.held.push(resolve);
      this.notify();
    });
  }

  /** An injected failure's status for this request, if one is pending. */
  takeFailure(key: string | undefined): number | undefined {
    const failure = this.failures.shift();
    if (failure) this.record({ key, outcome: 'failed', status: failure.status });
    return failure?.status;
  }

  /** Records a request refused by the provider's own checks. */
  refused(key: string | undefined, status: number): void {
    this.record({ key, outcome: 'refused', status });
  }

  /**
   * Delivers the message under `key` once: the first request makes the delivery, a repeat gets
   * the same delivery back (`repeat: true`) and delivers nothing.
   */
  accept(key: string, make: () => D, status = 200): { delivery: D; repeat: boolean } {
    const known = this.byKey.get(key);
    if (known) {
      this.record({ key, outcome: 'repeat', status });
      return { delivery: known, repeat: true };
    }
    const delivery = make();
    this.byKey.set(key, delivery);
    this.deliveries.push(delivery);
    this.record({ key, outcome: 'delivered', status });
    return { delivery, repeat: false };
  }

  private record(attempt: Attempt): void {
    this.attempts.push(attempt);
    this.notify();
  }

  private when(ready: () => boolean): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ ready, resolve }));
  }

  private notify(): void {
    const still: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.ready()) waiter.resolve();
      else still.push(waiter);
    }
    this.waiters = still;
  }
}
