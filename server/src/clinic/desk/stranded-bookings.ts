import type { DataSource, EntityManager } from 'typeorm';
import { leaveSpan } from '../../booking/booked-times';
import {
  addDays,
  clinicDateTime,
  clinicInstant,
  isoWeekday,
  minutesOfDay,
} from '../../booking/clinic-time';
import { deskAppointments, type DeskAppointmentView } from '../../booking/desk-appointment';
import type { TimeSpan } from '../../booking/slots';
import type { CheckedSchedule } from './doctor-rules';

// Bookings a doctor's time no longer holds: an active appointment from now on that falls on a
// day off or on leave, on a weekday the plan no longer works, outside the day's hours or in a
// break. They are never cancelled or moved by a plan change: reception calls the patient and
// reschedules them, and they leave the list once they fit (or are moved, cancelled, done).

/** Statuses of a booking still to happen. */
const ACTIVE = ['PENDING', 'CONFIRMED'];

type Plan = Pick<CheckedSchedule, 'workingPlan' | 'daysOff'>;

/** Whether an appointment's time lies in the doctor's working time, outside breaks and leave. */
export function fitsPlan(
  plan: Plan,
  startsAt: Date,
  endsAt: Date,
  leave: readonly TimeSpan[],
): boolean {
  const { date, minutes: start } = clinicDateTime(startsAt);
  if (plan.daysOff.includes(date)) return false;
  const day = plan.workingPlan.find((entry) => entry.weekday === isoWeekday(date));
  if (!day) return false;
  const end = start + Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
  if (start < minutesOfDay(day.start) || end > minutesOfDay(day.end)) return false;
  if (day.breaks.some((b) => start < minutesOfDay(b.end) && minutesOfDay(b.start) < end))
    return false;
  return !leave.some((span) => span.startsAt < endsAt && startsAt < span.endsAt);
}

/**
 * The active bookings from `now` on that their doctor's plan, days off or leave no longer hold,
 * soonest first; one doctor's or everyone's.
 */
export async function strandedBookings(
  db: DataSource | EntityManager,
  now: Date,
  doctorId?: number,
): Promise<DeskAppointmentView[]> {
  const params: unknown[] = [ACTIVE, now];
  let where = `a.status = ANY($1::text[]) AND a.starts_at >= $2`;
  if (doctorId !== undefined) {
    params.push(doctorId);
    where += ` AND a.doctor_id = $3`;
  }
  const appointments = await deskAppointments(db, where, params, { limit: 5000 });
  if (appointments.length === 0) return [];
  const ids = [...new Set(appointments.map((a) => Number(a.doctor.id)))];
  const doctors = (await db.query(
    `SELECT id, working_plan AS "workingPlan",
       ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(days_off) d) AS "daysOff"
     FROM doctor WHERE id = ANY($1::int[])`,
    [ids],
  )) as ({ id: number } & Plan)[];
  const leaveRows = (await db.query(
    `SELECT doctor_id AS "doctorId", to_char(from_date, 'YYYY-MM-DD') AS "fromDate",
       to_char(to_date, 'YYYY-MM-DD') AS "toDate", to_char(start_time, 'HH24:MI') AS "startTime",
       to_char(end_time, 'HH24:MI') AS "endTime"
     FROM doctor_leave WHERE doctor_id = ANY($1::int[]) AND to_date >= $2::date - 1`,
    [ids, clinicDateTime(now).date],
  )) as {
    doctorId: number;
    fromDate: string;
    toDate: string;
    startTime: string | null;
    endTime: string | null;
  }[];
  const plans = new Map(doctors.map((d) => [Number(d.id), d]));
  const leave = new Map<number, TimeSpan[]>();
  for (const row of leaveRows) {
    const spans = leave.get(Number(row.doctorId)) ?? [];
    spans.push(
      row.startTime
        ? leaveSpan(row.fromDate, row.startTime, row.endTime)
        : {
            startsAt: clinicInstant(row.fromDate, 0),
            endsAt: clinicInstant(addDays(row.toDate, 1), 0),
          },
    );
    leave.set(Number(row.doctorId), spans);
  }
  return appointments.filter((a) => {
    const plan = plans.get(Number(a.doctor.id));
    return plan && !fitsPlan(plan, a.startsAt, a.endsAt, leave.get(Number(a.doctor.id)) ?? []);
  });
}
