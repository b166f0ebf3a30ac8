import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'feedback' })
@Check('feedback_rating_1_to_5', 'rating BETWEEN 1 AND 5')
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
}
