import { In, type DataSource, type EntityManager } from 'typeorm';
import { ConsultationMode, modeWords } from '../clinic/consultation-mode';
import { Doctor } from '../clinic/doctor.entity';
import { lockKey, LOCK_SPACE } from '../common/advisory-lock';
import { logBusinessEvent } from '../common/business-events';
import { DEFAULT_BOOKING_CAPS, type BookingCaps } from '../common/config';
import { DomainError, driverError, foundOr } from '../common/errors';
import { languageOr } from '../common/language';
import { LookupGuard, type LookupGuardRules } from '../common/lookup-guard';
import type { RateLimiter, RateLimitRule } from '../common/rate-limit';
import type { RequestContext } from '../common/request-context';
import { Appointment } from './appointment.entity';
import { blocksOn } from './booked-times';
import { AppointmentStatus } from './appointment-status';
import type { BookingRequest } from './book-appointment.input';
import { BOOKING_MESSAGES as M } from './booking-messages';
import { factsOf, type BookingMessagesOut } from './booking-messages-out';
import { newBookingReference } from './booking-reference';
import { clinicInstant, clinicIso, clinicWords, isCalendarDate } from './clinic-time';
import { historiesOf, publicHistory, recordChange, type PublicChange } from './appointment-history';
import { SlotCheck } from './slot-check';
import { clinicDateOf, DEFAULT_SLOT_RULES, slotsForDate, type Slot, type SlotRules } from './slots';

/** Booking lookups and cancellations per client, loosely: many patients share a carrier's address. */
export const APPOINTMENT_LOOKUP_LIMIT: RateLimitRule = {
  name: 'appointment-lookup-address',
  limit: 60,
  windowMs: 60_000,
  message: M.lookupLimited,
};

/**
 * A reference + phone is the only key to a booking, so wrong references are counted against the
 * client sending them (a patient mistypes once or twice), never against the phone: strangers
 * cannot lock a patient out of their own booking. A phone many clients guess at is guarded.
 */
export const APPOINTMENT_REFERENCE_GUARD: LookupGuardRules = {
  perClient: {
    name: 'appointment-reference-failures-client',
    limit: 5,
    windowMs: 60 * 60_000,
    message: M.wrongReferences,
  },
  perPhone: {
    name: 'appointment-reference-failures-phone',
    limit: 30,
    windowMs: 24 * 60 * 60_000,
    message: M.wrongReferences,
  },
  perClientGuarded: {
    name: 'appointment-reference-failures-guarded',
    limit: 3,
    windowMs: 24 * 60 * 60_000,
    message: M.wrongReferences,
  },
};

/**
 * New bookings per client address. A family books two or three, but one address is often shared:
 * the clinic's own desk booking phoned-in patients (a call takes a few minutes, so at most 15-20
 * an hour), or a mobile carrier's NAT putting many patients behind one address. 30 an hour leaves
 * all of them room, while a script squatting on the calendar (thousands of slots over the 60-day
 * horizon) is slowed to a crawl. Idempotent retries and refused input do not count.
 */
export const BOOKING_LIMIT: RateLimitRule = {
  name: 'booking',
  limit: 30,
  windowMs: 60 * 60_000,
  message: M.bookingLimited,
};

/** One doctor's day whose slots are asked for. */
export interface SlotRequest {
  doctorId: string;
  date: string;
}

/** A slot with the ways it can be taken (the doctor's consultation modes). */
export interface OfferedSlot extends Slot {
  modes: ConsultationMode[];
}

export interface BookingOutcome {
  appointment: Appointment;
  message: string;
  /** false when an idempotent retry returned the first booking. */
  created: boolean;
}

const REFERENCE_ATTEMPTS = 5;

const cleanText = (text: string | null | undefined) => text?.trim() || null;

