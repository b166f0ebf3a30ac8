import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { StaffAccount } from '../accounts/staff-account.entity';

/**
 * A signed-in browser. The cookie holds a 256-bit random token; the row's id is its SHA-256, so
 * the table alone signs nobody in. Ends 30 minutes after the last request or 12 hours after
 * sign-in, whichever is first, and at once on sign-out, password reset or disabling.
 */
@Entity({ name: 'staff_session' })
export class StaffSession {
  /** SHA-256 of the cookie's token, hex. */
  @PrimaryColumn('text')
  id: string;

  @ManyToOne(() => StaffAccount, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  staff: Relation<StaffAccount>;

  @Index('staff_session_staff_id')
  @Column('int')
  staffId: number;

  @Column('timestamptz')
  createdAt: Date;

  @Column('timestamptz')
  lastSeenAt: Date;

  /** The absolute end, 12 hours after sign-in, however busy the session. */
  @Column('timestamptz')
  endsAt: Date;

  /** An admin without a second factor: this session may only enrol one. */
  @Column('boolean', { default: false })
  enrolmentOnly: boolean;

  /** Where the sign-in came from. */
  @Column('text')
  address: string;
}
