/**
 * `npm test` runs the end-to-end files in two lanes side by side, each with a server and an
 * embedded database of its own (so no journey sees another's bookings, orders or moved clock).
 * These files make the second lane: the longest ones, about half of the suite's time in the
 * clean-clone CI report (.tmp/e2e-report*.json has every test's duration). Every other file,
 * a new one too, runs in the first lane.
 */
export const secondLane = [
  'accessibility.spec.ts',
  'adoption-stays-put.spec.ts',
  'clinic-first-day.spec.ts',
  'doctors-desk.spec.ts',
  'start-up.spec.ts',
];
