import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../common/request-context';
import type { Appointment } from './appointment.entity';
import type { ChangeActorKind } from './appointment-status-change.entity';
import { AppointmentStatus } from './appointment-status';
import { CHANGE_NOTES as N } from './desk-messages';

/** One step of an appointment's history, as the desk reads it (with who). */
export interface StatusChangeView {
  appointmentId: number;
  from: AppointmentStatus | null;
  to: AppointmentStatus;
  at: Date;
  actorKind: ChangeActorKind;
  /** The staff member's or key's name, or 'patient' / 'system'. */
  by: string;
  reason: string | null;
  note: string | null;
}

/** One step as the patient reads it on the manage page: never who at the clinic did it. */
export interface PublicChange {
  status: AppointmentStatus;
  at: Date;
  note: string | null;
}

export type ChangeActor = Actor | { kind: 'system' };

/** Writes one step of an appointment's history; call it in the change's own transaction. */
export async function recordChange(
  manager: EntityManager,
  actor: ChangeActor,
  appointment: Pick<Appointment, 'id' | 'status'>,
  from: AppointmentStatus | null,
  { at, reason = null, note = null }: { at: Date; reason?: string | null; note?: string | null },
): Promise<void> {
  const by = actor.kind === 'patient' || actor.kind === 'system' ? actor.kind : actor.name;
  await manager.query(
    `INSERT INTO appointment_status_change
       (appointment_id, from_status, to_status, actor_kind, by, reason, note, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [appointment.id, from, appointment.status, actor.kind, by, reason, note, at],
  );
}

/** The histories of many appointments in one query, oldest step first. */
export async function historiesOf(
  db: DataSource | EntityManager,
  appointmentIds: readonly number[],
): Promise<Map<number, StatusChangeView[]>> {
  const byId = new Map<number, StatusChangeView[]>(appointmentIds.map((id) => [id, []]));
  if (appointmentIds.length === 0) return byId;
  const rows = (await db.query(
    `SELECT appointment_id AS "appointmentId", from_status AS "from", to_status AS "to", at,
       actor_kind AS "actorKind", by, reason, note
     FROM appointment_status_change WHERE appointment_id = ANY($1::int[])
     ORDER BY appointment_id, at, id`,
    [appointmentIds],
  )) as StatusChangeView[];
  for (const row of rows) byId.get(row.appointmentId)?.push({ ...row, at: new Date(row.at) });
  return byId;
}

const S = AppointmentStatus;

/** The note a patient reads for a step. */
export function publicNote(change: StatusChangeView): string | null {
  if (change.note) return change.note;
  const byPatient = change.actorKind === 'patient';
  if (change.from === null) {
    if (byPatient) return N.booked;
    return change.to === S.ARRIVED ? N.walkIn : N.bookedByClinic;
  }
  switch (change.to) {
    case S.CONFIRMED:
      return N.confirmed;
    case S.ARRIVED:
      return N.arrived;
    case S.COMPLETED:
      return N.completed;
    case S.NO_SHOW:
      return N.noShow;
    case S.CANCELLED:
      return byPatient ? N.cancelledByPatient : N.cancelledByClinic(change.reason);
    default:
      return null;
  }
}

export function publicHistory(changes: readonly StatusChangeView[]): PublicChange[] {
  return changes.map((change) => ({
    status: change.to,
    at: change.at,
    note: publicNote(change),
  }));
}
