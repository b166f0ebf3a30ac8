import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

// Shared by the doctors desk's tests: doctors of their own (web addresses starting desk-doctor-)
// and a way to take them off the public lists afterwards, so other suites see the seed's.

/** A valid doctor input with a name no other test uses. */
export function doctorInput(overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Desk Doctor ${tag}`,
    specialization: 'Proctology',
    qualification: 'MBBS, MS (General Surgery)',
    registrationNumber: `MP/${tag.toUpperCase()}`,
    experienceYears: 9,
    consultationFee: 450,
    bio: 'Treats piles and fissures with medicines first; explains every option.',
    expertise: ['Piles', 'Fissure'],
    languages: ['English', 'Hindi'],
    conditions: ['piles'],
    consultationModes: ['IN_CLINIC', 'VIDEO'],
    ...overrides,
  };
}

/** Mondays to Sundays (or the given weekdays), start to end, with the given breaks. */
export function weekPlan(
  start = '10:00',
  end = '13:00',
  breaks: { start: string; end: string }[] = [],
  weekdays = [1, 2, 3, 4, 5, 6, 7],
) {
  return weekdays.map((weekday) => ({ weekday, start, end, breaks }));
}

export const DESK_DOCTOR_FIELDS = `id slug name specialization qualification registrationNumber
  experienceYears consultationFee image bio expertise languages conditions consultationModes
  isAvailable slotMinutes workingPlan { weekday start end breaks { start end } } daysOff
  hindi { name specialization qualification bio expertise languages }`;

export const CREATE_DOCTOR = `mutation Create($input: DoctorInput!) {
  createDoctor(input: $input) { ${DESK_DOCTOR_FIELDS} }
}`;
export const UPDATE_DOCTOR = `mutation Update($id: ID!, $input: DoctorInput!) {
  updateDoctor(id: $id, input: $input) { ${DESK_DOCTOR_FIELDS} }
}`;
export const UPDATE_SCHEDULE = `mutation Schedule($id: ID!, $input: DoctorScheduleInput!) {
  updateDoctorSchedule(id: $id, input: $input) {
    doctor { id slotMinutes workingPlan { weekday start end breaks { start end } } daysOff }
    stranded { reference status startsAt }
  }
}`;
export const SET_AVAILABLE = `mutation Available($id: ID!, $available: Boolean!) {
  setDoctorAvailable(id: $id, available: $available) { id isAvailable }
}`;
export const STRANDED = `query Stranded($doctorId: ID) {
  strandedAppointments(doctorId: $doctorId) { reference status startsAt doctor { id } }
}`;

/** Takes the doctors the desk tests made off the public lists (as an admin would: unavailable, renamed away). */
export async function removeDeskDoctors(dataSource: DataSource): Promise<void> {
  const mine = `SELECT id FROM doctor WHERE slug LIKE 'desk-doctor-%'`;
  await dataSource.query(`DELETE FROM appointment WHERE doctor_id IN (${mine})`);
  await dataSource.query(`DELETE FROM doctor_leave WHERE doctor_id IN (${mine})`);
  await dataSource.query(`DELETE FROM doctor WHERE slug LIKE 'desk-doctor-%'`);
}
