import type { EntityManager } from 'typeorm';
import { ClinicProfile } from '../clinic/clinic-profile.entity';
import { clinicPhoneWords } from '../messages/templates/clinic-phone';
import { Doctor } from '../clinic/doctor.entity';
import { Language } from '../common/language';
import { inLanguage } from '../common/text-versions';
import type { MessageTemplate } from '../messages/outbox/message-templates';
import type { MessageDraft, Outbox } from '../messages/outbox/outbox';
import { PARAM_WORDS, type ParamWords } from '../messages/templates/param-words';
import type { TemplateParams } from '../messages/templates/template-params';
import { DROPPED_MESSAGE_REASONS as DROPPED } from './desk-messages';
import { REMINDER_TEMPLATES, reminderTimes } from './reminder-times';

// The messages a booking's changes send (not the words of the booking screens: those are
// booking-messages.ts). Every method runs in the caller's transaction, through its manager.

/**
 * What a booking's messages tell: the reference, the doctor, the time. Never the patient's name,
 * condition, symptoms or notes, which no message carries.
 */
export interface BookingFacts {
  id: number;
  reference: string;
  /** The patient's 10-digit phone. */
  phone: string;
  doctorId: number;
  startsAt: Date;
  /** The language the patient chose when booking: every message about it is in it. */
  language: Language;
}

/** The facts of a booking as its entity holds them. */
export const factsOf = (appointment: {
  id: number;
  reference: string;
  patientPhone: string;
  doctorId: number;
  startsAt: Date;
  language?: Language;
}): BookingFacts => ({
  id: appointment.id,
  reference: appointment.reference,
  phone: appointment.patientPhone,
  doctorId: appointment.doctorId,
  startsAt: appointment.startsAt,
  language: appointment.language ?? Language.EN,
});

/** The manage page (reference + phone there, nothing personal in the link). */
export const MANAGE_PATH = '/appointments/manage';
/** The desk's search, where the clinic opens a booking by its reference. */
export const DESK_FIND_PATH = '/staff/find';

/** Messages about a booking that would be stale once it moves, is cancelled or is over. */
const SUPERSEDED: MessageTemplate[] = [...REMINDER_TEMPLATES, 'booking_rescheduled'];

type PatientTemplate = 'booking_made' | 'booking_confirmed' | 'booking_rescheduled';

