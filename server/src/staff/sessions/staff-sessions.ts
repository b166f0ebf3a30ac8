import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../common/prepared-query';
import type { StaffRole } from '../../common/staff-role';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './session-rules';
import { isWellFormedToken, newSessionToken, sessionIdOf } from './session-token';

/** A live session and the account it signs in. */
export interface LiveSession {
  id: string;
  enrolmentOnly: boolean;
  staff: { id: number; name: string; role: StaffRole; doctorId: number | null };
}

interface SessionRow {
  id: string;
  enrolment_only: boolean;
  last_seen_at: Date;
  staff_id: number;
  name: string;
  role: StaffRole;
  doctor_id: number | null;
}

/** Server-side staff sessions: rows keyed by the SHA-256 of the cookie's token. */
export class StaffSessions {
  constructor(private readonly dataSource: DataSource) {}

  /** Starts a session; answers the token for the cookie (never stored). */
  async start(
    manager: EntityManager,
    staffId: number,
    { now, address, enrolmentOnly }: { now: Date; address: string; enrolmentOnly: boolean },
  ): Promise<string> {
    const { token, id } = newSessionToken();
    await manager.query(
      `INSERT INTO staff_session (id, staff_id, created_at, last_seen_at, ends_at, enrolment_only, address)
       VALUES ($1, $2, $3, $3, $4, $5, $6)`,
      [id, staffId, now, new Date(now.getTime() + SESSION_ABSOLUTE_MS), enrolmentOnly, address],
    );
    return token;
  }

  /**
   * The live session of a cookie's token, its last-seen time moved to now; null when the token is
   * unknown, idle for 30 minutes, past its 12 hours, or its account is disabled.
   */
  async resume(token: string, now: Date): Promise<LiveSession | null> {
    if (!isWellFormedToken(token)) return null;
    const id = sessionIdOf(token);
    // Prepared: every staff request asks this first.
    const rows = await preparedQuery<SessionRow & { ends_at: Date; disabled_at: Date | null }>(
      this.dataSource,
      `SELECT s.id, s.enrolment_only, s.last_seen_at, s.ends_at, a.id AS staff_id, a.name,
         a.role, a.doctor_id, a.disabled_at
       FROM staff_session s JOIN staff_account a ON a.id = s.staff_id WHERE s.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const idleSince = now.getTime() - row.last_seen_at.getTime();
    if (row.ends_at <= now || idleSince >= SESSION_IDLE_MS || row.disabled_at) {
      // Ended is ended: the row goes, so no later clock or request can bring it back.
      await this.end(id);
      return null;
    }
    if (idleSince >= SESSION_TOUCH_MS) {
      await this.dataSource.query(
        `UPDATE staff_session SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2`,
        [id, now],
      );
    }
    return {
      id: row.id,
      enrolmentOnly: row.enrolment_only,
      staff: { id: row.staff_id, name: row.name, role: row.role, doctorId: row.doctor_id },
    };
  }

  /** Ends one session (sign-out). */
  async end(sessionId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(`DELETE FROM staff_session WHERE id = $1`, [sessionId]);
  }

  /** Ends the session of a cookie's token, whatever state it is in (a new sign-in replaces it). */
  async endToken(manager: EntityManager, token: string): Promise<void> {
    if (isWellFormedToken(token)) await this.end(sessionIdOf(token), manager);
  }

  /** Ends every session of an account at once (disabled, password reset). */
  async endAllOf(manager: EntityManager, staffId: number): Promise<number> {
    const [, count] = (await manager.query(`DELETE FROM staff_session WHERE staff_id = $1`, [
      staffId,
    ])) as [unknown, number];
    return count;
  }

  /** After the second factor is set up, the session may do what its role allows. */
  async liftEnrolmentOnly(manager: EntityManager, staffId: number): Promise<void> {
    await manager.query(`UPDATE staff_session SET enrolment_only = false WHERE staff_id = $1`, [
      staffId,
    ]);
  }
}