export class BookingService {
  private readonly lookupGuard: LookupGuard;
  readonly slotCheck: SlotCheck;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    /** What a booking made or cancelled tells the patient and the clinic (the outbox). */
    private readonly messagesOut: BookingMessagesOut,
    private readonly rules: SlotRules = DEFAULT_SLOT_RULES,
    private readonly caps: BookingCaps = DEFAULT_BOOKING_CAPS,
  ) {
    this.lookupGuard = new LookupGuard(rateLimiter, APPOINTMENT_REFERENCE_GUARD);
    this.slotCheck = new SlotCheck(dataSource, rules);
  }

  private get appointments() {
    return this.dataSource.getRepository(Appointment);
  }

  /** The doctor's slots on a clinic date, each marked free or not. */
  async availableSlots(
    ctx: RequestContext,
    doctorId: string,
    date: string,
  ): Promise<OfferedSlot[]> {
    const [slots] = await this.availableSlotsMany(ctx, [{ doctorId, date }]);
    if (slots instanceof Error) throw slots;
    return slots;
  }

  /**
   * `availableSlots` for many doctor-days in two queries whatever their number (one document
   * asking for several doctors' days): each answer is that day's slots or its own error.
   */
  async availableSlotsMany(
    ctx: RequestContext,
    requests: readonly SlotRequest[],
  ): Promise<(OfferedSlot[] | DomainError)[]> {
    const now = ctx.now();
    const dated = requests.filter((request) => isCalendarDate(request.date));
    const ids = [...new Set(dated.map((request) => Number(request.doctorId)))];
    const doctors = ids.length
      ? await this.dataSource.getRepository(Doctor).findBy({ id: In(ids) })
      : [];
    const doctorOf = new Map(doctors.map((doctor) => [doctor.id, doctor]));
    const days = dated
      .filter((request) => doctorOf.has(Number(request.doctorId)))
      .map((request) => ({ doctorId: Number(request.doctorId), date: request.date }));
    const blocks = await blocksOn(this.dataSource, days);
    return requests.map(({ doctorId, date }) => {
      if (!isCalendarDate(date)) return new DomainError('VALIDATION', M.date, { date: M.date });
      const doctor = doctorOf.get(Number(doctorId));
      if (!doctor) {
        return new DomainError('NOT_FOUND', M.doctorNotFound, { doctorId: M.doctorNotFound });
      }
      const { booked, leave } = blocks(doctor.id, date);
      const day = slotsForDate(doctor, date, booked, now, this.rules, leave);
      const modes = doctor.consultationModes;
      // A doctor not taking bookings still shows the plan, all greyed.
      return day.slots.map((s) => ({ ...s, modes, available: s.available && doctor.isAvailable }));
    });
  }

  /**
   * Books a free slot. The slot is checked against the doctor's plan here, but the exclusion
   * constraint decides races: of simultaneous requests for one slot exactly one insert succeeds
   * and the others get SLOT_TAKEN with the day's next free times.
   */
  async book(ctx: RequestContext, request: BookingRequest): Promise<BookingOutcome> {
    const key = cleanText(request.idempotencyKey);
    const first = key ? await this.byIdempotencyKey(key) : null;
    if (first) return this.retried(first, request);
    await this.rateLimiter.hit(BOOKING_LIMIT, ctx.clientKey);
    const now = ctx.now();
    if (!key) return this.made(ctx, await this.create(request, null, now));
    try {
      return this.made(ctx, await this.create(request, key, now));
    } catch (error) {
      // A retry that raced its own first request sees the slot taken, the key used or the cap
      // reached: by that first request, which it returns.
      const { code } = driverError(error);
      const lost =
        code === '23505' ||
        (error instanceof DomainError &&
          (error.code === 'SLOT_TAKEN' || error.code === 'LIMIT_REACHED'));
      const winner = lost ? await this.byIdempotencyKey(key) : null;
      if (winner) return this.retried(winner, request);
      throw error;
    }
  }

  /** Logs a new booking as a business event (no patient details); a retry is not one. */
  private made(ctx: RequestContext, outcome: BookingOutcome): BookingOutcome {
    if (outcome.created) {
      logBusinessEvent(ctx, {
        event: 'booking made',
        doctorId: outcome.appointment.doctorId,
        startsAt: clinicIso(outcome.appointment.startsAt),
      });
    }
    return outcome;
  }

  private async create(
    request: BookingRequest,
    key: string | null,
    now: Date,
  ): Promise<BookingOutcome> {
    const startsAt = new Date(request.scheduledAt);
    if (Number.isNaN(startsAt.getTime())) {
      throw new DomainError('VALIDATION', M.scheduledAt, { scheduledAt: M.scheduledAt });
    }
    const doctor = await this.slotCheck.doctor(request.doctorId);
    if (!doctor.isAvailable) {
      const message = M.doctorUnavailable(doctor.name);
      throw new DomainError('VALIDATION', message, { doctorId: message });
    }
    const mode = request.mode ?? ConsultationMode.IN_CLINIC;
    if (!doctor.consultationModes.includes(mode)) {
      const message = M.modeNotOffered(doctor.name, modeWords(doctor.consultationModes));
      throw new DomainError('VALIDATION', message, { mode: message });
    }
    const slot = await this.slotCheck.requestedSlot(doctor, startsAt, now);

    const values = {
      doctorId: doctor.id,
      mode,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      status: AppointmentStatus.PENDING,
      patientFirstName: request.patientInfo.firstName.trim(),
      // The booking form sends a single space for a patient with one name.
      patientLastName: request.patientInfo.lastName?.trim() ?? '',
      patientPhone: request.patientInfo.phone,
      patientEmail: cleanText(request.patientInfo.email)?.toLowerCase() ?? null,
      symptoms: cleanText(request.symptoms),
      idempotencyKey: key,
      language: languageOr(request.language),
    };

    for (let attempt = 1; ; attempt += 1) {
      try {
        const appointment = await this.dataSource.transaction(async (manager) => {
          await this.withinCaps(manager, doctor, values.patientPhone, slot.startsAt, now);
          const repository = manager.getRepository(Appointment);
          const saved = await repository.save(
            repository.create({ ...values, reference: newBookingReference() }),
          );
          await this.slotCheck.refuseIfOnLeave(manager, doctor, slot);
          await recordChange(manager, { kind: 'patient' }, saved, null, { at: now });
          await this.messagesOut.made(manager, factsOf(saved), now);
          return saved;
        });
        appointment.doctor = doctor;
        return { appointment, message: this.bookedMessage(appointment), created: true };
      } catch (error) {
        const { code, constraint } = driverError(error);
        if (code === '23P01') throw await this.slotCheck.slotTakenNow(doctor, slot.startsAt, now);
        if (constraint === 'appointment_reference_unique' && attempt < REFERENCE_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /**
   * Refuses a booking past what one phone may hold: upcoming (pending or confirmed) appointments
   * in all, and with one doctor on one clinic day. Past and cancelled ones do not count. The
   * phone's lock makes parallel bookings from one phone count one after another, so together they
   * cannot pass the cap either.
   */
  private async withinCaps(
    manager: EntityManager,
    doctor: Doctor,
    phone: string,
    startsAt: Date,
    now: Date,
  ): Promise<void> {
    await lockKey(manager, LOCK_SPACE.bookingPhone, phone);
    const day = clinicDateOf(startsAt);
    const [{ upcoming, sameDay }] = (await manager.query(
      `SELECT count(*)::int AS upcoming,
         count(*) FILTER (WHERE doctor_id = $3 AND starts_at >= $4 AND starts_at < $5)::int
           AS "sameDay"
       FROM appointment
       WHERE patient_phone = $1 AND starts_at > $2 AND status IN ($6, $7)`,
      [
        phone,
        now,
        doctor.id,
        clinicInstant(day, 0),
        clinicInstant(day, 24 * 60),
        AppointmentStatus.PENDING,
        AppointmentStatus.CONFIRMED,
      ],
    )) as { upcoming: number; sameDay: number }[];
    const { maxActivePerPhone, maxPerDoctorDay } = this.caps;
    if (sameDay >= maxPerDoctorDay) {
      const message = M.doctorDayCap(doctor.name, sameDay);
      throw new DomainError('LIMIT_REACHED', message, undefined, { limit: maxPerDoctorDay });
    }
    if (upcoming >= maxActivePerPhone) {
      const message = M.activeCap(upcoming);
      throw new DomainError('LIMIT_REACHED', message, undefined, { limit: maxActivePerPhone });
    }
  }

  private byIdempotencyKey(key: string): Promise<Appointment | null> {
    return this.appointments.findOne({
      where: { idempotencyKey: key },
      relations: { doctor: true },
    });
  }

  private retried(first: Appointment, request: BookingRequest): BookingOutcome {
    const same =
      String(first.doctorId) === String(request.doctorId) &&
      first.startsAt.getTime() === new Date(request.scheduledAt).getTime() &&
      first.patientPhone === request.patientInfo.phone &&
      first.mode === (request.mode ?? ConsultationMode.IN_CLINIC);
    if (!same) throw new DomainError('CONFLICT', M.keyReused, { idempotencyKey: M.keyReused });
    // Answering "is booked" with the first booking would be untrue once it was cancelled.
    if (first.status === AppointmentStatus.CANCELLED) {
      throw new DomainError('CONFLICT', M.retriedCancelled);
    }
    return { appointment: first, message: this.bookedMessage(first), created: false };
  }

  private bookedMessage(appointment: Appointment): string {
    return M.booked(appointment.doctor.name, clinicWords(appointment.startsAt));
  }

  /** A patient's own booking, by its reference and the phone number it was made with. */
  async find(ctx: RequestContext, reference: string, phone: string): Promise<Appointment> {
    await this.rateLimiter.hit(APPOINTMENT_LOOKUP_LIMIT, ctx.clientKey);
    const found = await this.lookupGuard.attempt(ctx, phone, () =>
      this.byReference(reference, phone),
    );
    if (!found) throw new DomainError('NOT_FOUND', M.notFound);
    return found;
  }

  private byReference(reference: string, phone: string): Promise<Appointment | null> {
    return this.appointments.findOne({
      where: { reference: reference.trim().toUpperCase(), patientPhone: phone },
      relations: { doctor: true },
    });
  }

  private load(reference: string, phone: string): Promise<Appointment> {
    return foundOr(this.byReference(reference, phone), M.notFound);
  }

  /** Whether the patient may still cancel online (up to the minimum notice before the start). */
  canCancel(ctx: RequestContext, appointment: Appointment): boolean {
    const deadline = ctx.now().getTime() + this.rules.minimumNoticeMinutes * 60_000;
    return (
      (appointment.status === AppointmentStatus.PENDING ||
        appointment.status === AppointmentStatus.CONFIRMED) &&
      appointment.startsAt.getTime() >= deadline
    );
  }

  /**
   * Cancels by reference + phone. The row stays (CANCELLED is a status) with a step of its
   * history by the patient; the slot is free again because the exclusion constraint ignores
   * cancelled rows. One conditional UPDATE, so a cancel racing a late cancel, the desk or the
   * deadline cannot slip through.
   */
  async cancel(ctx: RequestContext, reference: string, phone: string): Promise<Appointment> {
    const appointment = await this.find(ctx, reference, phone);
    if (appointment.status === AppointmentStatus.CANCELLED) return appointment;
    if (appointment.status === AppointmentStatus.COMPLETED) {
      throw new DomainError('CONFLICT', M.completed);
    }
    const now = ctx.now();
    const deadline = new Date(now.getTime() + this.rules.minimumNoticeMinutes * 60_000);
    const from = appointment.status;
    const cancelled = await this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Appointment)
        .set({ status: AppointmentStatus.CANCELLED })
        .where('id = :id', { id: appointment.id })
        .andWhere('status = :from', { from })
        .andWhere('status IN (:...open)', {
          open: [AppointmentStatus.PENDING, AppointmentStatus.CONFIRMED],
        })
        .andWhere('starts_at >= :deadline', { deadline })
        .execute();
      if (!result.affected) return false;
      appointment.status = AppointmentStatus.CANCELLED;
      await recordChange(manager, { kind: 'patient' }, appointment, from, { at: now });
      await this.messagesOut.cancelled(manager, factsOf(appointment), now);
      return true;
    });
    if (!cancelled) {
      const current = await this.load(reference, phone);
      if (current.status === AppointmentStatus.CANCELLED) return current;
      throw new DomainError('CONFLICT', M.tooLateToCancel);
    }
    return appointment;
  }

  /** What the patient sees of a booking's history (the manage lookup). */
  async publicHistoryOf(appointmentId: number): Promise<PublicChange[]> {
    const histories = await historiesOf(this.dataSource, [appointmentId]);
    return publicHistory(histories.get(appointmentId) ?? []);
  }
}
