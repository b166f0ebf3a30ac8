import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/errors';
import type { RequestContext } from '../common/request-context';
import { recordStaffAudit } from '../staff/audit/record-audit';
import { clinicToday } from './clinic-time';
import {
  deskAppointments,
  type DeskAppointmentView,
  type DeskDoctorView,
} from './desk-appointment';
import { DESK_MESSAGES as M, QUEUE_MESSAGES as Q } from './desk-messages';
import { QueueEntryStatus } from './queue-entry.entity';

export interface QueueEntryView {
  id: number;
  token: number;
  name: string;
  status: QueueEntryStatus;
  joinedAt: Date;
  appointment: DeskAppointmentView | null;
}

export interface DeskQueueView {
  doctor: DeskDoctorView;
  date: string;
  /** The token called last and not yet done. */
  nowSeeing: number | null;
  /** The person now seeing the doctor first (CALLED), then those waiting by token. */
  waiting: QueueEntryView[];
  /** Those seen, the last done first. */
  done: QueueEntryView[];
}

/** What anyone may see of a doctor's queue: token numbers only, never names. */
export interface PublicQueueView {
  doctorName: string;
  date: string;
  nowSeeing: number | null;
  next: number | null;
}

export interface QueueJoin {
  doctorId: number;
  day: string;
  name: string;
  phone: string | null;
  appointmentId: number | null;
}

export interface WalkInRequest {
  doctorId: string;
  name: string;
  phone?: string | null;
}

interface EntryRow {
  id: number;
  token: number;
  name: string;
  status: QueueEntryStatus;
  joined_at: Date;
  appointment_id: number | null;
}

const DOCTOR_COLUMNS = 'id, slug, name, specialization';

/**
 * Each doctor's queue for the clinic day: every arrival and every walk-in without a slot gets the
 * day's next token; the desk calls the next one. Tokens are drawn by incrementing the day's
 * `queue_day` row, so parallel arrivals queue on its row lock and never share a number (and a
 * unique constraint would refuse it if they did).
 */
export class QueueService {
  constructor(private readonly dataSource: DataSource) {}

  private async doctor(db: DataSource | EntityManager, id: string | number) {
    const numeric = Number(id);
    const [doctor] = Number.isSafeInteger(numeric)
      ? ((await db.query(`SELECT ${DOCTOR_COLUMNS} FROM doctor WHERE id = $1`, [
          numeric,
        ])) as DeskDoctorView[])
      : [];
    if (!doctor)
      throw new DomainError('NOT_FOUND', M.doctorNotFound, { doctorId: M.doctorNotFound });
    return doctor;
  }

