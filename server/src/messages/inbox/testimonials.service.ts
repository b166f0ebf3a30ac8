import type { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors';
import type { RequestContext } from '../../common/request-context';
import { recordStaffAudit, staffActorOf } from '../../staff/audit/record-audit';
import { announceContentChange } from '../../common/content-changes';
import { InboxKind, InboxState } from './inbox-state';
import { INBOX_WORDS as W } from './inbox-words';
import type { InboxItem } from './inbox.types';
import type { InboxService } from './inbox.service';
import { firstNameOf } from './inbox.service';

/** A testimonial as the public sees it: first name, town, the approved words, stars and date. */
export interface PublicTestimonial {
  id: string;
  firstName: string;
  town: string;
  text: string;
  rating: number;
  date: Date;
}

export interface RatingSummary {
  /** One decimal; null until there is approved feedback. */
  average: number | null;
  count: number;
}

/** How many testimonials the home page shows, the newest approved first. */
export const TESTIMONIALS_SHOWN = 12;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Feedback published as testimonials: only with the patient's consent (the database holds it
 * too), only by an admin, and shown with the first name and town alone. Ratings (the clinic's
 * and each doctor's) are computed from approved feedback, never written anywhere.
 */
export class TestimonialsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly inbox: InboxService,
  ) {}

  approve(
    ctx: RequestContext,
    id: string,
    input: { town: string; doctorId?: string | null },
  ): Promise<InboxItem> {
    const actor = staffActorOf(ctx);
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query(
        `SELECT consent_to_publish, spam, inbox_state, town, doctor_id, testimonial_approved_at
         FROM feedback WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!row) throw new DomainError('NOT_FOUND', W.feedbackNotFound);
      if (!row.consent_to_publish) throw new DomainError('CONFLICT', W.noConsent);
      if (row.spam) throw new DomainError('CONFLICT', W.spamNoTestimonial);
      const doctorId = input.doctorId ? Number(input.doctorId) : null;
      if (doctorId !== null) {
        const [doctor] = await manager.query(`SELECT id FROM doctor WHERE id = $1`, [doctorId]);
        if (!doctor) throw new DomainError('VALIDATION', W.noDoctor, { doctorId: W.noDoctor });
      }
      const now = ctx.now();
      const town = input.town.trim();
      await manager.query(
        `UPDATE feedback SET testimonial_approved_at = $2, testimonial_approved_by_id = $3,
           town = $4, doctor_id = $5,
           inbox_state = CASE WHEN inbox_state = 'NEW' THEN 'READ' ELSE inbox_state END,
           handled_by_id = $3, handled_at = $2
         WHERE id = $1`,
        [id, now, actor.kind === 'staff' ? actor.staffId : null, town, doctorId],
      );
      await recordStaffAudit(manager, ctx, {
        action: 'testimonial.approve',
        recordType: 'feedback',
        recordId: id,
        before: {
          approved: row.testimonial_approved_at !== null,
          town: row.town,
          doctorId: row.doctor_id,
          state: row.inbox_state,
        },
        after: {
          approved: true,
          town,
          doctorId,
          state: row.inbox_state === InboxState.NEW ? InboxState.READ : row.inbox_state,
        },
      });
      await announceContentChange(manager, 'testimonials');
      return this.inbox.one(manager, InboxKind.FEEDBACK, id);
    });
  }

  withdraw(ctx: RequestContext, id: string): Promise<InboxItem> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query(
        `SELECT testimonial_approved_at FROM feedback WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!row) throw new DomainError('NOT_FOUND', W.feedbackNotFound);
      if (!row.testimonial_approved_at) throw new DomainError('CONFLICT', W.notApproved);
      await manager.query(
        `UPDATE feedback SET testimonial_approved_at = NULL, testimonial_approved_by_id = NULL
         WHERE id = $1`,
        [id],
      );
      await recordStaffAudit(manager, ctx, {
        action: 'testimonial.withdraw',
        recordType: 'feedback',
        recordId: id,
        before: { approved: true },
        after: { approved: false },
      });
      await announceContentChange(manager, 'testimonials');
      return this.inbox.one(manager, InboxKind.FEEDBACK, id);
    });
  }

  /** The newest approved testimonials: nothing but first name, town, text, stars and date. */
  async published(limit = TESTIMONIALS_SHOWN): Promise<PublicTestimonial[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, name, town, message, rating, testimonial_approved_at
       FROM feedback
       WHERE testimonial_approved_at IS NOT NULL AND consent_to_publish AND NOT spam
       ORDER BY testimonial_approved_at DESC, id DESC LIMIT $1`,
      [limit],
    )) as {
      id: number;
      name: string;
      town: string | null;
      message: string;
      rating: number;
      testimonial_approved_at: Date;
    }[];
    return rows.map((row) => ({
      id: String(row.id),
      firstName: firstNameOf(row.name),
      town: row.town ?? '',
      text: row.message,
      rating: row.rating,
      date: row.testimonial_approved_at,
    }));
  }

  /** The clinic's average rating and count, from approved feedback. */
  async clinicRating(): Promise<RatingSummary> {
    const [row] = await this.dataSource.query(
      `SELECT avg(rating)::float AS average, count(*)::int AS count FROM feedback
       WHERE testimonial_approved_at IS NOT NULL AND consent_to_publish AND NOT spam`,
    );
    return { average: row.average === null ? null : round1(row.average), count: row.count };
  }

  /** Each doctor's rating from approved feedback about them, for a list in one query. */
  async doctorRatings(doctorIds: readonly number[]): Promise<(RatingSummary | null)[]> {
    const rows = (await this.dataSource.query(
      `SELECT doctor_id, avg(rating)::float AS average, count(*)::int AS count FROM feedback
       WHERE doctor_id = ANY($1::int[]) AND testimonial_approved_at IS NOT NULL
         AND consent_to_publish AND NOT spam
       GROUP BY doctor_id`,
      [doctorIds],
    )) as { doctor_id: number; average: number; count: number }[];
    const byDoctor = new Map(rows.map((row) => [row.doctor_id, row]));
    return doctorIds.map((id) => {
      const row = byDoctor.get(id);
      return row ? { average: round1(row.average), count: row.count } : null;
    });
  }
}
