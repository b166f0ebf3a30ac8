import { Check, Entity, PrimaryColumn } from 'typeorm';

/** The tables whose rows the demo seed creates and "remove the demo data" may delete. */
export const DEMO_RECORD_TYPES = [
  'clinic_profile',
  'doctor',
  'category',
  'product',
  'blog_post',
  'blog_tag',
  'feedback',
] as const;
export type DemoRecordType = (typeof DEMO_RECORD_TYPES)[number];

/**
 * One row the demo seed made: which table and which id. The demo is recognised by this list,
 * not by a column on each table, so the content tables (which other desks change) stay as they
 * are, a row the clinic adds itself is never mistaken for demo, and the list goes once the demo
 * has been removed. The clinic profile is listed while it is still the demo clinic's; its first
 * edit (console or `npm run staff -- init`) takes it off the list.
 */
@Entity({ name: 'demo_record' })
@Check(
  'demo_record_type_known',
  `record_type IN (${DEMO_RECORD_TYPES.map((t) => `'${t}'`).join(',')})`,
)
export class DemoRecord {
  @PrimaryColumn('text', { primaryKeyConstraintName: 'demo_record_pkey' })
  recordType: DemoRecordType;

  /** The row's id as text (the clinic profile's is 1). */
  @PrimaryColumn('text', { primaryKeyConstraintName: 'demo_record_pkey' })
  recordId: string;
}
