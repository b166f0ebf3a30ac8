import {
  addDays,
  clinicDateTime,
  clinicInstant,
  clinicToday,
  clockText,
  IST_OFFSET_TEXT,
  isoWeekday,
  minutesOfDay,
} from './clinic-time';

/** What of a doctor the slots depend on (the Doctor entity fits). */
export interface SlotPlan {
  slotMinutes: number;
  workingPlan: readonly {
    weekday: number;
    start: string;
    end: string;
    breaks: readonly { start: string; end: string }[];
  }[];
  daysOff: readonly string[];
}

export interface SlotRules {
  /** A slot must start at least this long after now. */
  minimumNoticeMinutes: number;
  /** The last bookable date is today + this many days (clinic time). */
  horizonDays: number;
}

export const DEFAULT_SLOT_RULES: SlotRules = { minimumNoticeMinutes: 60, horizonDays: 60 };

export interface TimeSpan {
  startsAt: Date;
  endsAt: Date;
}

export interface Slot extends TimeSpan {
  /** ISO with the clinic's offset, e.g. 2026-11-24T10:30:00+05:30 */
  time: string;
  /** HH:MM, clinic time */
  displayTime: string;
  available: boolean;
  /** Why a slot cannot be booked; absent when it can. */
  unavailableBecause?: 'BOOKED' | 'TOO_SOON';
}

/** Why a whole day has no slots. */
export type ClosedReason = 'PAST' | 'BEYOND_HORIZON' | 'DAY_OFF' | 'NOT_WORKING';

export interface SlotDay {
  date: string;
  slots: Slot[];
  closed?: ClosedReason;
}

const MINUTE_MS = 60_000;

type SlotVisitor = (
  from: number,
  to: number,
  start: number,
  unavailableBecause: Slot['unavailableBecause'],
) => void;

/**
 * Walks a doctor's slots on one clinic date as numbers (epoch ms, minutes after midnight),
 * calling `visit` for each; answers why the whole day has none, if it has none.
 */
function walkSlots(
  plan: SlotPlan,
  date: string,
  booked: readonly TimeSpan[],
  now: Date,
  rules: SlotRules,
  leave: readonly TimeSpan[],
  visit: SlotVisitor,
): ClosedReason | undefined {
  const today = clinicToday(now);
  if (date < today) return 'PAST';
  if (date > addDays(today, rules.horizonDays)) return 'BEYOND_HORIZON';
  if (plan.daysOff.includes(date)) return 'DAY_OFF';
  const day = plan.workingPlan.find((entry) => entry.weekday === isoWeekday(date));
  if (!day) return 'NOT_WORKING';

  const earliest = now.getTime() + rules.minimumNoticeMinutes * MINUTE_MS;
  const breaks = day.breaks
    .map((b) => ({ start: minutesOfDay(b.start), end: minutesOfDay(b.end) }))
    .sort((a, b) => a.start - b.start);
  const end = minutesOfDay(day.end);
  // Instants as numbers, worked out once: the desk's day asks this of every doctor at once.
  const midnight = clinicInstant(date, 0).getTime();
  const spans = (list: readonly TimeSpan[]) =>
    list.map((span) => [span.startsAt.getTime(), span.endsAt.getTime()] as const);
  const away = spans(leave);
  const held = spans(booked);
  const hits = (list: readonly (readonly [number, number])[], from: number, to: number) =>
    list.some(([start, finish]) => start < to && from < finish);
  let onLeave = false;
  let slots = 0;
  let start = minutesOfDay(day.start);
  while (start + plan.slotMinutes <= end) {
    const finish = start + plan.slotMinutes;
    const lunch = breaks.find((b) => start < b.end && b.start < finish);
    if (lunch) {
      start = lunch.end;
      continue;
    }
    const from = midnight + start * MINUTE_MS;
    const to = midnight + finish * MINUTE_MS;
    if (hits(away, from, to)) {
      onLeave = true;
      start = finish;
      continue;
    }
    visit(
      from,
      to,
      start,
      hits(held, from, to) ? 'BOOKED' : from < earliest ? 'TOO_SOON' : undefined,
    );
    slots += 1;
    start = finish;
  }
  // A day whose every slot falls in leave is a day off, as the patient reads it.
  return onLeave && slots === 0 ? 'DAY_OFF' : undefined;
}

/**
 * A doctor's slots on one clinic date: the working plan for that weekday cut into slots of the
 * doctor's length, skipping breaks and the doctor's leave. Slots already held by an active
 * appointment, or starting within the minimum notice, are returned with `available: false` so
 * the UI can grey them. Days off, days wholly on leave, unworked weekdays, past dates and dates
 * beyond the horizon have no slots at all.
 */
export function slotsForDate(
  plan: SlotPlan,
  date: string,
  booked: readonly TimeSpan[],
  now: Date,
  rules: SlotRules = DEFAULT_SLOT_RULES,
  leave: readonly TimeSpan[] = [],
): SlotDay {
  const slots: Slot[] = [];
  const closed = walkSlots(plan, date, booked, now, rules, leave, (from, to, start, because) => {
    const displayTime = clockText(start);
    slots.push({
      startsAt: new Date(from),
      endsAt: new Date(to),
      // A slot starts on a whole minute of its own date (a plan ends by 24:00).
      time: `${date}T${displayTime}:00${IST_OFFSET_TEXT}`,
      displayTime,
      available: !because,
      ...(because ? { unavailableBecause: because } : {}),
    });
  });
  return closed ? { date, slots: [], closed } : { date, slots };
}

/** How many of slotsForDate's slots are available, without making them (the desk's counts). */
export function freeSlotCount(
  plan: SlotPlan,
  date: string,
  booked: readonly TimeSpan[],
  now: Date,
  rules: SlotRules = DEFAULT_SLOT_RULES,
  leave: readonly TimeSpan[] = [],
): number {
  let free = 0;
  walkSlots(plan, date, booked, now, rules, leave, (_from, _to, _start, because) => {
    if (!because) free += 1;
  });
  return free;
}

/** The clinic date an instant falls on; the day whose slots a booking must match. */
export function clinicDateOf(instant: Date): string {
  return clinicDateTime(instant).date;
}
