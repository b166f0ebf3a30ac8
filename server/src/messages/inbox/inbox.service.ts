import type { DataSource, EntityManager } from 'typeorm';
import { ClinicProfile } from '../../clinic/clinic-profile.entity';
import { DomainError } from '../../common/errors';
import type { RequestContext } from '../../common/request-context';
import { recordStaffAudit, staffActorOf } from '../../staff/audit/record-audit';
import type { Outbox } from '../outbox/outbox';
import { clinicPhoneWords } from '../templates/clinic-phone';
import { InboxKind, InboxState, mayMove, mayReply, nextStates } from './inbox-state';
import { INBOX_WORDS as W } from './inbox-words';
import { ReplyChannel, type InboxItem, type InboxPage } from './inbox.types';

export const INBOX_PAGE_SIZE = 30;

const TABLE: Record<InboxKind, string> = {
  [InboxKind.CONTACT]: 'contact_message',
  [InboxKind.FEEDBACK]: 'feedback',
};

/** The audit trail's name for each kind's record. */
const RECORD: Record<InboxKind, string> = {
  [InboxKind.CONTACT]: 'contactMessage',
  [InboxKind.FEEDBACK]: 'feedback',
};

/** Both kinds as one list, in one shape (what a kind lacks is null). */
const ITEMS = `
  SELECT 'CONTACT' AS kind, c.id, c.name, c.email, c.phone, c.subject, c.message,
    NULL::text AS condition, NULL::int AS rating, false AS consent_to_publish, NULL::text AS town,
    NULL::int AS doctor_id, NULL::timestamptz AS testimonial_approved_at, c.inbox_state, c.spam,
    c.handled_at, s.name AS handled_by, c.created_at
  FROM contact_message c LEFT JOIN staff_account s ON s.id = c.handled_by_id
  UNION ALL
  SELECT 'FEEDBACK', f.id, f.name, NULL, NULL, NULL, f.message, f.condition, f.rating,
    f.consent_to_publish, f.town, f.doctor_id, f.testimonial_approved_at, f.inbox_state, f.spam,
    f.handled_at, s.name, f.created_at
  FROM feedback f LEFT JOIN staff_account s ON s.id = f.handled_by_id`;

interface ItemRow {
  kind: InboxKind;
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  subject: string | null;
  message: string;
  condition: string | null;
  rating: number | null;
  consent_to_publish: boolean;
  town: string | null;
  doctor_id: number | null;
  testimonial_approved_at: Date | null;
  inbox_state: InboxState;
  spam: boolean;
  handled_at: Date | null;
  handled_by: string | null;
  created_at: Date;
}

