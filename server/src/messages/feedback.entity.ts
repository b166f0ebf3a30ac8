import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { InboxState } from './inbox/inbox-state';

@Entity({ name: 'feedback' })
@Check('feedback_rating_1_to_5', 'rating BETWEEN 1 AND 5')
// Feedback carries no address, so it is never REPLIED; it is read and archived.
@Check('feedback_inbox_state_known', "inbox_state IN ('NEW','READ','ARCHIVED')")
@Check(
  'feedback_testimonial_needs_consent',
  'testimonial_approved_at IS NULL OR consent_to_publish',
)
export class Feedback {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('text')
  name: string;

  @Column('text', { nullable: true })
  condition: string | null;

  @Column('text')
  message: string;

  @Column('int', { default: 5 })
  rating: number;

  /** The patient allowed publishing it (first name and town only); never assumed. */
  @Column('boolean', { default: false })
  consentToPublish: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('text', { default: InboxState.NEW })
  inboxState: InboxState;

  @Column('boolean', { default: false })
  spam: boolean;

  @Column('int', { nullable: true })
  handledById: number | null;

  @Column('timestamptz', { nullable: true })
  handledAt: Date | null;

  /** The patient's town, as a published testimonial names it (with the first name only). */
  @Column('text', { nullable: true })
  town: string | null;

  /** The doctor the feedback is about, whose rating it counts towards once approved. */
  @Column('int', { nullable: true })
  doctorId: number | null;

  /** Approved as a testimonial (only with the patient's consent); null when not, or withdrawn. */
  @Column('timestamptz', { nullable: true })
  testimonialApprovedAt: Date | null;

  @Column('int', { nullable: true })
  testimonialApprovedById: number | null;
}
