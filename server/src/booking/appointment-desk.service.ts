import type { DataSource, EntityManager } from 'typeorm';
import { ConsultationMode, modeWords } from '../clinic/consultation-mode';
import type { Doctor } from '../clinic/doctor.entity';
import { logBusinessEvent } from '../common/business-events';
import { DomainError, driverError } from '../common/errors';
import { Language } from '../common/language';
import type { RequestContext } from '../common/request-context';
import { recordStaffAudit } from '../staff/audit/record-audit';
import { recordChange } from './appointment-history';
import { AppointmentStatus } from './appointment-status';
import { transitionProblem } from './appointment-transitions';
import { Appointment } from './appointment.entity';
import { BOOKING_MESSAGES as B } from './booking-messages';
import { factsOf, type BookingFacts, type BookingMessagesOut } from './booking-messages-out';
import { newBookingReference } from './booking-reference';
import { clinicIso, clinicWords } from './clinic-time';
import { deskAppointmentById, shortName, type DeskAppointmentView } from './desk-appointment';
import { CHANGE_NOTES, DESK_MESSAGES as M } from './desk-messages';
import type { QueueService } from './queue.service';
import type { Booker, SlotCheck } from './slot-check';
import { clinicDateOf } from './slots';

/** A booking the desk makes for a caller, or for a walk-in on one of today's slots. */
export interface DeskBookingRequest {
  doctorId: string;
  startsAt: Date;
  mode?: ConsultationMode | null;
  firstName: string;
  lastName?: string | null;
  phone: string;
  walkIn?: boolean | null;
}

/** The audit trail's verb for each status the desk sets. */
const VERBS: Record<AppointmentStatus, string> = {
  [AppointmentStatus.PENDING]: 'pending',
  [AppointmentStatus.CONFIRMED]: 'confirm',
  [AppointmentStatus.ARRIVED]: 'arrive',
  [AppointmentStatus.COMPLETED]: 'complete',
  [AppointmentStatus.NO_SHOW]: 'no-show',
  [AppointmentStatus.CANCELLED]: 'cancel',
};

const REFERENCE_ATTEMPTS = 5;

interface LockedRow {
  id: number;
  reference: string;
  status: AppointmentStatus;
  doctor_id: number;
  starts_at: Date;
  ends_at: Date;
  mode: ConsultationMode;
  patient_first_name: string;
  patient_last_name: string;
  patient_phone: string;
  language: Language;
}

const factsOfRow = (row: LockedRow): BookingFacts => ({
  id: row.id,
  reference: row.reference,
  phone: row.patient_phone,
  doctorId: row.doctor_id,
  startsAt: row.starts_at,
  language: row.language,
});

const validation = (field: string, message: string) =>
  new DomainError('VALIDATION', message, { [field]: message });

/**
 * The reception desk's changes to appointments: statuses (through the one state machine),
 * bookings for callers and walk-ins (the same slot rules and constraint as patients' bookings,
 * without the per-phone caps and rate limits that guard the public door) and reschedules. Each
 * change writes its history step and its audit row in its own transaction.
 */
