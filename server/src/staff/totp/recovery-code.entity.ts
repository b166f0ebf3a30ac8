import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { StaffAccount } from '../accounts/staff-account.entity';

/** One of a staff member's ten recovery codes, stored as its SHA-256; each works once. */
@Entity({ name: 'staff_recovery_code' })
@Index('staff_recovery_code_lookup', ['staffId', 'codeHash'], { unique: true })
export class StaffRecoveryCode {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @ManyToOne(() => StaffAccount, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  staff: Relation<StaffAccount>;

  @Column('int')
  staffId: number;

  @Column('text')
  codeHash: string;

  @Column('timestamptz', { nullable: true })
  usedAt: Date | null;
}
