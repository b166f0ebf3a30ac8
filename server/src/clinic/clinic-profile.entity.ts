import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { CachePublicly, CacheWithParent } from '../common/cache-control';
import { CONTENT_MAX_AGE } from '../common/http-cache';
import type { TextVersions } from '../common/text-versions';

@CacheWithParent()
@ObjectType({ description: 'A phone number the clinic answers, with what it is for' })
export class ClinicPhone {
  @Field(() => String, { description: 'e.g. Reception, Appointments, Pharmacy' })
  label: string;

  @Field(() => String, { description: '10-digit Indian mobile or landline number, digits only' })
  number: string;
}

@CacheWithParent()
@ObjectType()
export class ClinicEmail {
  @Field(() => String)
  label: string;

  @Field(() => String)
  address: string;
}

@CacheWithParent()
@ObjectType({ description: 'Opening hours for one weekday, clinic time (Asia/Kolkata)' })
export class OpeningHours {
  @Field(() => Int, { description: 'ISO weekday: 1 = Monday ... 7 = Sunday' })
  weekday: number;

  @Field(() => String, { nullable: true, description: 'HH:MM, null when closed' })
  opens: string | null;

  @Field(() => String, { nullable: true, description: 'HH:MM, null when closed' })
  closes: string | null;

  @Field(() => String, { nullable: true, description: 'e.g. "Emergencies only"' })
  note?: string | null;
}

/** The clinic's facts, stored once and read by every screen (decisions.md: one clinic profile). */
@Entity({ name: 'clinic_profile' })
@Check('clinic_profile_single_row', 'id = 1')
@Check(
  'clinic_profile_gstin_format',
  `gstin IS NULL OR gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`,
)
@Check('clinic_profile_invoice_prefix_format', `invoice_prefix ~ '^[A-Z]{1,3}$'`)
@CachePublicly(CONTENT_MAX_AGE)
@ObjectType()
export class ClinicProfile {
  @PrimaryColumn('int', { default: 1 })
  @Field(() => ID)
  id: number;

  @Column('text')
  @Field(() => String)
  name: string;

  @Column('text')
  @Field(() => String)
  tagline: string;

  @Column('text')
  @Field(() => String)
  streetAddress: string;

  @Column('text')
  @Field(() => String)
  locality: string;

  @Column('text')
  @Field(() => String)
  region: string;

  @Column('text')
  @Field(() => String)
  postalCode: string;

  @Column('jsonb')
  @Field(() => [ClinicPhone], { description: 'First entry is the main number' })
  phones: ClinicPhone[];

  @Column('jsonb')
  @Field(() => [ClinicEmail])
  emails: ClinicEmail[];

  @Column('text')
  @Field(() => String, { description: '10-digit WhatsApp number' })
  whatsapp: string;

  @Column('text')
  @Field(() => String, { description: '24/7 emergency line, 10 digits' })
  emergencyPhone: string;

  @Column('jsonb')
  @Field(() => [OpeningHours], { description: 'One entry per weekday, Monday first' })
  hours: OpeningHours[];

  @Column('text')
  @Field(() => String, { description: 'Link to the clinic on a map' })
  mapUrl: string;

  /** GST registration printed on tax invoices (CLINIC_GSTIN sets it at start); none: no invoices. */
  @Column('text', { nullable: true })
  gstin: string | null;

  /** The start of every invoice number, e.g. SC in SC/26-27/000123 (INVOICE_PREFIX). */
  @Column('text', { default: 'SC' })
  invoicePrefix: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** Versions of the texts above in other languages (`{ hi: { name: '…' } }`); never sent whole. */
  @Column('jsonb', { default: () => "'{}'" })
  translations: TextVersions;
}
