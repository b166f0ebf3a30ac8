import type { DataSource } from 'typeorm';
import { DomainError, driverError, validationError } from '../../common/errors';
import type { StaffRole } from '../../common/staff-role';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { assertUsablePassword } from '../password/password-policy';
import type { PasswordHasher } from '../password/password-hasher';
import type { StaffSessions } from '../sessions/staff-sessions';
import { STAFF_WORDS } from '../staff-words';
import { normaliseEmail, registrationProblem, validateNewAccount } from './staff-account-input';

/** Who makes an account change: a staff member or key, or the command line (`system`). */
export interface AccountChanger {
  actor: AuditActor;
  address: string;
}

/** What the staff desk and the command line show of an account (never its secrets). */
export interface StaffAccountView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  doctorId: number | null;
  totpEnabled: boolean;
  disabledAt: Date | null;
  createdAt: Date;
}

interface AccountRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  doctor_id: number | null;
  totp_enabled_at: Date | null;
  disabled_at: Date | null;
  created_at: Date;
}

const VIEW_COLUMNS = `id, email, name, role, doctor_id, totp_enabled_at, disabled_at, created_at`;

function viewOf(row: AccountRow): StaffAccountView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    doctorId: row.doctor_id,
    totpEnabled: row.totp_enabled_at !== null,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
  };
}

/**
 * Staff accounts: made, disabled and given a new password from the command line, each change
 * with its audit row in the same transaction. Disabling and a new password end the account's
 * sessions at once (ASVS 7.4.2).
 */
export class StaffAccounts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: StaffSessions,
  ) {}

  async add(
    input: {
      email: string;
      name: string;
      role: string;
      doctorSlug?: string;
      registrationNumber?: string;
      password: string;
    },
    by: AccountChanger,
  ): Promise<StaffAccountView> {
    const account = validateNewAccount(input);
    const passwordHash = await this.hasher.hash(account.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        let doctorId: number | null = null;
        if (account.doctorSlug) {
          const [doctor] = await manager.query(`SELECT id FROM doctor WHERE slug = $1`, [
            account.doctorSlug,
          ]);
          if (!doctor) throw validationError({ doctor: STAFF_WORDS.doctorUnknown });
          doctorId = doctor.id;
        }
        const [row]: AccountRow[] = await manager.query(
          `INSERT INTO staff_account (email, name, role, doctor_id, password_hash,
             registration_number)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${VIEW_COLUMNS}`,
          [
            account.email,
            account.name,
            account.role,
            doctorId,
            passwordHash,
            account.registrationNumber ?? null,
          ],
        );
        await recordAudit(manager, by, {
          action: 'staff.add',
          recordType: 'staff_account',
          recordId: row.id,
          after: {
            email: row.email,
            name: row.name,
            role: row.role,
            doctorId,
            ...(account.registrationNumber
              ? { registrationNumber: account.registrationNumber }
              : {}),
          },
        });
        return viewOf(row);
      });
    } catch (error) {
      if (driverError(error).constraint === 'staff_account_email_unique')
        throw validationError({ email: STAFF_WORDS.emailTaken });
      throw error;
    }
  }

  async list(): Promise<StaffAccountView[]> {
    const rows: AccountRow[] = await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS} FROM staff_account ORDER BY disabled_at IS NOT NULL, role, name, id`,
    );
    return rows.map(viewOf);
  }

  async count(): Promise<number> {
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM staff_account`,
    );
    return count;
  }

  async byId(id: number): Promise<StaffAccountView | null> {
    const [row]: AccountRow[] = await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS} FROM staff_account WHERE id = $1`,
      [id],
    );
    return row ? viewOf(row) : null;
  }

  /** Disables an account and ends its sessions; disabling it again changes nothing. */
  async disable(email: string, by: AccountChanger, now: Date): Promise<StaffAccountView> {
    return this.dataSource.transaction(async (manager) => {
      const [row]: AccountRow[] = await manager.query(
        `SELECT ${VIEW_COLUMNS} FROM staff_account WHERE email = $1 FOR UPDATE`,
        [normaliseEmail(email)],
      );
      if (!row) throw new DomainError('NOT_FOUND', STAFF_WORDS.accountUnknown);
      const ended = await this.sessions.endAllOf(manager, row.id);
      if (row.disabled_at) return viewOf(row);
      const [[updated]]: [AccountRow[]] = await manager.query(
        `UPDATE staff_account SET disabled_at = $2 WHERE id = $1 RETURNING ${VIEW_COLUMNS}`,
        [row.id, now],
      );
      await recordAudit(manager, by, {
        action: 'staff.disable',
        recordType: 'staff_account',
        recordId: row.id,
        before: { disabledAt: null },
        after: { disabledAt: now, sessionsEnded: ended },
      });
      return viewOf(updated);
    });
  }

  /** Records a pharmacist's registration number (pharmacy and admin accounts). */
  async setRegistration(
    email: string,
    registrationNumber: string,
    by: AccountChanger,
  ): Promise<StaffAccountView> {
    const registration = registrationNumber.trim();
    return this.dataSource.transaction(async (manager) => {
      const [row]: (AccountRow & { registration_number: string | null })[] = await manager.query(
        `SELECT ${VIEW_COLUMNS}, registration_number FROM staff_account WHERE email = $1
         FOR UPDATE`,
        [normaliseEmail(email)],
      );
      if (!row) throw new DomainError('NOT_FOUND', STAFF_WORDS.accountUnknown);
      const problem = registrationProblem(row.role, registration);
      if (problem) throw validationError({ registration: problem });
      await manager.query(`UPDATE staff_account SET registration_number = $2 WHERE id = $1`, [
        row.id,
        registration,
      ]);
      await recordAudit(manager, by, {
        action: 'staff.set-registration',
        recordType: 'staff_account',
        recordId: row.id,
        before: { registrationNumber: row.registration_number },
        after: { registrationNumber: registration },
      });
      return viewOf(row);
    });
  }

  /** Sets a new password and ends every session of the account. */
  async resetPassword(
    email: string,
    password: string,
    by: AccountChanger,
  ): Promise<StaffAccountView> {
    assertUsablePassword(password);
    const passwordHash = await this.hasher.hash(password);
    return this.dataSource.transaction(async (manager) => {
      const [[row]]: [AccountRow[]] = await manager.query(
        `UPDATE staff_account SET password_hash = $2 WHERE email = $1 RETURNING ${VIEW_COLUMNS}`,
        [normaliseEmail(email), passwordHash],
      );
      if (!row) throw new DomainError('NOT_FOUND', STAFF_WORDS.accountUnknown);
      const ended = await this.sessions.endAllOf(manager, row.id);
      await recordAudit(manager, by, {
        action: 'staff.reset-password',
        recordType: 'staff_account',
        recordId: row.id,
        after: { password: 'changed', sessionsEnded: ended },
      });
      return viewOf(row);
    });
  }
}