/** The site's address with `path`, e.g. https://clinic.example.in/appointments/manage. */
export const siteLink = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`;

/**
 * Writes what a booking's changes tell the patient and the clinic into the outbox: the
 * confirmation, the reminders (see reminder-times.ts), a move, a cancellation, the clinic's alert.
 */
export class BookingMessagesOut {
  constructor(
    private readonly outbox: Outbox,
    private readonly siteUrl: string,
    /** Dates and sums in each language (Hindi in the clinic's digits, HINDI_DIGITS). */
    private readonly words: Record<Language, ParamWords> = PARAM_WORDS,
  ) {}

  /**
   * A new booking: the patient's word of it (`booking_made`; `booking_confirmed` when the desk
   * made it confirmed on the phone), its reminders, and the clinic's alert.
   */
  async made(
    manager: EntityManager,
    booking: BookingFacts,
    now: Date,
    template: 'booking_made' | 'booking_confirmed' = 'booking_made',
  ): Promise<void> {
    const profile = await manager.findOneBy(ClinicProfile, { id: 1 });
    const { words: params, doctorName } = await this.params(manager, booking, profile);
    // The clinic reads its alerts in English, whatever the patient's language.
    const when = this.words[Language.EN].when(booking.startsAt);
    const alerts = await this.outbox.clinicAlerts(
      manager,
      'booking',
      {
        appointmentId: booking.id,
        params: {
          reference: booking.reference,
          doctor: doctorName,
          when,
          link: siteLink(this.siteUrl, DESK_FIND_PATH),
        },
      },
      profile,
    );
    await this.outbox.queue(
      manager,
      [
        this.toPatient(template, booking, params),
        ...this.reminders(booking, params, now),
        ...alerts,
      ],
      now,
    );
  }

  /** The clinic confirmed a pending booking. */
  async confirmed(manager: EntityManager, booking: BookingFacts, now: Date): Promise<void> {
    const { words: params } = await this.params(manager, booking);
    await this.outbox.queue(manager, [this.toPatient('booking_confirmed', booking, params)], now);
  }

  /** The booking moved: its waiting reminders (and an unsent earlier move) give way to new ones. */
  async rescheduled(manager: EntityManager, booking: BookingFacts, now: Date): Promise<void> {
    await this.drop(manager, booking.id, DROPPED.moved, now);
    const { words: params } = await this.params(manager, booking);
    await this.outbox.queue(
      manager,
      [
        this.toPatient('booking_rescheduled', booking, params),
        ...this.reminders(booking, params, now),
      ],
      now,
    );
  }

  /** Cancelled, by the patient or the clinic: nothing more about it is sent but the notice. */
  async cancelled(manager: EntityManager, booking: BookingFacts, now: Date): Promise<void> {
    await this.drop(manager, booking.id, DROPPED.cancelled, now);
    const { words } = await this.params(manager, booking);
    const { reference, when, clinicPhone, link } = words;
    const params: TemplateParams<'booking_cancelled'> = { reference, when, clinicPhone, link };
    await this.outbox.queue(
      manager,
      [
        {
          template: 'booking_cancelled',
          phone: booking.phone,
          appointmentId: booking.id,
          params,
          locale: booking.language,
        },
      ],
      now,
    );
  }

  /** The patient arrived, or the visit is over or missed: its reminders are not sent. */
  async closed(manager: EntityManager, appointmentId: number, now: Date): Promise<void> {
    await this.drop(manager, appointmentId, DROPPED.closed, now);
  }

  private drop(manager: EntityManager, appointmentId: number, reason: string, now: Date) {
    return this.outbox.dropWaiting(manager, { appointmentId, templates: SUPERSEDED }, reason, now);
  }

  private toPatient(
    template: PatientTemplate,
    booking: BookingFacts,
    params: TemplateParams<PatientTemplate>,
  ): MessageDraft {
    return {
      template,
      phone: booking.phone,
      appointmentId: booking.id,
      params: { ...params },
      locale: booking.language,
    };
  }

  private reminders(
    booking: BookingFacts,
    params: TemplateParams<'reminder_day_before' | 'reminder_two_hours'>,
    now: Date,
  ): MessageDraft[] {
    return reminderTimes(booking.startsAt, now, this.outbox.config.quietHours).map(
      ({ template, sendAt }) => ({
        template,
        phone: booking.phone,
        appointmentId: booking.id,
        params: { ...params },
        sendAt,
        locale: booking.language,
      }),
    );
  }

  /**
   * The words every patient message about this booking is filled with, in its language, and
   * the doctor's name as the clinic's (English) alert gives it.
   */
  private async params(
    manager: EntityManager,
    booking: BookingFacts,
    /** The clinic profile when already read in this change. */
    known?: ClinicProfile | null,
  ): Promise<{ words: TemplateParams<PatientTemplate>; doctorName: string }> {
    // One after the other: a transaction has one connection.
    const doctor = await manager.findOne(Doctor, {
      where: { id: booking.doctorId },
      select: { id: true, name: true, translations: true },
    });
    const profile = known !== undefined ? known : await manager.findOneBy(ClinicProfile, { id: 1 });
    return {
      words: {
        reference: booking.reference,
        // The doctor's name in the patient's language where the clinic has one, else as is.
        doctor: doctor ? inLanguage(doctor, 'name', booking.language) : '',
        when: this.words[booking.language].when(booking.startsAt),
        clinicPhone: clinicPhoneWords(profile),
        link: siteLink(this.siteUrl, MANAGE_PATH),
      },
      doctorName: doctor?.name ?? '',
    };
  }
}
