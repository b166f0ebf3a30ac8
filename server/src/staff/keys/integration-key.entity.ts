import {
  Check,
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import type { StaffRole } from '../../common/staff-role';
import { StaffAccount } from '../accounts/staff-account.entity';

/**
 * Another system's key (an accounting tool, a lab) acting with one role. The secret is shown
 * once; only its SHA-256 is kept. Revoked keys stay, so the audit trail keeps naming them.
 */
@Entity({ name: 'integration_key' })
@Unique('integration_key_hash_unique', ['keyHash'])
@Check('integration_key_name_present', `length(btrim(name)) > 0`)
@Check('integration_key_role_known', `role IN ('admin','reception','pharmacy')`)
export class IntegrationKey {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('text')
  keyHash: string;

  @Column('text')
  name: string;

  @Column('text')
  role: StaffRole;

  @ManyToOne(() => StaffAccount, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  createdBy: Relation<StaffAccount>;

  @Column('int')
  createdById: number;

  @Column('timestamptz')
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  lastUsedAt: Date | null;
}
