import type { DataSource } from 'typeorm';
import { createLogger } from '../common/logger';
import type { Actor, RequestContext } from '../common/request-context';
import { freshPhone } from '../test/phones';
import type { Services } from '../services';
import { at } from './booking-test-helpers';

// Shared by the reception desk's integration tests: they call the services directly with a staff
// actor's RequestContext (the staff endpoint and its sessions are another part's).

export const RECEPTION: Actor = {
  kind: 'staff',
  staffId: 9001,
  name: 'Meera Desk',
  role: 'reception',
  doctorId: null,
};

const logger = createLogger('silent');

/** A request from the desk (or anyone given) at a moment of the test's choosing. */
export function deskContext(
  now: Date | (() => Date) = () => new Date(),
  actor: Actor = RECEPTION,
): RequestContext {
  return {
    requestId: 'desk-test',
    address: '203.0.113.50',
    clientKey: '203.0.113.50',
    actor,
    logger,
    now: typeof now === 'function' ? now : () => now,
  };
}

/** A patient's request, for the public door's services. */
export const patientContext = (now?: Date) =>
  deskContext(now ?? (() => new Date()), { kind: 'patient' });

/** The instant of a clinic date and time. */
export const instant = (date: string, hhmm: string) => new Date(at(date, hhmm));

/** Books through the desk for a caller on `date` at `hhmm`; answers the reference. */
export async function deskBook(
  services: Services,
  doctorId: string,
  date: string,
  hhmm: string,
  options: { now?: Date; walkIn?: boolean; phone?: string; firstName?: string } = {},
): Promise<{ reference: string; id: number; phone: string }> {
  const phone = options.phone ?? freshPhone();
  const booked = await services.appointmentDesk.book(deskContext(options.now), {
    doctorId,
    startsAt: instant(date, hhmm),
    firstName: options.firstName ?? 'Asha',
    lastName: 'Kumari',
    phone,
    walkIn: options.walkIn ?? false,
  });
  return { reference: booked.reference, id: booked.id, phone };
}

/** Books through the public door (PENDING), as a patient would. */
export async function patientBook(
  services: Services,
  doctorId: string,
  date: string,
  hhmm: string,
  options: { now?: Date; phone?: string; symptoms?: string } = {},
): Promise<{ reference: string; id: number; phone: string }> {
  const phone = options.phone ?? freshPhone();
  const { appointment } = await services.booking.book(patientContext(options.now), {
    doctorId,
    scheduledAt: at(date, hhmm),
    symptoms: options.symptoms ?? null,
    patientInfo: { firstName: 'Ravi', lastName: 'Verma', phone },
  });
  return { reference: appointment.reference, id: appointment.id, phone };
}

/** The audit rows of a record, oldest first. */
export function auditRows(
  dataSource: DataSource,
  recordType: string,
  recordId: string | number,
): Promise<{ action: string; actor_name: string; before: unknown; after: unknown }[]> {
  return dataSource.query(
    `SELECT action, actor_name, before, after FROM audit_entry
     WHERE record_type = $1 AND record_id = $2 ORDER BY id`,
    [recordType, String(recordId)],
  );
}

export async function statusOf(dataSource: DataSource, reference: string) {
  const [row] = await dataSource.query(
    `SELECT status, starts_at, doctor_id, cancel_reason FROM appointment WHERE reference = $1`,
    [reference],
  );
  return row as {
    status: string;
    starts_at: Date;
    doctor_id: number;
    cancel_reason: string | null;
  };
}
