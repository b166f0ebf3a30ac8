import type { DataSource, EntityManager } from 'typeorm';
import { AppointmentStatus } from './appointment-status';
import { clinicInstant } from './clinic-time';
import type { TimeSpan } from './slots';

/** One doctor's clinic day. */
export interface DoctorDay {
  doctorId: number;
  date: string;
}

/** The active appointments overlapping each doctor's clinic day, in one query however many. */
export async function bookedOn(
  db: DataSource | EntityManager,
  days: readonly DoctorDay[],
): Promise<(doctorId: number, date: string) => TimeSpan[]> {
  const key = (doctorId: number, date: string) => `${doctorId}/${date}`;
  const byDay = new Map<string, TimeSpan[]>();
  if (days.length > 0) {
    const rows = (await db.query(
      `SELECT k.day, a.starts_at AS "startsAt", a.ends_at AS "endsAt"
       FROM unnest($1::int[], $2::timestamptz[], $3::timestamptz[]) WITH ORDINALITY
         AS k(doctor_id, day_start, day_end, day)
       JOIN appointment a ON a.doctor_id = k.doctor_id AND a.status <> $4
         AND a.starts_at < k.day_end AND a.ends_at > k.day_start`,
      [
        days.map((day) => day.doctorId),
        days.map((day) => clinicInstant(day.date, 0)),
        days.map((day) => clinicInstant(day.date, 24 * 60)),
        AppointmentStatus.CANCELLED,
      ],
    )) as ({ day: string } & TimeSpan)[];
    for (const { day, startsAt, endsAt } of rows) {
      const { doctorId, date } = days[Number(day) - 1];
      const list = byDay.get(key(doctorId, date)) ?? [];
      list.push({ startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
      byDay.set(key(doctorId, date), list);
    }
  }
  return (doctorId, date) => byDay.get(key(doctorId, date)) ?? [];
}
