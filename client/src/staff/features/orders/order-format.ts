import { formatMoney } from '../../../lib/money';
import { clinicDateKey, deskDate, deskTime } from '../../lib/desk-time';
import type { OrderStatus } from '../../graphql/__generated__/graphql';

export { formatMoney };

/** "Tue, 24 Nov 2026, 10:30 am" in clinic time. */
export function placedWhen(iso: string): string {
  return `${deskDate(clinicDateKey(new Date(iso)))}, ${deskTime(iso)}`;
}

export const statusColours: Record<
  OrderStatus,
  'default' | 'info' | 'primary' | 'success' | 'warning'
> = {
  PENDING: 'warning',
  PROCESSING: 'info',
  SHIPPED: 'primary',
  DELIVERED: 'success',
  CANCELLED: 'default',
};
