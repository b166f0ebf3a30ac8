import { clinicDateTime } from '../../booking/clinic-time';

/** An Indian financial year (1 April to 31 March), e.g. { start: 2026, label: '26-27' }. */
export interface FinancialYear {
  /** The calendar year it starts in. */
  start: number;
  /** Two digits of each year: '26-27'; also the key of its invoice counter. */
  label: string;
}

const two = (year: number) => String(year % 100).padStart(2, '0');

/** The financial year an instant falls in, by the clinic's calendar (Asia/Kolkata). */
export function financialYearOf(at: Date): FinancialYear {
  const [year, month] = clinicDateTime(at).date.split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return { start, label: `${two(start)}-${two(start + 1)}` };
}

/** The most invoices one financial year can number with six digits. */
export const MAX_SERIALS_PER_YEAR = 999_999;

/** 'SC/26-27/000123': at most 3 + 1 + 5 + 1 + 6 = 16 characters (GST rule 46: at most 16). */
export function invoiceSerial(prefix: string, year: FinancialYear, number: number): string {
  return `${prefix}/${year.label}/${String(number).padStart(6, '0')}`;
}
