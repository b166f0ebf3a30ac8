/**
 * The fields of `after` whose values differ from `before`, as they were and as they are: what an
 * edit's audit row records (values compared as JSON, so arrays and objects compare by content).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): [Record<string, unknown>, Record<string, unknown>] {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      is[key] = after[key];
    }
  }
  return [was, is];
}
