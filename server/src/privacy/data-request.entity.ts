import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What a patient asks of their data under the DPDP Act 2023. */
export type DataRequestKind = 'SEE' | 'CORRECT' | 'ERASE';
export type DataRequestStatus = 'RECEIVED' | 'DONE' | 'REFUSED';
/** How the phone was proven: a one-time code to it, or the patient at the desk in person. */
export type DataRequestProof = 'CODE' | 'VISIT';

/**
 * A patient's request to see, correct or erase the data held for a phone. It keeps the phone
 * (the record that the request was made and met), never the data itself.
 */
@Entity({ name: 'data_request' })
@Check('data_request_phone_format', `phone ~ '^[0-9]{10}$'`)
@Check('data_request_kind_known', `kind IN ('SEE','CORRECT','ERASE')`)
@Check('data_request_status_known', `status IN ('RECEIVED','DONE','REFUSED')`)
@Check('data_request_proof_known', `proof IN ('CODE','VISIT')`)
@Check('data_request_details_length', 'details IS NULL OR length(details) <= 1000')
@Check('data_request_refused_with_reason', `status <> 'REFUSED' OR outcome IS NOT NULL`)
@Index('data_request_open_due', ['status', 'dueAt'])
export class DataRequest {
  @PrimaryGeneratedColumn()
  id: number;

  /** What the patient quotes, e.g. DR-7K3Q9. */
  @Column('text', { unique: true })
  reference: string;

  @Column('text')
  phone: string;

  @Column('text')
  kind: DataRequestKind;

  @Column('text', { default: 'RECEIVED' })
  status: DataRequestStatus;

  @Column('text')
  proof: DataRequestProof;

  /** What the patient said they want (which field to correct, say); never shown publicly. */
  @Column('text', { nullable: true })
  details: string | null;

  @Column('character varying', { default: 'en' })
  language: string;

  /** The staff member who took a request made in person, and how they checked who it was. */
  @Column('text', { nullable: true })
  takenBy: string | null;

  @Column('text', { nullable: true })
  identityCheck: string | null;

  @Column('timestamptz')
  receivedAt: Date;

  @Column('timestamptz')
  dueAt: Date;

  @Column('timestamptz', { nullable: true })
  closedAt: Date | null;

  @Column('text', { nullable: true })
  closedBy: string | null;

  /** Why it was refused, or what was done. */
  @Column('text', { nullable: true })
  outcome: string | null;
}
