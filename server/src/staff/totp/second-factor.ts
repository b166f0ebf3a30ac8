import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors';
import type { RequestContext } from '../../common/request-context';
import { recordStaffAudit, staffActorOf } from '../audit/record-audit';
import type { StaffSessions } from '../sessions/staff-sessions';
import { STAFF_WORDS } from '../staff-words';
import {
  looksLikeTotpCode,
  matchingTimeStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpLink,
} from './totp-codes';

/**
 * The TOTP second factor: enrolment (a secret, then a code proving the app holds it, then ten
 * recovery codes shown once) and the check at sign-in, where each code and each recovery code
 * works once.
 */
export class SecondFactor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: StaffSessions,
  ) {}

  private staffIdOf(request: RequestContext): number {
    const actor = staffActorOf(request);
    if (actor.kind !== 'staff') throw new DomainError('FORBIDDEN', STAFF_WORDS.keysCannotEnrol);
    return actor.staffId;
  }

  /** A new secret for the signed-in staff member's app; any earlier unfinished one is replaced. */
  async begin(request: RequestContext): Promise<{ otpauthUrl: string; secret: string }> {
    const staffId = this.staffIdOf(request);
    const secret = newTotpSecret();
    const [[row]] = await this.dataSource.query(
      `UPDATE staff_account SET totp_secret = $2
       WHERE id = $1 AND totp_enabled_at IS NULL RETURNING email`,
      [staffId, secret],
    );
    if (!row) throw new DomainError('CONFLICT', STAFF_WORDS.totpAlreadyOn);
    return { otpauthUrl: totpLink(row.email, secret), secret };
  }

  /** Turns the factor on with a code from the app; answers the recovery codes, shown only now. */
  async confirm(request: RequestContext, code: string): Promise<string[]> {
    const staffId = this.staffIdOf(request);
    const now = request.now();
    return this.dataSource.transaction(async (manager) => {
      const [account] = await manager.query(
        `SELECT totp_secret, totp_enabled_at FROM staff_account WHERE id = $1 FOR UPDATE`,
        [staffId],
      );
      if (account?.totp_enabled_at) throw new DomainError('CONFLICT', STAFF_WORDS.totpAlreadyOn);
      if (!account?.totp_secret) throw new DomainError('CONFLICT', STAFF_WORDS.totpNotStarted);
      const step = looksLikeTotpCode(code)
        ? await matchingTimeStep(account.totp_secret, code, now, null)
        : null;
      if (step === null)
        throw new DomainError('VALIDATION', STAFF_WORDS.codeWrong, { code: STAFF_WORDS.codeWrong });
      await manager.query(
        `UPDATE staff_account SET totp_enabled_at = $2, totp_last_step = $3 WHERE id = $1`,
        [staffId, now, step],
      );
      const codes = newRecoveryCodes();
      await manager.query(`DELETE FROM staff_recovery_code WHERE staff_id = $1`, [staffId]);
      for (const recovery of codes) {
        await manager.query(
          `INSERT INTO staff_recovery_code (staff_id, code_hash) VALUES ($1, $2)`,
          [staffId, recoveryCodeHash(recovery)],
        );
      }
      await this.sessions.liftEnrolmentOnly(manager, staffId);
      await recordStaffAudit(manager, request, {
        action: 'staff.totp-enable',
        recordType: 'staff_account',
        recordId: staffId,
        before: { totpEnabled: false },
        after: { totpEnabled: true, recoveryCodes: codes.length },
      });
      return codes;
    });
  }

  /**
   * Whether `code` is the account's current TOTP code or one of its unused recovery codes; a
   * code that matches is used up in the same statement, so two requests cannot both use it.
   */
  async accept(manager: EntityManager, staffId: number, code: string, now: Date): Promise<boolean> {
    const [account] = await manager.query(
      `SELECT totp_secret, totp_last_step FROM staff_account WHERE id = $1`,
      [staffId],
    );
    if (!account?.totp_secret) return false;
    if (looksLikeTotpCode(code)) {
      const last = account.totp_last_step === null ? null : Number(account.totp_last_step);
      const step = await matchingTimeStep(account.totp_secret, code, now, last);
      if (step === null) return false;
      const [used] = await manager.query(
        `UPDATE staff_account SET totp_last_step = $2
         WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
        [staffId, step],
      );
      return used.length === 1;
    }
    const [used] = await manager.query(
      `UPDATE staff_recovery_code SET used_at = $3
       WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
      [staffId, recoveryCodeHash(code), now],
    );
    return used.length === 1;
  }
}
