import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { InboxState } from './inbox/inbox-state';

@Entity({ name: 'contact_message' })
@Check('contact_message_inbox_state_known', "inbox_state IN ('NEW','READ','REPLIED','ARCHIVED')")
export class ContactMessage {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('text')
  name: string;

  @Column('text')
  email: string;

  @Column('text', { nullable: true })
  phone: string | null;

  @Column('text')
  subject: string;

  @Column('text')
  message: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The inbox: NEW until staff open it; REPLIED only with a reply written to the outbox. */
  @Column('text', { default: InboxState.NEW })
  inboxState: InboxState;

  /** Marked as spam: out of the inbox's default view, kept for the record. */
  @Column('boolean', { default: false })
  spam: boolean;

  /** The staff member who last moved it, and when. */
  @Column('int', { nullable: true })
  handledById: number | null;

  @Column('timestamptz', { nullable: true })
  handledAt: Date | null;
}
