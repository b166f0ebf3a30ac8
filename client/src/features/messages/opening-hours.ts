import { formatClockTime, weekdayName } from '../../lib/clinic-clock';

export interface DayHours {
  weekday: number;
  opens?: string | null;
  closes?: string | null;
  note?: string | null;
}

/** Consecutive days with the same hours in one row: { days: 'Mon – Sat', text: '9:00 am – 8:00 pm' }. */
export function hoursRows(hours: readonly DayHours[], closed: string) {
  const textOf = (day: DayHours) =>
    day.opens && day.closes
      ? `${formatClockTime(day.opens)} – ${formatClockTime(day.closes)}${day.note ? ` (${day.note})` : ''}`
      : day.note || closed;
  const rows: { first: number; last: number; text: string }[] = [];
  for (const day of [...hours].sort((a, b) => a.weekday - b.weekday)) {
    const text = textOf(day);
    const previous = rows[rows.length - 1];
    if (previous && previous.text === text && previous.last === day.weekday - 1) {
      previous.last = day.weekday;
    } else rows.push({ first: day.weekday, last: day.weekday, text });
  }
  return rows.map(({ first, last, text }) => ({
    days: first === last ? weekdayName(first) : `${weekdayName(first)} – ${weekdayName(last)}`,
    text,
  }));
}
