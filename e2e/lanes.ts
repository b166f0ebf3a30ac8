/**
 * `npm test` runs the end-to-end files in two lanes side by side, each with a server and an
 * embedded database of its own (so no journey sees another's bookings, orders or moved clock).
 * These files make the second lane: the longest ones, 11 of the lanes' 29 minutes in a clean-clone
 * CI run, which ends with the integration tests (21 minutes) beside them. .tmp/e2e-report-1.json
 * and -2.json hold every test's duration. Every other file, a new one too, is in the first lane.
 */
export const secondLane = [
  'accessibility.spec.ts',
  'adoption-stays-put.spec.ts',
  'clinic-first-day.spec.ts',
  'doctors-desk.spec.ts',
  'start-up.spec.ts',
];
