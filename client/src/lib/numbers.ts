/**
 * A whole number with Indian digit grouping: the last three digits, then groups of two
 * (12,34,567), as en-IN writes it. Arithmetic rather than Intl, whose locale data costs a long
 * task on a slow phone's first use.
 */
export function groupIndian(whole: number): string {
  const digits = Math.trunc(Math.abs(whole)).toString();
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = head ? `${head},${digits.slice(-3)}` : digits;
  return whole <= -1 ? `-${grouped}` : grouped;
}
