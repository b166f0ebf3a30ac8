import { useEffect, useMemo } from 'react';
import { useToast } from '../../components/toast/toast-context';
import { isNetworkError } from '../../lib/api-errors';
import { apiLanguage } from '../../lib/i18n/api-language';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useSlotDay, type AvailableSlot, type SlotDay } from './api/slot-day';
import { fallbackSlots } from './demo-data';
import type { BackendStatus } from './probe-backend';
import { apiErrorWords, useBookingWords } from './words';

export const SLOT_DEBOUNCE_MS = 500;

/**
 * Slots for the chosen doctor and date, fetched 500 ms after both are set, with the server's
 * word on why none is free. Offline, or when the call fails on the network, the spec's fallback
 * slots; any other failure empties the list and says so.
 */
export function useSlots(
  doctor: string,
  date: string,
  status: BackendStatus,
  condition?: string | null,
) {
  const toast = useToast();
  const { _, locale } = useBookingWords();
  const wanted = doctor && date ? `${doctor}|${date}` : '';
  const settled = useDebouncedValue(wanted, SLOT_DEBOUNCE_MS);
  const waiting = wanted !== settled;
  const [settledDoctor = '', settledDate = ''] = settled.split('|');
  const online = status === 'online';
  const query = useSlotDay(
    {
      doctorId: settledDoctor,
      date: settledDate,
      condition: condition || null,
      language: apiLanguage(locale),
    },
    !settled || !online || waiting,
  );
  const networkFailure = query.error ? isNetworkError(query.error) : false;

  useEffect(() => {
    if (query.error && !networkFailure) {
      toast.show({
        title: _('booking.slots.loadFailedTitle'),
        description: apiErrorWords({ _, locale }, query.error, _('booking.slots.loadFailed'), {
          NOT_FOUND: _('booking.error.doctorNotFound'),
        }),
        variant: 'error',
      });
    }
  }, [query.error, networkFailure, toast, _, locale]);

  const offline = status === 'offline' || networkFailure;
  const slots = useMemo<AvailableSlot[]>(() => {
    if (!wanted || waiting) return [];
    if (offline) return fallbackSlots(settledDate);
    if (query.error) return [];
    return query.data?.slotDay.slots ?? [];
  }, [wanted, waiting, offline, settledDate, query.error, query.data]);

  const day: SlotDay | undefined =
    wanted && !waiting && !offline && !query.error ? query.data?.slotDay : undefined;

  return {
    slots,
    day,
    loading: Boolean(wanted) && (waiting || (online && query.loading)),
    refetch: () => (online && settled ? query.refetch().catch(() => undefined) : undefined),
  };
}
