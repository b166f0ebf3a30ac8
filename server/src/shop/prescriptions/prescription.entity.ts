import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { StaffAccount } from '../../staff/accounts/staff-account.entity';
import { Order } from '../order.entity';

export type PrescriptionKind = 'IMAGE' | 'PDF';

/**
 * A patient's prescription: uploaded before the order (found again only by the hash of its
 * one-time token), attached to the order that uses it, then checked by a pharmacist. The file
 * lives here, in PostgreSQL, never under a public URL: only the staff route serves it.
 */
@Entity({ name: 'prescription' })
@Unique('prescription_token_hash_unique', ['tokenHash'])
@Unique('prescription_order_unique', ['orderId'])
@Check('prescription_kind_known', `kind IN ('IMAGE','PDF')`)
@Check('prescription_byte_size_range', 'byte_size BETWEEN 1 AND 5242880')
@Check('prescription_reject_reason_length', 'reject_reason IS NULL OR length(reject_reason) <= 300')
export class Prescription {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  /** SHA-256 of the upload token, hex: the token itself is never stored. */
  @Column('text')
  tokenHash: string;

  @Column('text')
  kind: PrescriptionKind;

  /** image/webp (every photo is re-encoded) or application/pdf. */
  @Column('text')
  contentType: string;

  @Column('bytea')
  bytes: Buffer;

  @Column('int')
  byteSize: number;

  @Column('timestamptz')
  uploadedAt: Date;

  /** An upload no order used by then is deleted by housekeeping. */
  @Index('prescription_expires_at')
  @Column('timestamptz')
  expiresAt: Date;

  @ManyToOne(() => Order, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  order: Relation<Order> | null;

  @Column('int', { nullable: true })
  orderId: number | null;

  @Column('timestamptz', { nullable: true })
  reviewedAt: Date | null;

  @ManyToOne(() => StaffAccount, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn()
  reviewer: Relation<StaffAccount> | null;

  @Column('int', { nullable: true })
  reviewerId: number | null;

  /** The pharmacist's name and registration number as they were when they checked it. */
  @Column('text', { nullable: true })
  reviewerName: string | null;

  @Column('text', { nullable: true })
  reviewerRegistration: string | null;

  /** Why it was refused, in words the patient reads in their order lookup. */
  @Column('text', { nullable: true })
  rejectReason: string | null;
}
