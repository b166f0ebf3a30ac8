import type { DataSource } from 'typeorm';
import { Doctor } from '../clinic/doctor.entity';
import { DomainError } from '../common/errors';
import type { RequestContext } from '../common/request-context';
import { likePattern } from '../common/like-pattern';
import { historiesOf, type StatusChangeView } from './appointment-history';
import { AppointmentStatus, RELEASED_STATUSES } from './appointment-status';
import { leaveSpan } from './booked-times';
import { addDays, clinicInstant, clinicToday, isCalendarDate, isoWeekday } from './clinic-time';
import {
  deskAppointments,
  type DeskAppointmentView,
  type DeskDoctorView,
} from './desk-appointment';
import { DESK_MESSAGES as M } from './desk-messages';
import type { DayDoctor, DayLeave, DeskDayRows } from './desk-day-read';
import { DeskDayRowsCache } from './desk-day-rows';
import { freeSlotCount, type SlotRules, type TimeSpan } from './slots';

export interface DeskDayCounts {
  booked: number;
  confirmed: number;
  arrived: number;
  completed: number;
  noShow: number;
  cancelled: number;
  freeSlots: number;
}

export interface DeskDoctorDayView {
  doctor: DeskDoctorView;
  date: string;
  /** The whole day is leave. */
  onLeave: boolean;
  appointments: DeskAppointmentView[];
  counts: DeskDayCounts;
}

export interface DoctorDayAppointmentView {
  appointment: DeskAppointmentView;
  symptoms: string | null;
}

const FOUND_MAX = 50;
const DAY_MS = 86_400_000;
const REFERENCE = /^APT-[A-Z0-9]{5}$/;
const PHONE = /^\d{10}$/;

const deskDoctor = ({ id, slug, name, specialization }: DeskDoctorView): DeskDoctorView => ({
  id,
  slug,
  name,
  specialization,
});

