import type { ChipProps } from '@mui/material/Chip';
import { clinicTimeOfDay } from '../../lib/dates';
import { formatClockTimeIn, formatDateIn } from '../../lib/i18n/formats';
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from './orders/errors';

const COLOURS: Record<string, ChipProps['color']> = {
  PENDING: 'warning',
  PROCESSING: 'info',
  SHIPPED: 'primary',
  DELIVERED: 'success',
  CANCELLED: 'error',
};

/** Each known status has its own colour (any case); anything else is neutral. */
export function statusColour(status: string): ChipProps['color'] {
  return COLOURS[status.toUpperCase()] ?? 'default';
}

/**
 * A known status in the page's language (any case, `order.statuses.*`); an unknown one as it
 * came, first letter capitalised only: "ON_HOLD" -> "On_hold".
 */
export function statusLabel(status: string, _: Translate): string {
  const upper = status.toUpperCase();
  if (Object.hasOwn(COLOURS, upper)) return _(`order.statuses.${upper}`);
  const lower = status.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * When the order was placed, in clinic time: "Tue, 24 Nov 2026" and "10:30 am" in English,
 * "24 नवंबर 2026" and "सुबह 10:30" in Hindi, for the `order.placed` message.
 */
export function formatPlacedAt(locale: Locale, iso: string): { date: string; time: string } {
  const instant = new Date(iso);
  return {
    date: formatDateIn(locale, instant),
    time: formatClockTimeIn(locale, clinicTimeOfDay(instant)),
  };
}
