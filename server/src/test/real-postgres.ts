/**
 * Set (to the reason) when the run has no real PostgreSQL and its tests run on embedded PGlite,
 * which serialises connections: no race can happen there and no lock can be held beside the app.
 */
export const NO_REAL_POSTGRES = 'TEST_NO_REAL_POSTGRES';

/** Why a test cannot show a race on this run's database, or undefined on real PostgreSQL. */
export function withoutRealPostgres(): string | undefined {
  const reason = process.env[NO_REAL_POSTGRES];
  return reason ? `needs real PostgreSQL: ${reason}` : undefined;
}

const NOT_RUN = 'NOT RUN';

/**
 * A test that needs something this run may lack (`missing` says what, or is undefined). Without
 * it the test is skipped under a name that says what did not run and why, which scripts/test.mjs
 * repeats at the end of the run; with CI=true it fails instead, since CI has everything.
 */
export function itNeeding(
  missing: string | undefined,
  name: string,
  fn: () => Promise<void>,
  timeout?: number,
): void {
  if (!missing) it(name, fn, timeout);
  else if (process.env.CI === 'true')
    it(name, () => Promise.reject(new Error(`CI runs every test: ${missing}`)));
  else it.skip(`${NOT_RUN} (${missing}): ${name}`, () => undefined);
}

/** A describe block that needs what `missing` names; see itNeeding. */
export function describeNeeding(missing: string | undefined, name: string, body: () => void): void {
  if (!missing) describe(name, body);
  else describe(name, () => itNeeding(missing, 'every test in this block', async () => undefined));
}