/** What the desk reads: each doctor's day and week, bookings found, and a doctor's own day. */
export class DeskReadService {
  private readonly dayRows: DeskDayRowsCache;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rules: SlotRules,
  ) {
    this.dayRows = new DeskDayRowsCache(dataSource);
  }

  async doctors(): Promise<DeskDoctorView[]> {
    const doctors = await this.dataSource.getRepository(Doctor).find({ order: { name: 'ASC' } });
    return doctors.map(deskDoctor);
  }

  private dateOr(ctx: RequestContext, date?: string | null): string {
    const day = date?.trim() || clinicToday(ctx.now());
    if (!isCalendarDate(day)) throw new DomainError('VALIDATION', M.date, { date: M.date });
    return day;
  }

  /**
   * Every doctor's day, in one statement whatever their number (see readDeskDays), read again
   * only when it has changed (DeskDayRowsCache): the desk's busiest screen asks this every few
   * seconds.
   */
  async day(ctx: RequestContext, date?: string | null): Promise<DeskDoctorDayView[]> {
    const day = this.dateOr(ctx, date);
    return this.days(ctx, await this.dayRows.rows(day), [day]);
  }

  /** One doctor's week, Monday to Sunday, around a date (today by default). */
  async week(
    ctx: RequestContext,
    doctorId: string,
    weekOf?: string | null,
  ): Promise<DeskDoctorDayView[]> {
    const day = this.dateOr(ctx, weekOf);
    const monday = addDays(day, 1 - isoWeekday(day));
    const numeric = Number(doctorId);
    const doctor = Number.isSafeInteger(numeric)
      ? await this.dataSource.getRepository(Doctor).findOneBy({ id: numeric })
      : null;
    if (!doctor)
      throw new DomainError('NOT_FOUND', M.doctorNotFound, { doctorId: M.doctorNotFound });
    const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
    return this.days(ctx, await this.weekRows(doctor, dates), dates);
  }

  /** One doctor's appointments and leave over `dates` (consecutive clinic dates). */
  private async weekRows(doctor: DayDoctor, dates: string[]): Promise<DeskDayRows> {
    const first = dates[0];
    const last = dates[dates.length - 1];
    const [appointments, leave] = await Promise.all([
      // The (doctor_id, starts_at) index serves this: the doctor's range of the days asked for.
      deskAppointments(
        this.dataSource,
        'a.doctor_id = $1 AND a.starts_at >= $2 AND a.starts_at < $3',
        [doctor.id, clinicInstant(first, 0), clinicInstant(addDays(last, 1), 0)],
      ),
      this.dataSource.query(
        `SELECT doctor_id AS "doctorId", to_char(from_date, 'YYYY-MM-DD') AS "fromDate",
           to_char(to_date, 'YYYY-MM-DD') AS "toDate", to_char(start_time, 'HH24:MI') AS "startTime",
           to_char(end_time, 'HH24:MI') AS "endTime"
         FROM doctor_leave WHERE doctor_id = $1 AND from_date <= $3 AND to_date >= $2`,
        [doctor.id, first, last],
      ) as Promise<DayLeave[]>,
    ]);
    return { doctors: [doctor], appointments, leave };
  }

  /** Each doctor's day on each of `dates` (consecutive clinic dates), with counts and free slots. */
  private days(
    ctx: RequestContext,
    { doctors, appointments, leave: leaveRows }: DeskDayRows,
    dates: string[],
  ): DeskDoctorDayView[] {
    const now = ctx.now();
    // Clinic days are 24 hours long (no daylight saving): an instant's day is arithmetic.
    const firstMidnight = clinicInstant(dates[0], 0).getTime();
    const dayOf = (instant: Date) => Math.floor((instant.getTime() - firstMidnight) / DAY_MS);
    const byDay = new Map<number, DeskAppointmentView[][]>();
    for (const appointment of appointments) {
      let lists = byDay.get(appointment.doctor.id);
      if (!lists) {
        lists = dates.map(() => []);
        byDay.set(appointment.doctor.id, lists);
      }
      lists[dayOf(appointment.startsAt)]?.push(appointment);
    }
    const staffRules = { ...this.rules, minimumNoticeMinutes: 0 };
    const released = RELEASED_STATUSES as readonly AppointmentStatus[];
    return doctors.flatMap((doctor) =>
      dates.map((date, i) => {
        const list = byDay.get(doctor.id)?.[i] ?? [];
        const leave = leaveRows.filter(
          (l) => l.doctorId === doctor.id && l.fromDate <= date && l.toDate >= date,
        );
        const leaveSpans: TimeSpan[] = leave.map((l) => leaveSpan(date, l.startTime, l.endTime));
        const booked = list.filter((a) => !released.includes(a.status));
        const count = (status: AppointmentStatus) => list.filter((a) => a.status === status).length;
        return {
          doctor: deskDoctor(doctor),
          date,
          onLeave: leave.some((l) => !l.startTime),
          appointments: list,
          counts: {
            booked: list.filter((a) => a.status !== AppointmentStatus.CANCELLED).length,
            confirmed: count(AppointmentStatus.CONFIRMED),
            arrived: count(AppointmentStatus.ARRIVED),
            completed: count(AppointmentStatus.COMPLETED),
            noShow: count(AppointmentStatus.NO_SHOW),
            cancelled: count(AppointmentStatus.CANCELLED),
            freeSlots: doctor.isAvailable
              ? freeSlotCount(doctor, date, booked, now, staffRules, leaveSpans)
              : 0,
          },
        };
      }),
    );
  }

  /** Bookings by reference, 10-digit phone or name: at most 50, the latest first. */
  async find(search: string): Promise<DeskAppointmentView[]> {
    const text = search.trim();
    const options = { orderBy: 'a.starts_at DESC, a.id DESC', limit: FOUND_MAX };
    if (REFERENCE.test(text.toUpperCase())) {
      return deskAppointments(this.dataSource, 'a.reference = $1', [text.toUpperCase()], options);
    }
    if (PHONE.test(text)) {
      return deskAppointments(this.dataSource, 'a.patient_phone = $1', [text], options);
    }
    if ([...text].length < 2 || [...text].length > 100) {
      throw new DomainError('VALIDATION', M.search, { search: M.search });
    }
    return deskAppointments(
      this.dataSource,
      `(a.patient_first_name || ' ' || a.patient_last_name) ILIKE $1`,
      [likePattern(text)],
      options,
    );
  }

  /** A doctor's own day with what patients wrote: only for that doctor's own account. */
  async myDay(ctx: RequestContext, date?: string | null): Promise<DoctorDayAppointmentView[]> {
    const { actor } = ctx;
    if (actor.kind !== 'staff' || actor.role !== 'doctor' || actor.doctorId === null) {
      throw new DomainError('FORBIDDEN', M.doctorOnly);
    }
    const day = this.dateOr(ctx, date);
    const rows = await deskAppointments(
      this.dataSource,
      'a.doctor_id = $1 AND a.starts_at >= $2 AND a.starts_at < $3',
      [actor.doctorId, clinicInstant(day, 0), clinicInstant(addDays(day, 1), 0)],
      { withSymptoms: true },
    );
    return rows.map(({ symptoms, ...appointment }) => ({
      appointment,
      symptoms: symptoms ?? null,
    }));
  }

  histories(ids: readonly number[]): Promise<Map<number, StatusChangeView[]>> {
    return historiesOf(this.dataSource, ids);
  }
}
