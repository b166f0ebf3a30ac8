import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors';
import { PrescriptionStatus } from '../order-status';
import { PRESCRIPTION_MESSAGES as M } from './prescription-messages';
import { hashOfToken, UPLOAD_TOKEN_PATTERN } from './prescription-token';

/**
 * Checkout's prescription rule, inside the order's own transaction (the products already locked):
 * an order with a prescription-only product needs the token of an upload no order has used and
 * that has not expired; the upload is then attached to the order, which waits PENDING with its
 * prescription TO_CHECK until a pharmacist looks. Orders without such products ignore a token.
 */
export async function attachPrescription(
  manager: EntityManager,
  orderId: number,
  productIds: number[],
  token: string | null | undefined,
  now: Date,
): Promise<void> {
  const needing = (await manager.query(
    `SELECT id FROM product WHERE id = ANY($1::int[]) AND prescription_only`,
    [productIds],
  )) as { id: number }[];
  if (needing.length === 0) return;
  if (!token) throw new DomainError('VALIDATION', M.needed, { prescriptionToken: M.needed });
  if (!UPLOAD_TOKEN_PATTERN.test(token)) {
    throw new DomainError('VALIDATION', M.tokenFormat, { prescriptionToken: M.tokenFormat });
  }
  // The row lock makes two orders racing with one token attach it once.
  const [upload] = (await manager.query(
    `SELECT id FROM prescription WHERE token_hash = $1 AND order_id IS NULL AND expires_at > $2
     FOR UPDATE`,
    [hashOfToken(token), now],
  )) as { id: number }[];
  if (!upload) throw new DomainError('VALIDATION', M.expired, { prescriptionToken: M.expired });
  await manager.query(`UPDATE prescription SET order_id = $2 WHERE id = $1`, [upload.id, orderId]);
  await manager.query(`UPDATE customer_order SET prescription_status = $2 WHERE id = $1`, [
    orderId,
    PrescriptionStatus.TO_CHECK,
  ]);
}
