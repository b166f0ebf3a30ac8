import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A phone's one-time code to see its orders in full, and the unlock it gave. One row a phone: a new
 * code replaces the old. The code is kept only as an HMAC-SHA256 under a server secret (six
 * digits are a million guesses offline otherwise), and the unlock token only as its SHA-256.
 */
@Entity({ name: 'order_lookup_code' })
@Check('order_lookup_code_phone_format', `phone ~ '^[0-9]{10}$'`)
@Check('order_lookup_code_wrong_tries_range', 'wrong_tries >= 0')
export class OrderLookupCode {
  @PrimaryColumn('text', { primaryKeyConstraintName: 'PK_order_lookup_code_phone' })
  phone: string;

  /** Null once used, voided by wrong tries, or never sent. */
  @Column('text', { nullable: true })
  codeHash: string | null;

  @Column('timestamptz')
  codeExpiresAt: Date;

  @Column('int', { default: 0 })
  wrongTries: number;

  /** The outbox message that carries the code: its words are blanked once the code is spent. */
  @Column('uuid', { nullable: true })
  messageId: string | null;

  @Column('text', { nullable: true })
  unlockHash: string | null;

  @Column('timestamptz', { nullable: true })
  unlockedUntil: Date | null;

  @Column('timestamptz', { default: () => 'now()' })
  createdAt: Date;
}
