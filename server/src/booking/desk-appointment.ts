import type { DataSource, EntityManager } from 'typeorm';
import type { ConsultationMode } from '../clinic/consultation-mode';
import type { AppointmentStatus } from './appointment-status';

/** A doctor as the desk lists them. */
export interface DeskDoctorView {
  id: number;
  slug: string;
  name: string;
  specialization: string;
}

/** A booking as the desk sees it: contact details to call, never the symptoms. */
export interface DeskAppointmentView {
  id: number;
  reference: string;
  doctor: DeskDoctorView;
  startsAt: Date;
  endsAt: Date;
  mode: ConsultationMode;
  status: AppointmentStatus;
  /** First name and last initial, "Asha K.". */
  patientName: string;
  patientPhone: string;
  /** Today's queue token, once arrived. */
  token: number | null;
  cancelReason: string | null;
}

/** "Asha K." for Asha Kumari; "Asha" for a patient with one name. */
export function shortName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

interface Row {
  id: number;
  reference: string;
  starts_at: Date;
  ends_at: Date;
  mode: ConsultationMode;
  status: AppointmentStatus;
  patient_first_name: string;
  patient_last_name: string;
  patient_phone: string;
  cancel_reason: string | null;
  token: number | null;
  doctor_id: number;
  doctor_slug: string;
  doctor_name: string;
  doctor_specialization: string;
  symptoms?: string | null;
}

/**
 * Desk appointments matching `where` (SQL over `a`, the appointment, with numbered parameters),
 * with their doctor and queue token, in one query. `withSymptoms` is for the doctor's own day only.
 */
export async function deskAppointments(
  db: DataSource | EntityManager,
  where: string,
  params: unknown[],
  {
    orderBy = 'a.starts_at, a.id',
    limit,
    withSymptoms = false,
  }: {
    orderBy?: string;
    limit?: number;
    withSymptoms?: boolean;
  } = {},
): Promise<(DeskAppointmentView & { symptoms?: string | null })[]> {
  const rows = (await db.query(
    `SELECT a.id, a.reference, a.starts_at, a.ends_at, a.mode, a.status, a.patient_first_name,
       a.patient_last_name, a.patient_phone, a.cancel_reason, q.token,
       d.id AS doctor_id, d.slug AS doctor_slug, d.name AS doctor_name,
       d.specialization AS doctor_specialization${withSymptoms ? ', a.symptoms' : ''}
     FROM appointment a
     JOIN doctor d ON d.id = a.doctor_id
     LEFT JOIN queue_entry q ON q.appointment_id = a.id
     WHERE ${where}
     ORDER BY ${orderBy}${limit ? ` LIMIT ${Number(limit)}` : ''}`,
    params,
  )) as Row[];
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    doctor: {
      id: row.doctor_id,
      slug: row.doctor_slug,
      name: row.doctor_name,
      specialization: row.doctor_specialization,
    },
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    mode: row.mode,
    status: row.status,
    patientName: shortName(row.patient_first_name, row.patient_last_name),
    patientPhone: row.patient_phone,
    token: row.token,
    cancelReason: row.cancel_reason,
    ...(withSymptoms ? { symptoms: row.symptoms ?? null } : {}),
  }));
}

/** One appointment by its reference, for a change's answer. */
export async function deskAppointmentById(
  db: DataSource | EntityManager,
  id: number,
): Promise<DeskAppointmentView> {
  const [found] = await deskAppointments(db, 'a.id = $1', [id]);
  return found;
}
