import { outsideQuietHours, type QuietHours } from '../messages/outbox/quiet-hours';
import { addDays, clinicDateTime, clinicInstant } from './clinic-time';

/**
 * The day-before reminder goes at 18:00 clinic time the evening before: after work, before quiet
 * hours, and early enough to cancel or move the booking. (24 hours before would wake a patient of
 * a 07:00 booking, or reach one of a 23:00 booking in quiet hours.)
 */
export const DAY_BEFORE_MINUTE = 18 * 60;

/** The same-day reminder goes two hours before the start. */
export const TWO_HOURS_MS = 2 * 60 * 60_000;

/**
 * A reminder the quiet hours push to within this much of the start is not worth sending: the
 * patient is on the way or the visit is over by the time it is read.
 */
export const REMINDER_MIN_LEAD_MS = 30 * 60_000;

export type ReminderTemplate = 'reminder_day_before' | 'reminder_two_hours';

export const REMINDER_TEMPLATES: readonly ReminderTemplate[] = [
  'reminder_day_before',
  'reminder_two_hours',
];

export interface ReminderTime {
  template: ReminderTemplate;
  sendAt: Date;
}

/**
 * When a booking starting at `startsAt`, made or moved at `now`, is reminded of. A reminder is
 * left out when its time has passed, when quiet hours would push it past the start (less its
 * lead), or, for the day-before one, onto the appointment's own day (the two-hour one says it
 * then). The times returned are already outside quiet hours, so the outbox keeps them.
 */
export function reminderTimes(startsAt: Date, now: Date, quiet: QuietHours): ReminderTime[] {
  const day = clinicDateTime(startsAt).date;
  const wanted: { template: ReminderTemplate; at: Date }[] = [
    { template: 'reminder_day_before', at: clinicInstant(addDays(day, -1), DAY_BEFORE_MINUTE) },
    { template: 'reminder_two_hours', at: new Date(startsAt.getTime() - TWO_HOURS_MS) },
  ];
  return wanted.flatMap(({ template, at }) => {
    if (at.getTime() <= now.getTime()) return [];
    const sendAt = outsideQuietHours(at, quiet);
    if (sendAt.getTime() > startsAt.getTime() - REMINDER_MIN_LEAD_MS) return [];
    if (template === 'reminder_day_before' && clinicDateTime(sendAt).date === day) return [];
    return [{ template, sendAt }];
  });
}
