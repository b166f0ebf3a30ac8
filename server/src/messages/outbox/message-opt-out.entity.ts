import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

export const OPT_OUT_SOURCES = ['LINK', 'REPLY', 'STAFF'] as const;
export type OptOutSource = (typeof OPT_OUT_SOURCES)[number];

/**
 * A phone that asked for no more reminders and updates (reply STOP, the link in a message, or
 * staff on the patient's word). Kept until the patient asks again.
 */
@Entity({ name: 'message_opt_out' })
@Check('message_opt_out_source_known', `source IN ('LINK','REPLY','STAFF')`)
@Check('message_opt_out_phone_format', `phone ~ '^[0-9]{10}$'`)
export class MessageOptOut {
  /** A 10-digit Indian mobile number. */
  @PrimaryColumn('text')
  phone: string;

  @Column('text')
  source: OptOutSource;

  @Column('timestamptz', { default: () => 'now()' })
  optedOutAt: Date;
}
