import type { DataSource } from 'typeorm';
import type { RateLimiter, RateLimitRule } from '../common/rate-limit';
import type { RequestContext } from '../common/request-context';
import { NEWSLETTER_THANKS, type NewsletterArgs, type NewsletterReceipt } from './newsletter.args';
import { NewsletterSignup } from './newsletter-signup.entity';
import { tokenMatches, tokenSignupId, unsubscribeLink } from './unsubscribe-link';
import { recordStaffAudit } from '../staff/audit/record-audit';
import { clinicDateOf } from '../booking/slots';
import { csvOf } from './inbox/newsletter-csv';

/** An instant as clinic time (Asia/Kolkata, UTC+05:30, no daylight saving): 2026-11-27 09:30. */
const clinicMinute = (instant: Date) =>
  new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

export const NEWSLETTER_LIMIT: RateLimitRule = {
  name: 'newsletter',
  limit: 5,
  windowMs: 15 * 60_000,
  message: 'You have tried to subscribe several times in a short time. Please try again later.',
};

/** What an unsubscribe link finds: its sign-up still subscribed, already out, or nothing. */
export type UnsubscribeState = 'subscribed' | 'unsubscribed' | 'invalid';

export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    /** Signs unsubscribe links (UNSUBSCRIBE_SECRET). */
    private readonly unsubscribeSecret: string,
  ) {}

  /**
   * Puts the address (trimmed, lower-cased) on the list once; an address that had unsubscribed is
   * subscribed again. A repeated address gets the same answer as a new one, so the form never
   * tells a stranger who has subscribed already.
   */
  async subscribe(ctx: RequestContext, { email }: NewsletterArgs): Promise<NewsletterReceipt> {
    await this.rateLimiter.hit(NEWSLETTER_LIMIT, ctx.clientKey);
    await this.dataSource.query(
      `INSERT INTO newsletter_signup (email) VALUES ($1)
       ON CONFLICT ON CONSTRAINT newsletter_signup_email_unique
       DO UPDATE SET unsubscribed_at = NULL WHERE newsletter_signup.unsubscribed_at IS NOT NULL`,
      [email.trim().toLowerCase()],
    );
    return { subscribed: true, message: NEWSLETTER_THANKS };
  }

  /** The sign-up a token was signed for; null for a malformed, tampered or stale token. */
  private async signupOf(token: string): Promise<NewsletterSignup | null> {
    const id = tokenSignupId(token);
    if (id === null) return null;
    const signup = await this.dataSource.getRepository(NewsletterSignup).findOneBy({ id });
    return signup && tokenMatches(this.unsubscribeSecret, token, signup) ? signup : null;
  }

  /** Reads only: the page shown for a link changes nothing (mail scanners open links). */
  async unsubscribeState(token: string): Promise<UnsubscribeState> {
    const signup = await this.signupOf(token);
    if (!signup) return 'invalid';
    return signup.unsubscribedAt ? 'unsubscribed' : 'subscribed';
  }

  /** Marks the link's sign-up unsubscribed (once; again changes nothing). */
  async unsubscribe(token: string): Promise<UnsubscribeState> {
    const signup = await this.signupOf(token);
    if (!signup) return 'invalid';
    await this.dataSource.query(
      `UPDATE newsletter_signup SET unsubscribed_at = now()
        WHERE id = $1 AND unsubscribed_at IS NULL`,
      [signup.id],
    );
    return 'unsubscribed';
  }

  /**
   * The unsubscribe link for the sign-up of `email` on the site at `siteUrl`, or null when the
   * address has not signed up. What newsletter e-mails carry.
   */
  async unsubscribeLinkFor(siteUrl: string, email: string): Promise<string | null> {
    const signup = await this.dataSource
      .getRepository(NewsletterSignup)
      .findOneBy({ email: email.trim().toLowerCase() });
    return signup ? unsubscribeLink(siteUrl, this.unsubscribeSecret, signup) : null;
  }

  /**
   * Every sign-up as CSV (address, when in clinic time, subscribed or not, its signed unsubscribe
   * link), the export audited in the same transaction. Cells are neutralised against formulas.
   */
  async exportCsv(ctx: RequestContext, siteUrl: string): Promise<{ text: string; day: string }> {
    return this.dataSource.transaction(async (manager) => {
      const signups = await manager
        .getRepository(NewsletterSignup)
        .find({ order: { createdAt: 'ASC', id: 'ASC' } });
      await recordStaffAudit(manager, ctx, {
        action: 'newsletter.export',
        recordType: 'newsletter_signup',
        recordId: 'all',
        after: { count: signups.length },
      });
      const site = siteUrl.replace(/\/+$/, '');
      const text = csvOf([
        ['email', 'signed_up', 'status', 'unsubscribe_link'],
        ...signups.map((signup) => [
          signup.email,
          clinicMinute(signup.createdAt),
          signup.unsubscribedAt ? 'unsubscribed' : 'subscribed',
          unsubscribeLink(site, this.unsubscribeSecret, signup),
        ]),
      ]);
      return { text, day: clinicDateOf(ctx.now()) };
    });
  }
}
