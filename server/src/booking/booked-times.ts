import type { DataSource, EntityManager } from 'typeorm';
import { RELEASED_STATUSES } from './appointment-status';
import { clinicInstant, minutesOfDay } from './clinic-time';
import type { TimeSpan } from './slots';

/** One doctor's clinic day. */
export interface DoctorDay {
  doctorId: number;
  date: string;
}

/** What takes a doctor's time on a day: appointments holding a slot, and leave. */
export interface DayBlocks {
  booked: TimeSpan[];
  leave: TimeSpan[];
}

/** A leave row as a span of clinic time on one of its days: the whole day, or its time range. */
export function leaveSpan(
  date: string,
  startTime: string | null,
  endTime: string | null,
): TimeSpan {
  return startTime && endTime
    ? {
        startsAt: clinicInstant(date, minutesOfDay(startTime)),
        endsAt: clinicInstant(date, minutesOfDay(endTime)),
      }
    : { startsAt: clinicInstant(date, 0), endsAt: clinicInstant(date, 24 * 60) };
}

/**
 * The active appointments and the leave overlapping each doctor's clinic day, in one query
 * however many days are asked for.
 */
export async function blocksOn(
  db: DataSource | EntityManager,
  days: readonly DoctorDay[],
): Promise<(doctorId: number, date: string) => DayBlocks> {
  const key = (doctorId: number, date: string) => `${doctorId}/${date}`;
  const byDay = new Map<string, DayBlocks>();
  const blocksOf = (doctorId: number, date: string) => {
    let blocks = byDay.get(key(doctorId, date));
    if (!blocks) byDay.set(key(doctorId, date), (blocks = { booked: [], leave: [] }));
    return blocks;
  };
  if (days.length > 0) {
    const rows = (await db.query(
      `WITH k AS (
         SELECT * FROM unnest($1::int[], $2::date[], $3::timestamptz[], $4::timestamptz[])
           WITH ORDINALITY AS k(doctor_id, date, day_start, day_end, day))
       SELECT k.day, 'booked' AS kind, a.starts_at AS "startsAt", a.ends_at AS "endsAt",
           NULL AS "startTime", NULL AS "endTime"
         FROM k JOIN appointment a ON a.doctor_id = k.doctor_id AND a.status <> ALL($5::text[])
           AND a.starts_at < k.day_end AND a.ends_at > k.day_start
       UNION ALL
       SELECT k.day, 'leave', NULL, NULL, to_char(l.start_time, 'HH24:MI'),
           to_char(l.end_time, 'HH24:MI')
         FROM k JOIN doctor_leave l ON l.doctor_id = k.doctor_id
           AND l.from_date <= k.date AND l.to_date >= k.date`,
      [
        days.map((day) => day.doctorId),
        days.map((day) => day.date),
        days.map((day) => clinicInstant(day.date, 0)),
        days.map((day) => clinicInstant(day.date, 24 * 60)),
        RELEASED_STATUSES,
      ],
    )) as {
      day: string;
      kind: 'booked' | 'leave';
      startsAt: Date | null;
      endsAt: Date | null;
      startTime: string | null;
      endTime: string | null;
    }[];
    for (const row of rows) {
      const { doctorId, date } = days[Number(row.day) - 1];
      const blocks = blocksOf(doctorId, date);
      if (row.kind === 'booked') {
        blocks.booked.push({ startsAt: new Date(row.startsAt!), endsAt: new Date(row.endsAt!) });
      } else {
        blocks.leave.push(leaveSpan(date, row.startTime, row.endTime));
      }
    }
  }
  return (doctorId, date) => byDay.get(key(doctorId, date)) ?? { booked: [], leave: [] };
}
