import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One sign-in try, counted per account and client address so throttling holds across every
 * instance of the server (SignInThrottle). The account is named by the SHA-256 of its e-mail
 * address, known or not, so the table holds no address a stranger typed.
 */
@Entity({ name: 'staff_sign_in_attempt' })
@Index('staff_sign_in_attempt_pair', ['accountKey', 'address', 'at'])
@Index('staff_sign_in_attempt_at', ['at'])
@Check(
  'staff_sign_in_attempt_outcome_known',
  `outcome IN ('pending','success','failure','code-needed','throttled')`,
)
export class StaffSignInAttempt {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', type: 'bigint' })
  id: string;

  @Column('text')
  accountKey: string;

  /** The client (its address, or its IPv6 /64). */
  @Column('text')
  address: string;

  @Column('timestamptz')
  at: Date;

  @Column('text')
  outcome: 'pending' | 'success' | 'failure' | 'code-needed' | 'throttled';
}
