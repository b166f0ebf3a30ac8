import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/errors';
import type { RequestContext } from '../common/request-context';
import { recordStaffAudit } from '../staff/audit/record-audit';
import { leaveSpan } from './booked-times';
import { addDays, clinicInstant, clinicToday, isCalendarDate, minutesOfDay } from './clinic-time';
import {
  deskAppointments,
  type DeskAppointmentView,
  type DeskDoctorView,
} from './desk-appointment';
import { DESK_MESSAGES as M } from './desk-messages';

export interface LeaveRequest {
  doctorId: string;
  fromDate: string;
  toDate: string;
  startTime?: string | null;
  endTime?: string | null;
  reason?: string | null;
}

export interface LeaveView {
  id: number;
  doctor: DeskDoctorView;
  fromDate: string;
  toDate: string;
  startTime: string | null;
  endTime: string | null;
  reason: string | null;
}

export interface LeaveResult {
  leave: LeaveView;
  /** Bookings inside the leave, for the desk to move or cancel: never cancelled silently. */
  affected: DeskAppointmentView[];
}

const MAX_LEAVE_DAYS = 366;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const validation = (field: string, message: string) =>
  new DomainError('VALIDATION', message, { [field]: message });

const LEAVE_COLUMNS = `l.id, to_char(l.from_date, 'YYYY-MM-DD') AS "fromDate",
  to_char(l.to_date, 'YYYY-MM-DD') AS "toDate", to_char(l.start_time, 'HH24:MI') AS "startTime",
  to_char(l.end_time, 'HH24:MI') AS "endTime", l.reason,
  json_build_object('id', d.id, 'slug', d.slug, 'name', d.name,
    'specialization', d.specialization) AS doctor`;

/** Doctors' leave: whole days or a time range on one day. */
export class DoctorLeaveService {
  constructor(private readonly dataSource: DataSource) {}

  private check(ctx: RequestContext, request: LeaveRequest) {
    const { fromDate, toDate } = request;
    if (!isCalendarDate(fromDate) || !isCalendarDate(toDate) || toDate < fromDate) {
      throw validation(isCalendarDate(fromDate) ? 'toDate' : 'fromDate', M.leaveDates);
    }
    if (fromDate < clinicToday(ctx.now())) throw validation('fromDate', M.leavePast);
    if (addDays(fromDate, MAX_LEAVE_DAYS - 1) < toDate) throw validation('toDate', M.leaveTooLong);
    const startTime = request.startTime?.trim() || null;
    const endTime = request.endTime?.trim() || null;
    if (startTime || endTime) {
      if (
        !startTime ||
        !endTime ||
        !CLOCK.test(startTime) ||
        !CLOCK.test(endTime) ||
        minutesOfDay(startTime) >= minutesOfDay(endTime)
      ) {
        throw validation(
          startTime && CLOCK.test(startTime) ? 'endTime' : 'startTime',
          M.leaveTimes,
        );
      }
      if (fromDate !== toDate) throw validation('toDate', M.leaveTimesOneDay);
    }
    const reason = request.reason?.trim() || null;
    if (reason && [...reason].length > 300) throw validation('reason', M.reasonLength);
    return { fromDate, toDate, startTime, endTime, reason };
  }

  private async byId(db: DataSource | EntityManager, id: number): Promise<LeaveView> {
    const [leave] = (await db.query(
      `SELECT ${LEAVE_COLUMNS} FROM doctor_leave l JOIN doctor d ON d.id = l.doctor_id
       WHERE l.id = $1`,
      [id],
    )) as LeaveView[];
    return leave;
  }

  /**
   * Adds leave and answers the bookings inside it. The doctor's row is locked first: bookings
   * being written for that doctor hold a key-share lock on it, so this waits for them and lists
   * them, and those written after it see the leave and are refused.
   */
  async add(ctx: RequestContext, request: LeaveRequest): Promise<LeaveResult> {
    const leave = this.check(ctx, request);
    const doctorId = Number(request.doctorId);
    return this.dataSource.transaction(async (manager) => {
      const [doctor] = Number.isSafeInteger(doctorId)
        ? ((await manager.query(`SELECT id FROM doctor WHERE id = $1 FOR UPDATE`, [doctorId])) as {
            id: number;
          }[])
        : [];
      if (!doctor)
        throw new DomainError('NOT_FOUND', M.doctorNotFound, { doctorId: M.doctorNotFound });
      const [{ id }] = (await manager.query(
        `INSERT INTO doctor_leave (doctor_id, from_date, to_date, start_time, end_time, reason)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [doctorId, leave.fromDate, leave.toDate, leave.startTime, leave.endTime, leave.reason],
      )) as { id: number }[];
      await recordStaffAudit(manager, ctx, {
        action: 'leave.add',
        recordType: 'doctor_leave',
        recordId: id,
        after: { doctorId, ...leave },
      });
      const span = leave.startTime
        ? leaveSpan(leave.fromDate, leave.startTime, leave.endTime)
        : {
            startsAt: clinicInstant(leave.fromDate, 0),
            endsAt: clinicInstant(addDays(leave.toDate, 1), 0),
          };
      const affected = await deskAppointments(
        manager,
        `a.doctor_id = $1 AND a.status IN ('PENDING', 'CONFIRMED', 'ARRIVED')
           AND a.starts_at < $3 AND a.ends_at > $2`,
        [doctorId, span.startsAt, span.endsAt],
      );
      return { leave: await this.byId(manager, id), affected };
    });
  }

  async remove(ctx: RequestContext, id: string): Promise<boolean> {
    const numeric = Number(id);
    return this.dataSource.transaction(async (manager) => {
      const [removed] = Number.isSafeInteger(numeric)
        ? (
            (await manager.query(
              `DELETE FROM doctor_leave WHERE id = $1
               RETURNING doctor_id AS "doctorId", to_char(from_date, 'YYYY-MM-DD') AS "fromDate",
                 to_char(to_date, 'YYYY-MM-DD') AS "toDate",
                 to_char(start_time, 'HH24:MI') AS "startTime",
                 to_char(end_time, 'HH24:MI') AS "endTime", reason`,
              [numeric],
            )) as [Record<string, unknown>[], number]
          )[0]
        : [];
      if (!removed) throw new DomainError('NOT_FOUND', M.leaveNotFound, { id: M.leaveNotFound });
      await recordStaffAudit(manager, ctx, {
        action: 'leave.remove',
        recordType: 'doctor_leave',
        recordId: numeric,
        before: removed,
      });
      return true;
    });
  }

  /** A doctor's leave from today onwards, soonest first. */
  async list(ctx: RequestContext, doctorId: string): Promise<LeaveView[]> {
    const numeric = Number(doctorId);
    if (!Number.isSafeInteger(numeric)) return [];
    return (await this.dataSource.query(
      `SELECT ${LEAVE_COLUMNS} FROM doctor_leave l JOIN doctor d ON d.id = l.doctor_id
       WHERE l.doctor_id = $1 AND l.to_date >= $2 ORDER BY l.from_date, l.start_time NULLS FIRST, l.id`,
      [numeric, clinicToday(ctx.now())],
    )) as LeaveView[];
  }
}
