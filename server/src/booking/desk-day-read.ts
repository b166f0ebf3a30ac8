import type { DataSource } from 'typeorm';
import { preparedQuery } from '../common/prepared-query';
import type { ConsultationMode } from '../clinic/consultation-mode';
import type { AppointmentStatus } from './appointment-status';
import { shortName, type DeskAppointmentView, type DeskDoctorView } from './desk-appointment';
import type { SlotPlan } from './slots';

/** What a doctor's day needs of them: who they are, and their plan for the free slots. */
export interface DayDoctor extends DeskDoctorView, SlotPlan {
  isAvailable: boolean;
}

/** A leave of a doctor, as the day reads it (clinic dates and times). */
export interface DayLeave {
  doctorId: number;
  fromDate: string;
  toDate: string;
  startTime: string | null;
  endTime: string | null;
}

export interface DeskDayRows {
  /** By name. */
  doctors: DayDoctor[];
  /** By start, then id; each one's `doctor` is its doctor's one view. */
  appointments: DeskAppointmentView[];
  leave: DayLeave[];
}

type DoctorTuple = [
  number,
  string,
  string,
  string,
  boolean,
  number,
  SlotPlan['workingPlan'],
  string[] | null,
];
type AppointmentTuple = [
  number,
  string,
  number,
  number,
  ConsultationMode,
  AppointmentStatus,
  string,
  string,
  string,
  number | null,
  string | null,
  number,
];
type LeaveTuple = [number, string, string, string | null, string | null];

/** Rows of the day view with the fingerprint they had when read (migration DeskDayVersion). */
export interface VersionedDayRows {
  version: string;
  rows: DeskDayRows;
}

/** The fingerprint of what readDeskDays would read now: equal, the rows are the same. */
export async function deskDaysVersion(
  db: DataSource,
  from: Date,
  to: Date,
  first: string,
  last: string,
): Promise<string> {
  const [row] = await preparedQuery<{ version: string }>(
    db,
    'SELECT desk_day_version($1, $2, $3, $4) AS version',
    [from, to, first, last],
  );
  return row.version;
}

// One statement, one round trip: the doctors, their appointments starting in [$1, $2) and their
// leave touching the dates [$3, $4], each as one JSON array (PostgreSQL builds it in C and
// JSON.parse reads it natively: no per-column parsing in JS). Instants travel as epoch
// milliseconds, so no timestamp text is parsed either. The appointments' (doctor_id, starts_at)
// index serves the doctors' ids as an array, as it did for separate queries. The fingerprint
// comes from the same statement, so it is exactly that of the rows read beside it; a row this
// reads that desk_day_version does not cover would be answered stale, so the two change together.
const DAY_SQL = `
SELECT
  desk_day_version($1, $2, $3, $4) AS version,
  (SELECT coalesce(json_agg(json_build_array(id, slug, name, specialization, is_available,
       slot_minutes, working_plan, days_off) ORDER BY name), '[]')
   FROM doctor) AS doctors,
  (SELECT coalesce(json_agg(json_build_array(a.id, a.reference,
       floor(extract(epoch FROM a.starts_at) * 1000)::bigint,
       floor(extract(epoch FROM a.ends_at) * 1000)::bigint,
       a.mode, a.status, a.patient_first_name, a.patient_last_name, a.patient_phone, q.token,
       a.cancel_reason, a.doctor_id) ORDER BY a.starts_at, a.id), '[]')
   FROM appointment a LEFT JOIN queue_entry q ON q.appointment_id = a.id
   WHERE a.doctor_id = ANY (ARRAY(SELECT id FROM doctor))
     AND a.starts_at >= $1 AND a.starts_at < $2) AS appointments,
  (SELECT coalesce(json_agg(json_build_array(doctor_id, to_char(from_date, 'YYYY-MM-DD'),
       to_char(to_date, 'YYYY-MM-DD'), to_char(start_time, 'HH24:MI'),
       to_char(end_time, 'HH24:MI'))), '[]')
   FROM doctor_leave
   WHERE doctor_id = ANY (ARRAY(SELECT id FROM doctor)) AND from_date <= $4 AND to_date >= $3)
    AS leave`;

/**
 * Every doctor's day between two instants (the clinic dates `first` to `last`): the doctors by
 * name, their appointments with queue tokens, and their leave, in one statement, with their
 * fingerprint.
 */
export async function readDeskDays(
  db: DataSource,
  from: Date,
  to: Date,
  first: string,
  last: string,
): Promise<VersionedDayRows> {
  const [row] = (await db.query(DAY_SQL, [from, to, first, last])) as {
    version: string;
    doctors: DoctorTuple[];
    appointments: AppointmentTuple[];
    leave: LeaveTuple[];
  }[];
  const views = new Map<number, DeskDoctorView>();
  const doctors = row.doctors.map(
    ([id, slug, name, specialization, isAvailable, slotMinutes, workingPlan, daysOff]) => {
      const doctor: DayDoctor = {
        id,
        slug,
        name,
        specialization,
        isAvailable,
        slotMinutes,
        workingPlan,
        daysOff: daysOff ?? [],
      };
      views.set(id, { id, slug, name, specialization });
      return doctor;
    },
  );
  const appointments = row.appointments.map(
    ([
      id,
      reference,
      startsAt,
      endsAt,
      mode,
      status,
      firstName,
      lastName,
      patientPhone,
      token,
      cancelReason,
      doctorId,
    ]): DeskAppointmentView => {
      return {
        id,
        reference,
        doctor: views.get(doctorId)!,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        mode,
        status,
        patientName: shortName(firstName, lastName),
        patientPhone,
        token,
        cancelReason,
      };
    },
  );
  const leave = row.leave.map(([doctorId, fromDate, toDate, startTime, endTime]) => ({
    doctorId,
    fromDate,
    toDate,
    startTime,
    endTime,
  }));
  return { version: row.version, rows: { doctors, appointments, leave } };
}
