import { randomUUID } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import type { ClinicProfile } from '../../clinic/clinic-profile.entity';
import { Language } from '../../common/language';
import type { ClinicAlert, MessagesConfig } from '../messages-config';
import { clinicAlertDrafts } from './clinic-alerts';
import type { JobQueue } from './job-queue';
import {
  CLINIC_TEMPLATES,
  OPT_OUT_EXEMPT,
  QUIET_HOURS_EXEMPT,
  type MessageTemplate,
} from './message-templates';
import { MessageOptOut } from './message-opt-out.entity';
import { OutboxMessage } from './outbox-message.entity';
import { outsideQuietHours } from './quiet-hours';

/** A message a change asks for; the outbox decides when it may go. */
export interface MessageDraft {
  template: MessageTemplate;
  /** A 10-digit Indian mobile number (WhatsApp, SMS fallback). */
  phone?: string | null;
  email?: string | null;
  /** The words the template fills in (TEMPLATE_PARAMS): never a condition, symptom or note. */
  params: Record<string, string>;
  appointmentId?: number | null;
  orderId?: number | null;
  contactMessageId?: number | null;
  /** Not before (a reminder's time); now when unset. Quiet hours move it on. */
  sendAt?: Date;
  /** The patient's language (English when unset); the clinic's alerts are always English. */
  locale?: Language;
}

/** What a change hands over for the clinic's alert: the outbox picks address and language. */
export type ClinicAlertDraft = Omit<MessageDraft, 'template' | 'phone' | 'email' | 'locale'>;

/** Written as DROPPED with this reason when the phone opted out; staff see why nothing went. */
export const OPTED_OUT = 'The patient opted out of messages (STOP)';

/**
 * Where services put what should tell someone: rows and their jobs are written with the caller's
 * manager, inside the transaction of the change, so a change that fails writes no message and a
 * made change never loses one. Services never call a provider; the worker does.
 */
export class Outbox {
  constructor(
    private readonly jobs: JobQueue,
    /** Read by writers of scheduled messages (reminders), so none is pushed past its moment. */
    readonly config: Pick<MessagesConfig, 'quietHours' | 'clinicAlerts' | 'channels'>,
  ) {}

  /**
   * Writes the drafts and queues their jobs in the caller's transaction. A patient message that
   * may not go in quiet hours waits for their end; one to a phone that opted out is written as
   * DROPPED (no job), unless it is a one-time code the patient asked for.
   */
  async queue(manager: EntityManager, drafts: MessageDraft[], now: Date): Promise<OutboxMessage[]> {
    const phones = drafts.flatMap((d) =>
      d.phone && !CLINIC_TEMPLATES.has(d.template) ? [d.phone] : [],
    );
    const optedOut = new Set(
      phones.length === 0
        ? []
        : (await manager.findBy(MessageOptOut, { phone: In(phones) })).map((row) => row.phone),
    );
    const rows = drafts.map((draft) => {
      const due = draft.sendAt && draft.sendAt > now ? draft.sendAt : now;
      const sendAt = QUIET_HOURS_EXEMPT.has(draft.template)
        ? due
        : outsideQuietHours(due, this.config.quietHours);
      const dropped =
        !!draft.phone && optedOut.has(draft.phone) && !OPT_OUT_EXEMPT.has(draft.template);
      return manager.create(OutboxMessage, {
        id: randomUUID(),
        template: draft.template,
        audience: CLINIC_TEMPLATES.has(draft.template) ? 'CLINIC' : 'PATIENT',
        locale: draft.locale ?? Language.EN,
        phone: draft.phone ?? null,
        email: draft.email ?? null,
        params: draft.params,
        appointmentId: draft.appointmentId ?? null,
        orderId: draft.orderId ?? null,
        contactMessageId: draft.contactMessageId ?? null,
        sendAt,
        status: dropped ? 'DROPPED' : 'QUEUED',
        channel: null,
        attempts: 0,
        lastError: dropped ? OPTED_OUT : null,
        providerMessageId: null,
        createdAt: now,
        sentAt: null,
        updatedAt: now,
      });
    });
    if (rows.length === 0) return rows;
    // One statement for the rows and one for their jobs: a booking writes five messages, and
    // every statement inside its transaction is time a patient waits.
    await manager.insert(OutboxMessage, rows);
    await this.jobs.schedule(
      manager,
      rows
        .filter((row) => row.status === 'QUEUED')
        .map((row) => ({ messageId: row.id, startAfter: row.sendAt })),
    );
    return rows;
  }

  /** The clinic's alert of a new booking, order or contact message, as CLINIC_ALERTS says. */
  async alertClinic(
    manager: EntityManager,
    alert: ClinicAlert,
    draft: ClinicAlertDraft,
    now: Date,
  ): Promise<OutboxMessage[]> {
    return this.queue(manager, await this.clinicAlerts(manager, alert, draft), now);
  }

  /**
   * The clinic's alert as drafts, for a change that queues them with its patient's messages in
   * one go; `profile` when the caller has read the clinic profile already.
   */
  clinicAlerts(
    manager: EntityManager,
    alert: ClinicAlert,
    draft: ClinicAlertDraft,
    profile?: ClinicProfile | null,
  ): Promise<MessageDraft[]> {
    return clinicAlertDrafts(manager, alert, this.config, draft, profile);
  }

  /**
   * Drops the messages still waiting that match (a cancelled booking's reminders, a moved
   * booking's old ones), in the caller's transaction; their jobs find them DROPPED and do nothing.
   */
  async dropWaiting(
    manager: EntityManager,
    where: { appointmentId?: number; orderId?: number; templates: MessageTemplate[] },
    reason: string,
    now: Date,
  ): Promise<number> {
    if (!where.appointmentId && !where.orderId)
      throw new Error('dropWaiting needs an appointment or an order');
    const result = await manager
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ status: 'DROPPED', lastError: reason, updatedAt: now })
      .where('status = :queued', { queued: 'QUEUED' })
      .andWhere('template IN (:...templates)', { templates: where.templates })
      .andWhere(where.appointmentId ? 'appointment_id = :appointmentId' : 'TRUE', where)
      .andWhere(where.orderId ? 'order_id = :orderId' : 'TRUE', where)
      .execute();
    return result.affected ?? 0;
  }
}
