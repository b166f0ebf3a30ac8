import type { DataSource, EntityManager } from 'typeorm';
import { announceContentChange } from '../../common/content-changes';
import { DomainError } from '../../common/errors';
import { Language } from '../../common/language';
import { demoClaims } from '../../seed/data/testimonials';
import type { TextVersions } from '../../common/text-versions';
import { recordAudit, type AuditActor } from '../../staff/audit/record-audit';
import { ClinicProfile } from '../clinic-profile.entity';
import {
  checkClinicProfile,
  TRANSLATED_CLINIC_FIELDS,
  type ClinicProfileChanges,
  type TranslatedClinicField,
} from './clinic-profile-rules';

/** Who makes a change, as the audit trail records them: a staff member, or the command line. */
export interface SetupChanger {
  actor: AuditActor;
  address: string;
}

/** The profile as the console edits it: every field, and the Hindi versions beside the English. */
export interface ClinicProfileView extends Omit<
  ClinicProfile,
  'translations' | 'invoicePrefix' | 'id'
> {
  hindi: Record<TranslatedClinicField, string | null>;
  /** Still the demo clinic's profile (nobody has edited it yet). */
  isDemo: boolean;
}

/** How many demo rows there are, or were removed, kind by kind. */
export interface DemoCounts {
  doctors: number;
  products: number;
  categories: number;
  posts: number;
  tags: number;
  feedback: number;
  /** Orders of demo products, with their lines, payments, invoices and messages. */
  orders: number;
  /** Appointments with demo doctors, with their queue entries and messages. */
  appointments: number;
}

export interface ClinicSetupStatus {
  profileIsDemo: boolean;
  /** What "remove the demo data" would remove now; all zero once it is gone. */
  demo: DemoCounts;
}

const DEMO_REMOVAL_LOCK = 7_042_027;

/** What the console and `staff init` start from on a database without any profile yet. */
const BLANK_PROFILE: Omit<ClinicProfileView, 'updatedAt' | 'isDemo'> = {
  name: '',
  tagline: '',
  streetAddress: '',
  locality: '',
  region: '',
  postalCode: '',
  phones: [{ label: 'Reception', number: '' }],
  emails: [{ label: 'General enquiries', address: '' }],
  whatsapp: '',
  emergencyPhone: '',
  hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    opens: weekday === 7 ? null : '09:00',
    closes: weekday === 7 ? null : '18:00',
    note: null,
  })),
  mapUrl: '',
  gstin: null,
  hindi: { name: null, tagline: null, streetAddress: null, locality: null, region: null },
};
const DEMO_MESSAGES = {
  doctorAccounts: (emails: string[]) =>
    `Staff accounts belong to demo doctors (${emails.join(', ')}). Keep those doctors (edit them into real ones) or ask for the accounts to be removed before removing the demo data.`,
};

const demoIds = (type: string) =>
  `(SELECT record_id::int FROM demo_record WHERE record_type = '${type}')`;

/** Orders with at least one line of a demo product. */
const DEMO_ORDERS = `SELECT DISTINCT i.order_id FROM order_item i WHERE i.product_id IN ${demoIds('product')}`;
const DEMO_APPOINTMENTS = `SELECT a.id FROM appointment a WHERE a.doctor_id IN ${demoIds('doctor')}`;

/**
 * Setting up a real clinic: its profile (console and `npm run staff -- init`, one rule set,
 * clinic-profile-rules.ts) and removing the demo data the seed loaded (demo_record lists it).
 * Each change is one transaction with its audit row, and announces itself so every instance's
 * page cache clears (common/content-changes.ts).
 */
export class ClinicSetupService {
  constructor(private readonly dataSource: DataSource) {}

  /** The profile; on a database started without the demo, a blank one until it is saved. */
  async profile(): Promise<ClinicProfileView> {
    const profile = await this.dataSource.getRepository(ClinicProfile).findOneBy({ id: 1 });
    if (!profile) return { ...BLANK_PROFILE, updatedAt: new Date(0), isDemo: false };
    return { ...view(profile), isDemo: await this.profileIsDemo(this.dataSource.manager) };
  }