  /** Queues someone with the day's next token; runs in the caller's transaction. */
  async join(manager: EntityManager, entry: QueueJoin): Promise<number> {
    const [{ token }] = (await manager.query(
      `INSERT INTO queue_day (doctor_id, day, last_token) VALUES ($1, $2, 1)
       ON CONFLICT (doctor_id, day) DO UPDATE SET last_token = queue_day.last_token + 1
       RETURNING last_token AS token`,
      [entry.doctorId, entry.day],
    )) as { token: number }[];
    await manager.query(
      `INSERT INTO queue_entry (doctor_id, day, token, name, phone, appointment_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [entry.doctorId, entry.day, token, entry.name, entry.phone, entry.appointmentId],
    );
    return token;
  }

  /** An appointment seen or cancelled leaves the queue. */
  async finish(manager: EntityManager, appointmentId: number): Promise<void> {
    await manager.query(
      `UPDATE queue_entry SET status = $2 WHERE appointment_id = $1 AND status <> $2`,
      [appointmentId, QueueEntryStatus.DONE],
    );
  }

  /** A walk-in without a slot: the day's next token for that doctor. */
  async addWalkIn(ctx: RequestContext, request: WalkInRequest): Promise<QueueEntryView> {
    const name = request.name.trim();
    if (!name) throw new DomainError('VALIDATION', M.name, { name: M.name });
    if ([...name].length > 60)
      throw new DomainError('VALIDATION', M.nameLength, { name: M.nameLength });
    const phone = request.phone?.trim() || null;
    const day = clinicToday(ctx.now());
    return this.dataSource.transaction(async (manager) => {
      const doctor = await this.doctor(manager, request.doctorId);
      const token = await this.join(manager, {
        doctorId: doctor.id,
        day,
        name,
        phone,
        appointmentId: null,
      });
      await recordStaffAudit(manager, ctx, {
        action: 'queue.walk-in',
        recordType: 'queue_entry',
        recordId: `${doctor.id}/${day}/${token}`,
        after: { doctorId: doctor.id, day, token, name, phone },
      });
      const [entry] = await this.entries(manager, doctor.id, day, token);
      return entry;
    });
  }

  /**
   * The person now seeing the doctor is done, and the lowest waiting token is called. The day's
   * row lock makes two desks pressing "call next" at once call two tokens one after the other.
   */
  async callNext(ctx: RequestContext, doctorId: string): Promise<DeskQueueView> {
    const day = clinicToday(ctx.now());
    await this.dataSource.transaction(async (manager) => {
      const doctor = await this.doctor(manager, doctorId);
      await manager.query(`SELECT 1 FROM queue_day WHERE doctor_id = $1 AND day = $2 FOR UPDATE`, [
        doctor.id,
        day,
      ]);
      const finished = (await manager.query(
        `UPDATE queue_entry SET status = $3 WHERE doctor_id = $1 AND day = $2 AND status = $4
         RETURNING token`,
        [doctor.id, day, QueueEntryStatus.DONE, QueueEntryStatus.CALLED],
      )) as [{ token: number }[], number];
      const called = (await manager.query(
        `UPDATE queue_entry SET status = $3 WHERE id = (
           SELECT id FROM queue_entry WHERE doctor_id = $1 AND day = $2 AND status = $4
           ORDER BY token LIMIT 1)
         RETURNING token`,
        [doctor.id, day, QueueEntryStatus.CALLED, QueueEntryStatus.WAITING],
      )) as [{ token: number }[], number];
      const before = finished[0][0]?.token ?? null;
      const after = called[0][0]?.token ?? null;
      if (before === null && after === null) {
        const message = Q.nobodyWaiting(doctor.name);
        throw new DomainError('VALIDATION', message, { doctorId: message });
      }
      await recordStaffAudit(manager, ctx, {
        action: 'queue.call',
        recordType: 'queue_day',
        recordId: `${doctor.id}/${day}`,
        before: { nowSeeing: before },
        after: { nowSeeing: after },
      });
    });
    return this.deskQueue(ctx, doctorId);
  }

  private async entries(
    db: DataSource | EntityManager,
    doctorId: number,
    day: string,
    token?: number,
  ): Promise<QueueEntryView[]> {
    const rows = (await db.query(
      `SELECT id, token, name, status, joined_at, appointment_id FROM queue_entry
       WHERE doctor_id = $1 AND day = $2 ${token ? 'AND token = $3' : ''} ORDER BY token`,
      token ? [doctorId, day, token] : [doctorId, day],
    )) as EntryRow[];
    const ids = rows.flatMap((row) => (row.appointment_id ? [row.appointment_id] : []));
    const appointments = ids.length
      ? await deskAppointments(db, 'a.id = ANY($1::int[])', [ids])
      : [];
    const byId = new Map(appointments.map((a) => [a.id, a]));
    return rows.map((row) => ({
      id: row.id,
      token: row.token,
      name: row.name,
      status: row.status,
      joinedAt: new Date(row.joined_at),
      appointment: row.appointment_id ? (byId.get(row.appointment_id) ?? null) : null,
    }));
  }

  /** Today's queue of a doctor, as the desk runs it. */
  async deskQueue(ctx: RequestContext, doctorId: string): Promise<DeskQueueView> {
    const day = clinicToday(ctx.now());
    const doctor = await this.doctor(this.dataSource, doctorId);
    const entries = await this.entries(this.dataSource, doctor.id, day);
    const called = entries.filter((e) => e.status === QueueEntryStatus.CALLED);
    return {
      doctor,
      date: day,
      nowSeeing: called[0]?.token ?? null,
      waiting: [...called, ...entries.filter((e) => e.status === QueueEntryStatus.WAITING)],
      done: entries.filter((e) => e.status === QueueEntryStatus.DONE).reverse(),
    };
  }

  /** The public queue page's answer, in one query; null for an unknown doctor. */
  async publicQueue(ctx: RequestContext, doctorSlug: string): Promise<PublicQueueView | null> {
    const day = clinicToday(ctx.now());
    const [row] = (await this.dataSource.query(
      `SELECT d.name,
         (SELECT token FROM queue_entry q WHERE q.doctor_id = d.id AND q.day = $2 AND q.status = $3)
           AS "nowSeeing",
         (SELECT min(token) FROM queue_entry q WHERE q.doctor_id = d.id AND q.day = $2
           AND q.status = $4) AS next
       FROM doctor d WHERE d.slug = $1`,
      [doctorSlug, day, QueueEntryStatus.CALLED, QueueEntryStatus.WAITING],
    )) as { name: string; nowSeeing: number | null; next: number | null }[];
    if (!row) return null;
    return { doctorName: row.name, date: day, nowSeeing: row.nowSeeing, next: row.next };
  }
}
