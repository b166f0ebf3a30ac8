import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { JobQueue } from './job-queue';
import { CLINIC_TEMPLATES, type MessageTemplate } from './message-templates';
import { OutboxMessage } from './outbox-message.entity';

/** A message a change asks for; the outbox decides when it may go. */
export interface MessageDraft {
  template: MessageTemplate;
  /** A 10-digit Indian mobile number (WhatsApp, SMS fallback). */
  phone?: string | null;
  email?: string | null;
  /** The words the template fills in: never a condition, symptom or note. */
  params: Record<string, string>;
  appointmentId?: number | null;
  orderId?: number | null;
  contactMessageId?: number | null;
  /** Not before (a reminder's time); now when unset. */
  sendAt?: Date;
  locale?: string;
}

/**
 * Where services put what should tell someone: rows and their jobs are written with the caller's
 * manager, inside the transaction of the change, so a change that fails writes no message and a
 * made change never loses one. Services never call a provider; the worker does.
 */
export class Outbox {
  constructor(private readonly jobs: JobQueue) {}

  /** Writes the drafts and queues their jobs in the caller's transaction. */
  async queue(manager: EntityManager, drafts: MessageDraft[], now: Date): Promise<OutboxMessage[]> {
    const written: OutboxMessage[] = [];
    for (const draft of drafts) {
      const sendAt = draft.sendAt && draft.sendAt > now ? draft.sendAt : now;
      const row = manager.create(OutboxMessage, {
        id: randomUUID(),
        template: draft.template,
        audience: CLINIC_TEMPLATES.has(draft.template) ? 'CLINIC' : 'PATIENT',
        locale: draft.locale ?? 'en',
        phone: draft.phone ?? null,
        email: draft.email ?? null,
        params: draft.params,
        appointmentId: draft.appointmentId ?? null,
        orderId: draft.orderId ?? null,
        contactMessageId: draft.contactMessageId ?? null,
        sendAt,
        status: 'QUEUED',
        createdAt: now,
        updatedAt: now,
      });
      const saved = await manager.save(row);
      await this.jobs.schedule(manager, saved.id, saved.sendAt);
      written.push(saved);
    }
    return written;
  }
}
