/**
 * How long each phase of a start took. The first phase, "code", runs from the process's start
 * (Node and the server's modules loading) to the first mark's caller starting to time.
 */
export class StartPhases {
  private last = 0;
  readonly phases: Record<string, number> = {};

  /** Ends the phase called `name` now. */
  mark(name: string): void {
    const now = performance.now();
    this.phases[name] = Math.round(now - this.last);
    this.last = now;
  }

  /** Milliseconds since the process started. */
  get totalMs(): number {
    return Math.round(performance.now());
  }

  /** "code 0.9 s, database 1.2 s, ..." */
  summary(): string {
    return Object.entries(this.phases)
      .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
      .join(', ');
  }
}
