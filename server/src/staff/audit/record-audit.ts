import type { EntityManager } from 'typeorm';
import type { RequestContext, StaffActor } from '../../common/request-context';
import { maskForAudit } from './mask-for-audit';

export interface AuditChange {
  /** What was done, `<record>.<verb>`: `appointment.confirm`, `leave.add`, `staff.disable`. */
  action: string;
  recordType: string;
  recordId: string | number;
  /** The fields that changed, as they were and as they are; null when created or removed. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who did it, as the trail records them; the server's own work (the CLI, housekeeping) is `system`. */
export type AuditActor = StaffActor | { kind: 'system'; name: string };

/**
 * Writes the audit row of a staff change. Call it with the change's own transaction's manager:
 * the row is committed with the change or not at all.
 */
export async function recordAudit(
  manager: EntityManager,
  who: { actor: AuditActor; address: string },
  change: AuditChange,
): Promise<void> {
  const { actor } = who;
  await manager.query(
    `INSERT INTO audit_entry (actor_kind, staff_id, key_id, actor_name, address, action,
       record_type, record_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      actor.kind,
      actor.kind === 'staff' ? actor.staffId : null,
      actor.kind === 'key' ? actor.keyId : null,
      actor.name,
      who.address,
      change.action,
      change.recordType,
      String(change.recordId),
      change.before ? JSON.stringify(maskForAudit(change.before)) : null,
      change.after ? JSON.stringify(maskForAudit(change.after)) : null,
    ],
  );
}

/** The acting staff member or key of a staff request; the staff endpoint has already checked it. */
export function staffActorOf(request: RequestContext): StaffActor {
  if (request.actor.kind === 'patient')
    throw new Error('A staff operation ran without a staff actor');
  return request.actor;
}

/** recordAudit for the staff member or key of this request, from its address. */
export function recordStaffAudit(
  manager: EntityManager,
  request: RequestContext,
  change: AuditChange,
): Promise<void> {
  return recordAudit(manager, { actor: staffActorOf(request), address: request.address }, change);
}
