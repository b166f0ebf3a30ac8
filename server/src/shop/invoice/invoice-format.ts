import { clinicDateTime } from '../../booking/clinic-time';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** ₹1,250.00: invoices show paise always, so columns line up. */
export const money = (rupees: number): string => inr.format(rupees);

/** '26 Nov 2026', clinic time. */
export function invoiceDate(at: Date): string {
  const [year, month, day] = clinicDateTime(at).date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** A rate as printed: 12 %, 0.25 %. */
export const ratePercent = (rate: number): string => `${rate}%`;
