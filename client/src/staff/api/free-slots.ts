import { useEffect, useState } from 'react';
import { env } from '../../config/env';
import { appointmentTexts } from '../components/appointment-texts';
import { errorMessage } from '../lib/staff-errors';

/**
 * A doctor's free slots from the public `availableSlots` query: the same slots patients see,
 * so the desk books by the same rules. It is a public operation (no staff schema), so it is sent
 * as plain JSON to /graphql rather than through the console's client.
 */
const AVAILABLE_SLOTS = `query StaffFreeSlots($doctorId: ID!, $date: String!) {
  availableSlots(doctorId: $doctorId, date: $date) { time displayTime available modes }
}`;

export interface FreeSlot {
  /** ISO start in clinic time, e.g. 2026-11-24T10:30:00+05:30 */
  time: string;
  /** HH:MM */
  displayTime: string;
  available: boolean;
  modes: string[];
}

/** The server's own message about the request (an unknown doctor, a bad date). */
class SlotsRefused extends Error {}

export async function fetchFreeSlots(doctorId: string, date: string): Promise<FreeSlot[]> {
  const response = await fetch(`${env.apiOrigin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ query: AVAILABLE_SLOTS, variables: { doctorId, date } }),
  });
  const body = (await response.json()) as {
    data?: { availableSlots: FreeSlot[] };
    errors?: { message: string }[];
  };
  if (body.errors?.length) throw new SlotsRefused(body.errors[0].message);
  return (body.data?.availableSlots ?? []).filter((slot) => slot.available);
}

/** Free slots of a doctor's date; nothing until both are chosen. */
export function useFreeSlots(doctorId: string, date: string) {
  const key = doctorId && date ? `${doctorId}|${date}` : '';
  const [answer, setAnswer] = useState<{ key: string; slots: FreeSlot[]; error?: string }>({
    key: '',
    slots: [],
  });
  useEffect(() => {
    if (!key) return;
    let current = true;
    fetchFreeSlots(doctorId, date).then(
      (slots) => current && setAnswer({ key, slots }),
      (error: unknown) =>
        current &&
        setAnswer({
          key,
          slots: [],
          error:
            error instanceof SlotsRefused
              ? error.message
              : errorMessage(error, appointmentTexts.slotsFailed),
        }),
    );
    return () => {
      current = false;
    };
  }, [key, doctorId, date]);
  if (!key) return { slots: [], loading: false };
  if (answer.key !== key) return { slots: [], loading: true };
  return { slots: answer.slots, loading: false, error: answer.error };
}
