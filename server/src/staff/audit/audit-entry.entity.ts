import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One staff change, written in the same transaction as the change itself (recordAudit), so a
 * change that fails leaves no row and no change goes unrecorded. Rows are only ever added: a
 * trigger (migration StaffAudit1764400000000) refuses UPDATE and DELETE.
 */
@Entity({ name: 'audit_entry' })
@Check('audit_entry_actor_known', `actor_kind IN ('staff','key','system')`)
@Check('audit_entry_action_present', `length(btrim(action)) > 0`)
@Index('audit_entry_record', ['recordType', 'recordId', 'at'])
@Index('audit_entry_staff', ['staffId', 'at'])
@Index('audit_entry_at', ['at'])
export class AuditEntry {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', type: 'bigint' })
  id: string;

  @Column('timestamptz', { default: () => 'now()' })
  at: Date;

  /** staff: a signed-in person; key: an integration key; system: the server's own housekeeping. */
  @Column('text')
  actorKind: 'staff' | 'key' | 'system';

  /** The staff account (no foreign key: accounts are disabled, never deleted, and the trail stays). */
  @Column('int', { nullable: true })
  staffId: number | null;

  @Column('int', { nullable: true })
  keyId: number | null;

  /** The actor's name as it was at the time. */
  @Column('text')
  actorName: string;

  /** The address the request came from. */
  @Column('text')
  address: string;

  /** What was done, e.g. `appointment.confirm`, `staff.disable`. */
  @Column('text')
  action: string;

  /** What it was done to: a table's name and the row's key (a booking reference, an id). */
  @Column('text')
  recordType: string;

  @Column('text')
  recordId: string;

  /** The changed fields before and after, phones and e-mails masked (maskForAudit). */
  @Column('jsonb', { nullable: true })
  before: Record<string, unknown> | null;

  @Column('jsonb', { nullable: true })
  after: Record<string, unknown> | null;
}
