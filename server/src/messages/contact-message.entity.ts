import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'contact_message' })
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
}
