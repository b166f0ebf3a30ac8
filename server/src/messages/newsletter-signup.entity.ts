import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

@Entity({ name: 'newsletter_signup' })
@Unique('newsletter_signup_email_unique', ['email'])
@Check('newsletter_signup_email_lower_case', 'email = lower(email)')
export class NewsletterSignup {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  /** Stored lower-cased so one address signs up once. */
  @Column('text')
  email: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When the subscriber left through their signed link; null while subscribed. */
  @Column('timestamptz', { nullable: true })
  unsubscribedAt: Date | null;
}
