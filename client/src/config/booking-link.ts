import { paths } from './paths';

/**
 * The booking form with a condition (its page id) and maybe a doctor chosen: no personal data.
 * Apart from `paths` so that only the pages that link this way carry it, not every page's start.
 */
export function bookingFor({ condition, doctorId }: { condition?: string; doctorId?: string }) {
  const query = new URLSearchParams();
  if (doctorId) query.set('doctorId', doctorId);
  if (condition) query.set('condition', condition);
  return `${paths.booking}?${query.toString()}`;
}