  async status(): Promise<ClinicSetupStatus> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => ({
      profileIsDemo: await this.profileIsDemo(manager),
      demo: await countDemo(manager),
    }));
  }

  /**
   * Saves the whole profile after checking every field; the audit row keeps the changed fields
   * as they were and are. The profile is no longer the demo's from then on.
   */
  async updateProfile(who: SetupChanger, input: ClinicProfileChanges): Promise<ClinicProfileView> {
    const checked = checkClinicProfile(input);
    await this.dataSource.transaction(async (manager) => {
      // The first profile of a database started without the demo: written here, once.
      await manager.query(
        `INSERT INTO clinic_profile (id, name, tagline, street_address, locality, region,
           postal_code, phones, emails, whatsapp, emergency_phone, hours, map_url)
         VALUES (1, '', '', '', '', '', '', '[]', '[]', '', '', '[]', '')
         ON CONFLICT (id) DO NOTHING`,
      );
      await manager.query(`SELECT id FROM clinic_profile WHERE id = 1 FOR UPDATE`);
      const current = await manager.findOneByOrFail(ClinicProfile, { id: 1 });
      const { hindi, ...english } = checked;
      const translations: TextVersions = { ...current.translations };
      const otherHindi = Object.fromEntries(
        Object.entries(translations[Language.HI] ?? {}).filter(
          ([field]) => !(TRANSLATED_CLINIC_FIELDS as readonly string[]).includes(field),
        ),
      );
      translations[Language.HI] = { ...otherHindi, ...hindi };

      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      const was = view(current);
      for (const [field, value] of Object.entries(english)) {
        const old = (was as unknown as Record<string, unknown>)[field];
        if (canonical(old) !== canonical(value)) {
          before[field] = old;
          after[field] = value;
        }
      }
      for (const field of TRANSLATED_CLINIC_FIELDS) {
        const old = was.hindi[field];
        const now = hindi[field] ?? null;
        if (old !== now) {
          before[`hindi.${field}`] = old;
          after[`hindi.${field}`] = now;
        }
      }
      await manager.update(ClinicProfile, { id: 1 }, { ...english, translations });
      await manager.query(`DELETE FROM demo_record WHERE record_type = 'clinic_profile'`);
      await recordAudit(manager, who, {
        action: 'clinic.update',
        recordType: 'clinic_profile',
        recordId: 1,
        before,
        after,
      });
      await announceContentChange(manager, 'clinic');
    });
    return this.profile();
  }

  /**
   * Removes the demo doctors, products, categories left empty, posts, tags and feedback, with
   * what hangs on them: appointments with demo doctors, orders of demo products (lines,
   * payments, invoices, prescriptions, stock movements and messages). Everything else stays:
   * rows the clinic added itself, the profile, staff accounts and the audit trail.
   */
  async removeDemoData(who: SetupChanger): Promise<DemoCounts> {
    return this.dataSource.transaction(async (manager) => {
      // Two admins at once: the second waits, then finds nothing left to remove.
      await manager.query('SELECT pg_advisory_xact_lock($1)', [DEMO_REMOVAL_LOCK]);
      const accounts = (await manager.query(
        `SELECT email FROM staff_account WHERE doctor_id IN ${demoIds('doctor')} ORDER BY email`,
      )) as { email: string }[];
      if (accounts.length > 0) {
        const message = DEMO_MESSAGES.doctorAccounts(accounts.map((a) => a.email));
        throw new DomainError('CONFLICT', message);
      }
      const counts = await countDemo(manager);

      const orders = ((await manager.query(DEMO_ORDERS)) as { order_id: number }[]).map(
        (row) => row.order_id,
      );
      if (orders.length > 0) {
        // A removed order's stock movements go with it: what it took from the clinic's own
        // products goes back on their shelves, so each stock stays the sum of its ledger.
        await manager.query(
          `UPDATE product p SET stock = p.stock - m.taken
           FROM (SELECT product_id, sum(quantity)::int AS taken FROM stock_movement
                 WHERE order_id = ANY($1) GROUP BY product_id) m
           WHERE p.id = m.product_id AND p.id NOT IN ${demoIds('product')}`,
          [orders],
        );
        await manager.query(
          `UPDATE product_variant v SET stock = v.stock - m.taken
           FROM (SELECT variant_id, sum(quantity)::int AS taken FROM stock_movement
                 WHERE order_id = ANY($1) AND variant_id IS NOT NULL GROUP BY variant_id) m
           WHERE v.id = m.variant_id AND v.product_id NOT IN ${demoIds('product')}`,
          [orders],
        );
        await manager.query(`DELETE FROM invoice WHERE order_id = ANY($1)`, [orders]);
        await manager.query(`DELETE FROM customer_order WHERE id = ANY($1)`, [orders]);
      }
      await manager.query(`DELETE FROM appointment WHERE id IN (${DEMO_APPOINTMENTS})`);
      await manager.query(`DELETE FROM doctor WHERE id IN ${demoIds('doctor')}`);

      // Uploaded photos of demo products that no other product shows.
      const images = (await manager.query(
        `SELECT DISTINCT substring(i FROM '^/images/uploads/([0-9a-f]{64})-') AS sha256
         FROM product p, unnest(p.images) i WHERE p.id IN ${demoIds('product')}`,
      )) as { sha256: string | null }[];
      await manager.query(`DELETE FROM product WHERE id IN ${demoIds('product')}`);
      const shas = images.map((row) => row.sha256).filter((sha): sha is string => !!sha);
      if (shas.length > 0) {
        await manager.query(
          `DELETE FROM product_image img WHERE img.sha256 = ANY($1) AND NOT EXISTS (
             SELECT 1 FROM product p, unnest(p.images) i
             WHERE i LIKE '/images/uploads/' || img.sha256 || '-%')`,
          [shas],
        );
      }
      await manager.query(
        `DELETE FROM category c WHERE c.id IN ${demoIds('category')}
           AND NOT EXISTS (SELECT 1 FROM product p WHERE p.category_id = c.id)`,
      );
      await manager.query(`DELETE FROM blog_post WHERE id IN ${demoIds('blog_post')}`);
      await manager.query(
        `DELETE FROM blog_tag t WHERE t.id IN ${demoIds('blog_tag')}
           AND NOT EXISTS (SELECT 1 FROM blog_post_tag pt WHERE pt.blog_tag_id = t.id)`,
      );
      await manager.query(`DELETE FROM feedback WHERE id IN ${demoIds('feedback')}`);
      // The clinic's own feedback about a demo doctor stays, about no doctor now.
      await manager.query(
        `UPDATE feedback SET doctor_id = NULL
          WHERE doctor_id IS NOT NULL AND doctor_id NOT IN (SELECT id FROM doctor)`,
      );
      // The hero's figures while they are still the demo's: a real clinic claims only its own.
      await manager.query(
        `DELETE FROM clinic_claims
          WHERE patients_treated = $1 AND years_of_service = $2 AND success_rate = $3`,
        [demoClaims.patientsTreated, demoClaims.yearsOfService, demoClaims.successRate],
      );
      // The list goes too, but for the profile while it is still the demo's.
      await manager.query(`DELETE FROM demo_record WHERE record_type <> 'clinic_profile'`);

      await recordAudit(manager, who, {
        action: 'demo.remove',
        recordType: 'demo_data',
        recordId: 'demo',
        before: { ...counts },
        after: null,
      });
      await announceContentChange(manager, 'content');
      return counts;
    });
  }

  private async profileIsDemo(db: EntityManager): Promise<boolean> {
    const [row] = (await db.query(
      `SELECT 1 FROM demo_record WHERE record_type = 'clinic_profile' LIMIT 1`,
    )) as unknown[];
    return Boolean(row);
  }
}

