import type { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors';
import type { RequestContext } from '../../common/request-context';
import type { StaffRole } from '../../common/staff-role';
import { normaliseEmail } from '../accounts/staff-account-input';
import { maskEmail } from '../audit/mask-for-audit';
import type { PasswordHasher } from '../password/password-hasher';
import { PASSWORD_MAX_LENGTH } from '../password/password-policy';
import type { StaffSessions } from '../sessions/staff-sessions';
import { STAFF_WORDS } from '../staff-words';
import type { SecondFactor } from '../totp/second-factor';
import { SignInThrottle } from './sign-in-throttle';

export interface SignedIn {
  staffId: number;
  /** The new session's token, for the cookie. */
  token: string;
  /** An admin without a second factor: the session may only enrol one. */
  enrolmentOnly: boolean;
}

interface CandidateRow {
  id: number;
  role: StaffRole;
  password_hash: string;
  totp_enabled_at: Date | null;
}

/**
 * Sign-in with an e-mail address, a password and, when the account has one, a second factor's
 * code. Unknown addresses, disabled accounts and wrong passwords get one answer in one time
 * (a password is checked against a dummy hash when there is no account). Every try is logged,
 * without the password and with the address masked.
 */
export class StaffSignIn {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly sessions: StaffSessions,
    private readonly secondFactor: SecondFactor,
  ) {}

  async signIn(
    request: RequestContext,
    input: { email: string; password: string; code?: string | null },
    /** The token of a session this browser already had: it ends, a new one replaces it. */
    previousToken?: string,
  ): Promise<SignedIn> {
    const now = request.now();
    const email = normaliseEmail(input.email).slice(0, 254);
    const log = (outcome: string) =>
      request.logger.info({ staffSignIn: { email: maskEmail(email), outcome } }, 'staff sign-in');
    let attemptId: string;
    try {
      attemptId = await this.throttle.begin(
        SignInThrottle.accountKey(email),
        request.clientKey,
        now,
      );
    } catch (error) {
      log('throttled');
      throw error;
    }
    const [account]: CandidateRow[] = await this.dataSource.query(
      `SELECT id, role, password_hash, totp_enabled_at FROM staff_account
       WHERE email = $1 AND disabled_at IS NULL`,
      [email],
    );
    // An over-long password is no one's, but costs the same time to refuse.
    const password = input.password.slice(0, PASSWORD_MAX_LENGTH * 4);
    const passwordRight =
      account && [...input.password].length <= PASSWORD_MAX_LENGTH
        ? await this.hasher.verify(account.password_hash, password)
        : await this.hasher.verifyNothing(password);
    if (!account || !passwordRight) {
      await this.throttle.settle(attemptId, 'failure');
      log('bad credentials');
      throw new DomainError('BAD_CREDENTIALS', STAFF_WORDS.badCredentials);
    }

    const code = input.code?.trim();
    if (account.totp_enabled_at && !code) {
      await this.throttle.settle(attemptId, 'code-needed');
      log('code needed');
      throw new DomainError('TOTP_REQUIRED', STAFF_WORDS.totpRequired);
    }

    const signedIn = await this.dataSource.transaction(async (manager) => {
      if (
        account.totp_enabled_at &&
        !(await this.secondFactor.accept(manager, account.id, code!, now))
      )
        return null;
      if (this.hasher.needsRehash(account.password_hash)) {
        await manager.query(`UPDATE staff_account SET password_hash = $2 WHERE id = $1`, [
          account.id,
          await this.hasher.hash(password),
        ]);
      }
      if (previousToken) await this.sessions.endToken(manager, previousToken);
      const enrolmentOnly = account.role === 'admin' && !account.totp_enabled_at;
      const token = await this.sessions.start(manager, account.id, {
        now,
        address: request.address,
        enrolmentOnly,
      });
      return { staffId: account.id, token, enrolmentOnly };
    });
    if (!signedIn) {
      await this.throttle.settle(attemptId, 'failure');
      log('wrong code');
      throw new DomainError('BAD_CREDENTIALS', STAFF_WORDS.codeWrong);
    }
    await this.throttle.settle(attemptId, 'success');
    log(signedIn.enrolmentOnly ? 'signed in to enrol' : 'signed in');
    return signedIn;
  }
}