export class AppointmentDeskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly slotCheck: SlotCheck,
    private readonly queue: QueueService,
    /** What the desk's changes tell the patient and the clinic (the outbox). */
    private readonly messagesOut: BookingMessagesOut,
  ) {}

  private async locked(manager: EntityManager, reference: string): Promise<LockedRow> {
    const [row] = (await manager.query(
      `SELECT id, reference, status, doctor_id, starts_at, ends_at, mode, patient_first_name,
         patient_last_name, patient_phone, language
       FROM appointment WHERE reference = $1 FOR UPDATE`,
      [reference.trim().toUpperCase()],
    )) as LockedRow[];
    if (!row) throw new DomainError('NOT_FOUND', M.notFound, { reference: M.notFound });
    return { ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) };
  }

  async setStatus(
    ctx: RequestContext,
    reference: string,
    to: AppointmentStatus,
    reasonText?: string | null,
  ): Promise<DeskAppointmentView> {
    const reason = reasonText?.trim() || null;
    const now = ctx.now();
    return this.dataSource.transaction(async (manager) => {
      const row = await this.locked(manager, reference);
      const from = row.status;
      const problem = transitionProblem({
        from,
        to,
        startsAt: row.starts_at,
        now,
        by: 'clinic',
        reason,
      });
      if (problem) {
        throw validation(
          problem === M.reasonRequired || problem === M.reasonLength ? 'reason' : 'status',
          problem,
        );
      }
      const cancelReason = to === AppointmentStatus.CANCELLED ? reason : null;
      await manager.query(
        `UPDATE appointment SET status = $2, cancel_reason = COALESCE($3, cancel_reason)
         WHERE id = $1`,
        [row.id, to, cancelReason],
      );
      await recordChange(manager, ctx.actor, { id: row.id, status: to }, from, { at: now, reason });
      if (to === AppointmentStatus.ARRIVED) {
        await this.queue.join(manager, {
          doctorId: row.doctor_id,
          day: clinicDateOf(now),
          name: shortName(row.patient_first_name, row.patient_last_name),
          phone: row.patient_phone,
          appointmentId: row.id,
        });
      }
      if (to === AppointmentStatus.COMPLETED || to === AppointmentStatus.CANCELLED) {
        await this.queue.finish(manager, row.id);
      }
      if (to === AppointmentStatus.CONFIRMED) {
        await this.messagesOut.confirmed(manager, factsOfRow(row), now);
      } else if (to === AppointmentStatus.CANCELLED) {
        await this.messagesOut.cancelled(manager, factsOfRow(row), now);
      } else {
        await this.messagesOut.closed(manager, row.id, now);
      }
      await recordStaffAudit(manager, ctx, {
        action: `appointment.${VERBS[to]}`,
        recordType: 'appointment',
        recordId: row.reference,
        before: { status: from },
        after: { status: to, ...(reason ? { reason } : {}) },
      });
      return deskAppointmentById(manager, row.id);
    });
  }

  private async bookableDoctor(doctorId: string, mode: ConsultationMode): Promise<Doctor> {
    const doctor = await this.slotCheck.doctor(doctorId);
    if (!doctor.isAvailable) throw validation('doctorId', B.doctorUnavailable(doctor.name));
    if (!doctor.consultationModes.includes(mode)) {
      throw validation('mode', B.modeNotOffered(doctor.name, modeWords(doctor.consultationModes)));
    }
    return doctor;
  }

  /**
   * Books a slot for a caller (CONFIRMED: the desk has spoken to them) or a walk-in (ARRIVED, with
   * the day's next token). The exclusion constraint decides a race with a patient booking online.
   */
  async book(ctx: RequestContext, request: DeskBookingRequest): Promise<DeskAppointmentView> {
    const now = ctx.now();
    const firstName = request.firstName.trim();
    if (!firstName) throw validation('firstName', M.name);
    const lastName = request.lastName?.trim() ?? '';
    if ([...firstName].length > 60) throw validation('firstName', M.nameLength);
    if ([...lastName].length > 60) throw validation('lastName', M.nameLength);
    const mode = request.mode ?? ConsultationMode.IN_CLINIC;
    const doctor = await this.bookableDoctor(request.doctorId, mode);
    const booker: Booker = request.walkIn ? 'walkIn' : 'caller';
    const slot = await this.slotCheck.requestedSlot(
      doctor,
      request.startsAt,
      now,
      booker,
      'startsAt',
    );
    const status = request.walkIn ? AppointmentStatus.ARRIVED : AppointmentStatus.CONFIRMED;

    for (let attempt = 1; ; attempt += 1) {
      try {
        const id = await this.dataSource.transaction(async (manager) => {
          const repository = manager.getRepository(Appointment);
          const saved = await repository.save(
            repository.create({
              reference: newBookingReference(),
              doctorId: doctor.id,
              mode,
              startsAt: slot.startsAt,
              endsAt: slot.endsAt,
              status,
              patientFirstName: firstName,
              patientLastName: lastName,
              patientPhone: request.phone,
              patientEmail: null,
              symptoms: null,
              idempotencyKey: null,
              // The desk has no language choice yet: its patients hear in English.
              language: Language.EN,
            }),
          );
          await this.slotCheck.refuseIfOnLeave(manager, doctor, slot, 'startsAt');
          await recordChange(manager, ctx.actor, saved, null, { at: now });
          if (request.walkIn) {
            await this.queue.join(manager, {
              doctorId: doctor.id,
              day: clinicDateOf(now),
              name: shortName(firstName, lastName),
              phone: request.phone,
              appointmentId: saved.id,
            });
          } else {
            // The desk confirmed it on the phone: the patient's word of it says so. A walk-in is
            // at the desk and hears it there, so nothing is sent (nor reminded).
            await this.messagesOut.made(manager, factsOf(saved), now, 'booking_confirmed');
          }
          await recordStaffAudit(manager, ctx, {
            action: 'appointment.book',
            recordType: 'appointment',
            recordId: saved.reference,
            after: {
              doctorId: doctor.id,
              startsAt: clinicIso(slot.startsAt),
              status,
              mode,
              patientPhone: request.phone,
              walkIn: Boolean(request.walkIn),
            },
          });
          return saved.id;
        });
        logBusinessEvent(ctx, {
          event: 'booking made',
          doctorId: doctor.id,
          startsAt: clinicIso(slot.startsAt),
        });
        return deskAppointmentById(this.dataSource, id);
      } catch (error) {
        const { code, constraint } = driverError(error);
        if (code === '23P01') {
          throw await this.slotCheck.slotTakenNow(doctor, slot.startsAt, now, booker);
        }
        if (constraint === 'appointment_reference_unique' && attempt < REFERENCE_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /**
   * Moves a pending or confirmed booking to another free slot, of its doctor or another, in one
   * UPDATE of its row: the old slot frees and the new one is held, or (the new one taken, on
   * leave, not a slot) nothing changes. The patient's history reads "Rescheduled to ...".
   */
  async reschedule(
    ctx: RequestContext,
    reference: string,
    doctorId: string,
    startsAt: Date,
  ): Promise<DeskAppointmentView> {
    const now = ctx.now();
    const target = await this.slotCheck.doctor(doctorId);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const row = await this.locked(manager, reference);
        if (
          row.status !== AppointmentStatus.PENDING &&
          row.status !== AppointmentStatus.CONFIRMED
        ) {
          throw validation('reference', M.rescheduleStatus(row.status));
        }
        if (row.doctor_id === target.id && row.starts_at.getTime() === startsAt.getTime()) {
          throw validation('startsAt', M.rescheduleSame);
        }
        if (!target.isAvailable) throw validation('doctorId', B.doctorUnavailable(target.name));
        if (!target.consultationModes.includes(row.mode)) {
          throw validation(
            'doctorId',
            B.modeNotOffered(target.name, modeWords(target.consultationModes)),
          );
        }
        const slot = await this.slotCheck.requestedSlot(
          target,
          startsAt,
          now,
          'caller',
          'startsAt',
          manager,
        );
        // Holds the target doctor's row against leave being added until this commits.
        await manager.query(`SELECT 1 FROM doctor WHERE id = $1 FOR KEY SHARE`, [target.id]);
        await manager.query(
          `UPDATE appointment SET doctor_id = $2, starts_at = $3, ends_at = $4 WHERE id = $1`,
          [row.id, target.id, slot.startsAt, slot.endsAt],
        );
        await this.slotCheck.refuseIfOnLeave(manager, target, slot, 'startsAt');
        const otherDoctor = row.doctor_id !== target.id ? target.name : null;
        await recordChange(manager, ctx.actor, { id: row.id, status: row.status }, row.status, {
          at: now,
          note: CHANGE_NOTES.rescheduled(clinicWords(slot.startsAt), otherDoctor),
        });
        await this.messagesOut.rescheduled(
          manager,
          { ...factsOfRow(row), doctorId: target.id, startsAt: slot.startsAt },
          now,
        );
        await recordStaffAudit(manager, ctx, {
          action: 'appointment.reschedule',
          recordType: 'appointment',
          recordId: row.reference,
          before: { doctorId: row.doctor_id, startsAt: clinicIso(row.starts_at) },
          after: { doctorId: target.id, startsAt: clinicIso(slot.startsAt) },
        });
        return deskAppointmentById(manager, row.id);
      });
    } catch (error) {
      if (driverError(error).code === '23P01') {
        throw await this.slotCheck.slotTakenNow(target, startsAt, now, 'caller');
      }
      throw error;
    }
  }
}
