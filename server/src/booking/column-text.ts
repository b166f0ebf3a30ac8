import type { ValueTransformer } from 'typeorm';

const pad = (n: number) => String(n).padStart(2, '0');

/** A `date` column as 'YYYY-MM-DD' (the pg driver may hand back a Date at local midnight). */
export const dateText: ValueTransformer = {
  to: (value: string | null | undefined) => value,
  from: (value: string | Date | null) =>
    value instanceof Date
      ? `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
      : value,
};

/** A `time` column as 'HH:MM'. */
export const timeText: ValueTransformer = {
  to: (value: string | null | undefined) => value,
  from: (value: string | null) => (value ? value.slice(0, 5) : null),
};
