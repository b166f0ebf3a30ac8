import { addDays, clinicDateTime, clinicInstant } from '../../booking/clinic-time';
import type { MessagesConfig } from '../messages-config';

export type QuietHours = MessagesConfig['quietHours'];

/** Whether `minutes` after midnight (clinic time) fall in the quiet hours, which may span midnight. */
function quiet(minutes: number, { startMinute, endMinute }: QuietHours): boolean {
  return startMinute > endMinute
    ? minutes >= startMinute || minutes < endMinute
    : minutes >= startMinute && minutes < endMinute;
}

/** `at` itself when outside the quiet hours, else the moment they end (clinic time). */
export function outsideQuietHours(at: Date, hours: QuietHours): Date {
  const { date, minutes } = clinicDateTime(at);
  if (hours.startMinute === hours.endMinute || !quiet(minutes, hours)) return at;
  const endsTomorrow = hours.startMinute > hours.endMinute && minutes >= hours.startMinute;
  return clinicInstant(endsTomorrow ? addDays(date, 1) : date, hours.endMinute);
}

/** Whether `at` falls in the quiet hours (clinic time). */
export function inQuietHours(at: Date, hours: QuietHours): boolean {
  return outsideQuietHours(at, hours).getTime() !== at.getTime();
}
