import type { ValueTransformer } from 'typeorm';

/**
 * Rupee amounts are stored as numeric(10,2) so paise never drift; the pg driver returns numeric as
 * a string, which this turns back into a number for the API.
 */
export const rupees: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? value : Number(value)),
};

/** Any other numeric column read as a number (a GST rate in percent). */
export const decimalNumber: ValueTransformer = rupees;