function itemOf(row: ItemRow): InboxItem {
  return {
    kind: row.kind,
    id: String(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    condition: row.condition,
    rating: row.rating,
    consentToPublish: row.consent_to_publish,
    town: row.town,
    doctorId: row.doctor_id === null ? null : String(row.doctor_id),
    testimonialApprovedAt: row.testimonial_approved_at,
    state: row.inbox_state,
    // Feedback has no address: it is archived, never replied to.
    nextStates: [...nextStates(row.inbox_state)],
    spam: row.spam,
    handledBy: row.handled_by,
    handledAt: row.handled_at,
    createdAt: row.created_at,
  };
}

/** "Asha Rao" -> "Asha": how a reply greets the patient and a testimonial names them. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * The clinic's inbox: contact messages and feedback, their states, spam marks and replies. Each
 * change locks its row, checks the move, and writes its audit row (and a reply's outbox row) in
 * the one transaction.
 */
export class InboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  async list(
    filter: { state?: InboxState | null; kind?: InboxKind | null; spam?: boolean | null },
    page: number,
  ): Promise<InboxPage> {
    const rows = (await this.dataSource.query(
      `SELECT * FROM (${ITEMS}) i
       WHERE ($1::text IS NULL OR i.kind = $1) AND ($2::text IS NULL OR i.inbox_state = $2)
         AND i.spam = $3
       ORDER BY i.created_at DESC, i.kind, i.id DESC
       LIMIT $4 OFFSET $5`,
      [
        filter.kind ?? null,
        filter.state ?? null,
        filter.spam ?? false,
        INBOX_PAGE_SIZE + 1,
        (page - 1) * INBOX_PAGE_SIZE,
      ],
    )) as ItemRow[];
    const [counts] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE inbox_state = 'NEW' AND NOT spam)::int AS new,
              count(*) FILTER (WHERE spam)::int AS spam
       FROM (SELECT inbox_state, spam FROM contact_message
             UNION ALL SELECT inbox_state, spam FROM feedback) i`,
    )) as { new: number; spam: number }[];
    return {
      items: rows.slice(0, INBOX_PAGE_SIZE).map(itemOf),
      page,
      hasMore: rows.length > INBOX_PAGE_SIZE,
      counts,
    };
  }

  /** Opens an item: a NEW one becomes READ, by this staff member, now (audited). */
  open(ctx: RequestContext, kind: InboxKind, id: string): Promise<InboxItem> {
    return this.dataSource.transaction(async (manager) => {
      const state = await this.lock(manager, kind, id);
      if (state.inbox_state === InboxState.NEW) {
        await this.move(manager, ctx, kind, id, state.inbox_state, InboxState.READ, 'read');
      }
      return this.one(manager, kind, id);
    });
  }

  /** A move by hand (archive, reopen); REPLIED only comes with a reply. */
  setState(ctx: RequestContext, kind: InboxKind, id: string, to: InboxState): Promise<InboxItem> {
    return this.dataSource.transaction(async (manager) => {
      const { inbox_state: from } = await this.lock(manager, kind, id);
      if (to === InboxState.REPLIED) throw new DomainError('CONFLICT', W.replyToMarkReplied);
      if (!mayMove(from, to)) throw new DomainError('CONFLICT', W.badMove(from, to));
      const verb =
        to === InboxState.ARCHIVED ? 'archive' : to === InboxState.READ ? 'reopen' : 'read';
      await this.move(manager, ctx, kind, id, from, to, verb);
      return this.one(manager, kind, id);
    });
  }

  /** Marks an item spam (out of the default view) or takes the mark off (audited). */
  markSpam(ctx: RequestContext, kind: InboxKind, id: string, spam: boolean): Promise<InboxItem> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, kind, id);
      if (row.spam !== spam) {
        if (spam && row.testimonial_approved_at) {
          throw new DomainError('CONFLICT', W.approvedNoSpam);
        }
        const { staffId } = actorIds(ctx);
        await manager.query(
          `UPDATE ${TABLE[kind]} SET spam = $2, handled_by_id = $3, handled_at = $4 WHERE id = $1`,
          [id, spam, staffId, ctx.now()],
        );
        await recordStaffAudit(manager, ctx, {
          action: `${RECORD[kind]}.${spam ? 'spam' : 'unspam'}`,
          recordType: TABLE[kind],
          recordId: id,
          before: { spam: row.spam },
          after: { spam },
        });
      }
      return this.one(manager, kind, id);
    });
  }

  /**
   * Replies to a contact message by e-mail or WhatsApp: the message becomes REPLIED, the reply is
   * written to the outbox and the audit row is written, all in one transaction (the worker sends
   * it; this never calls a provider). Refused, nothing is written.
   */
  reply(ctx: RequestContext, id: string, channel: ReplyChannel, text: string): Promise<InboxItem> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, InboxKind.CONTACT, id);
      if (row.spam) throw new DomainError('CONFLICT', W.spamNoReply);
      if (!mayReply(row.inbox_state)) throw new DomainError('CONFLICT', W.archivedNoReply);
      const way = channel === ReplyChannel.EMAIL ? 'email' : 'whatsapp';
      const enabled = this.outbox.config.channels;
      if (!enabled.includes(way) && !enabled.includes('log')) {
        throw new DomainError(
          'VALIDATION',
          W.channelOff(channel === ReplyChannel.EMAIL ? 'E-mail' : 'WhatsApp'),
          { channel: W.channelOff(channel === ReplyChannel.EMAIL ? 'E-mail' : 'WhatsApp') },
        );
      }
      if (channel === ReplyChannel.WHATSAPP && !row.phone) {
        throw new DomainError('VALIDATION', W.noPhone, { channel: W.noPhone });
      }
      const now = ctx.now();
      const profile = await manager.findOneBy(ClinicProfile, { id: 1 });
      await this.outbox.queue(
        manager,
        [
          {
            template: 'contact_reply',
            email: channel === ReplyChannel.EMAIL ? row.email : null,
            phone: channel === ReplyChannel.WHATSAPP ? row.phone : null,
            params: {
              name: firstNameOf(row.name),
              // A WhatsApp template's parameter may hold no line break or tab (Meta refuses it).
              reply:
                channel === ReplyChannel.WHATSAPP ? text.trim().replace(/\s+/g, ' ') : text.trim(),
              clinicPhone: clinicPhoneWords(profile),
            },
            contactMessageId: Number(id),
          },
        ],
        now,
      );
      await this.move(
        manager,
        ctx,
        InboxKind.CONTACT,
        id,
        row.inbox_state,
        InboxState.REPLIED,
        'reply',
        {
          channel,
        },
      );
      return this.one(manager, InboxKind.CONTACT, id);
    });
  }

  private async lock(
    manager: EntityManager,
    kind: InboxKind,
    id: string,
  ): Promise<{
    inbox_state: InboxState;
    spam: boolean;
    name: string;
    email: string | null;
    phone: string | null;
    testimonial_approved_at: Date | null;
  }> {
    const columns =
      kind === InboxKind.CONTACT
        ? 'inbox_state, spam, name, email, phone, NULL::timestamptz AS testimonial_approved_at'
        : 'inbox_state, spam, name, NULL AS email, NULL AS phone, testimonial_approved_at';
    const [row] = await manager.query(
      `SELECT ${columns} FROM ${TABLE[kind]} WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw new DomainError('NOT_FOUND', W.notFound);
    return row;
  }

  private async move(
    manager: EntityManager,
    ctx: RequestContext,
    kind: InboxKind,
    id: string,
    from: InboxState,
    to: InboxState,
    verb: string,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    await manager.query(
      `UPDATE ${TABLE[kind]} SET inbox_state = $2, handled_by_id = $3, handled_at = $4
       WHERE id = $1`,
      [id, to, actorIds(ctx).staffId, ctx.now()],
    );
    await recordStaffAudit(manager, ctx, {
      action: `${RECORD[kind]}.${verb}`,
      recordType: TABLE[kind],
      recordId: id,
      before: { state: from },
      after: { state: to, ...extra },
    });
  }

  async one(manager: EntityManager, kind: InboxKind, id: string): Promise<InboxItem> {
    const [row] = (await manager.query(
      `SELECT * FROM (${ITEMS}) i WHERE i.kind = $1 AND i.id = $2`,
      [kind, id],
    )) as ItemRow[];
    if (!row) throw new DomainError('NOT_FOUND', W.notFound);
    return itemOf(row);
  }
}

/** The acting staff member's id (an integration key moves items as nobody in particular). */
function actorIds(ctx: RequestContext): { staffId: number | null } {
  const actor = staffActorOf(ctx);
  return { staffId: actor.kind === 'staff' ? actor.staffId : null };
}
