import type { EntityManager } from 'typeorm';
import { OPT_OUT_EXEMPT } from './outbox/message-templates';
import { OPTED_OUT } from './outbox/outbox';
import type { OptOutSource } from './outbox/message-opt-out.entity';

// A phone's choice about reminders and updates, however it was made (a STOP reply, the order
// page, staff on the patient's word): in the caller's transaction.

/**
 * Keeps `phone` from every later message but those it asks for on screen (OPT_OUT_EXEMPT), and
 * drops its patient messages still waiting (a reminder for tomorrow, one held by quiet hours).
 */
export async function optOut(
  manager: EntityManager,
  phone: string,
  source: OptOutSource,
  now: Date,
): Promise<void> {
  await manager.query(
    `INSERT INTO message_opt_out (phone, source, opted_out_at) VALUES ($1, $2, $3)
     ON CONFLICT (phone) DO NOTHING`,
    [phone, source, now],
  );
  await manager.query(
    `UPDATE outbox_message SET status = 'DROPPED', last_error = $2, updated_at = $3
     WHERE phone = $1 AND status = 'QUEUED' AND audience = 'PATIENT'
       AND template <> ALL($4::text[])`,
    [phone, OPTED_OUT, now, [...OPT_OUT_EXEMPT]],
  );
}

/** The patient asked for messages again: later ones go; ones already dropped stay dropped. */
export async function optIn(manager: EntityManager, phone: string): Promise<void> {
  await manager.query(`DELETE FROM message_opt_out WHERE phone = $1`, [phone]);
}

/** Whether the phone asked for no more messages. */
export async function optedOut(manager: EntityManager, phone: string): Promise<boolean> {
  const rows = (await manager.query(`SELECT 1 FROM message_opt_out WHERE phone = $1`, [
    phone,
  ])) as unknown[];
  return rows.length > 0;
}
