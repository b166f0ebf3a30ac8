import type { ValueTransformer } from 'typeorm';

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date as 'YYYY-MM-DD', whatever the driver hands back (string or local-midnight Date). */
function toDateString(value: string | Date): string {
  if (typeof value === 'string') return value.slice(0, 10);
  // The pg driver builds Dates at local midnight: read local fields, never toISOString().
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** For `date[]` columns: the API and the slot rules compare plain 'YYYY-MM-DD' strings. */
export const dateStrings: ValueTransformer = {
  to: (value: string[] | null | undefined) => value,
  from: (value: Array<string | Date> | null) => (value ? value.map(toDateString) : value),
};