async function countDemo(manager: EntityManager): Promise<DemoCounts> {
  const [row] = (await manager.query(
    `SELECT
       (SELECT count(*) FROM doctor WHERE id IN ${demoIds('doctor')})::int AS doctors,
       (SELECT count(*) FROM product WHERE id IN ${demoIds('product')})::int AS products,
       (SELECT count(*) FROM category c WHERE c.id IN ${demoIds('category')} AND NOT EXISTS (
          SELECT 1 FROM product p WHERE p.category_id = c.id
            AND p.id NOT IN ${demoIds('product')}))::int AS categories,
       (SELECT count(*) FROM blog_post WHERE id IN ${demoIds('blog_post')})::int AS posts,
       (SELECT count(*) FROM blog_tag t WHERE t.id IN ${demoIds('blog_tag')} AND NOT EXISTS (
          SELECT 1 FROM blog_post_tag pt WHERE pt.blog_tag_id = t.id
            AND pt.blog_post_id NOT IN ${demoIds('blog_post')}))::int AS tags,
       (SELECT count(*) FROM feedback WHERE id IN ${demoIds('feedback')})::int AS feedback,
       (SELECT count(*) FROM (${DEMO_ORDERS}) o)::int AS orders,
       (SELECT count(*) FROM (${DEMO_APPOINTMENTS}) a)::int AS appointments`,
  )) as DemoCounts[];
  return row;
}

/** JSON with every object's keys in order: jsonb keeps its own order, not the one written. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function view(profile: ClinicProfile): Omit<ClinicProfileView, 'isDemo'> {
  const { translations, invoicePrefix: _prefix, id: _id, ...english } = profile;
  const hi = translations?.[Language.HI] ?? {};
  const hindi = Object.fromEntries(
    TRANSLATED_CLINIC_FIELDS.map((field) => {
      const value = hi[field];
      return [field, typeof value === 'string' && value.trim() !== '' ? value : null];
    }),
  ) as Record<TranslatedClinicField, string | null>;
  return { ...english, hindi };
}
