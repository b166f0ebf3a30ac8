import type { ChipProps } from '@mui/material/Chip';
import { formatDateTime } from '../../lib/dates';

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

/** "PENDING" -> "Pending": first letter capitalised only. */
export function statusLabel(status: string): string {
  const lower = status.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** "Tue, 24 Nov 2026, 10:30 am" in clinic time. */
export function formatPlacedAt(iso: string): string {
  return formatDateTime(new Date(iso));
}
