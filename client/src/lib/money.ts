import { groupIndian } from './numbers';

/**
 * The one money format of the site: rupees with Indian digit grouping, e.g. ₹1,25,000.00.
 *
 * Plain arithmetic, not Intl.NumberFormat: building that formatter loads the locale's number data,
 * ~100 ms on a slowed phone CPU in the first render of every page that shows a price.
 */
export function formatMoney(amount: number): string {
  const paise = Math.round(Math.abs(amount) * 100);
  const fraction = (paise % 100).toString().padStart(2, '0');
  return `${amount < 0 && paise > 0 ? '-' : ''}₹${groupIndian(Math.floor(paise / 100))}.${fraction}`;
}
