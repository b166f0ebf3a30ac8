import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DomainError, validationError } from '../../common/errors';
import type { RequestContext, StaffActor } from '../../common/request-context';
import { isStaffRole, type StaffRole } from '../../common/staff-role';
import { recordStaffAudit, staffActorOf } from '../audit/record-audit';
import { STAFF_WORDS } from '../staff-words';

export interface IntegrationKeyView {
  id: number;
  name: string;
  role: StaffRole;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

interface KeyRow {
  id: number;
  name: string;
  role: StaffRole;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

const COLUMNS = `id, name, role, created_at, revoked_at, last_used_at`;
const PREFIX = 'csk_';

const viewOf = (row: KeyRow): IntegrationKeyView => ({
  id: row.id,
  name: row.name,
  role: row.role,
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
  lastUsedAt: row.last_used_at,
});

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Keys other systems act with, each with one role; made and revoked by an admin. The secret
 * (`csk_` and 256 random bits) is answered once; only its SHA-256 is kept.
 */
export class IntegrationKeys {
  constructor(private readonly dataSource: DataSource) {}

  async create(
    request: RequestContext,
    input: { name: string; role: string },
  ): Promise<{ key: IntegrationKeyView; secret: string }> {
    const name = input.name.trim();
    if (name.length === 0 || name.length > 100)
      throw validationError({ name: STAFF_WORDS.keyName });
    if (!isStaffRole(input.role)) throw validationError({ role: STAFF_WORDS.roleUnknown });
    if (input.role === 'doctor') throw validationError({ role: STAFF_WORDS.keyRoleDoctor });
    const actor = staffActorOf(request);
    // A key makes no keys: every key has a person who made it.
    if (actor.kind !== 'staff') throw new DomainError('FORBIDDEN', STAFF_WORDS.keysMakeNoKeys);
    const secret = PREFIX + randomBytes(32).toString('base64url');
    return this.dataSource.transaction(async (manager) => {
      const [row]: KeyRow[] = await manager.query(
        `INSERT INTO integration_key (key_hash, name, role, created_by_id, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [hashOf(secret), name, input.role, actor.staffId, request.now()],
      );
      await recordStaffAudit(manager, request, {
        action: 'integration-key.create',
        recordType: 'integration_key',
        recordId: row.id,
        after: { name, role: input.role },
      });
      return { key: viewOf(row), secret };
    });
  }

  async list(): Promise<IntegrationKeyView[]> {
    const rows: KeyRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM integration_key ORDER BY revoked_at IS NOT NULL, created_at DESC, id DESC`,
    );
    return rows.map(viewOf);
  }

  async revoke(request: RequestContext, id: number): Promise<IntegrationKeyView> {
    return this.dataSource.transaction(async (manager) => {
      const [row]: KeyRow[] = await manager.query(
        `SELECT ${COLUMNS} FROM integration_key WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!row) throw new DomainError('NOT_FOUND', STAFF_WORDS.keyUnknown);
      if (row.revoked_at) return viewOf(row);
      const [[revoked]]: [KeyRow[]] = await manager.query(
        `UPDATE integration_key SET revoked_at = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, request.now()],
      );
      await recordStaffAudit(manager, request, {
        action: 'integration-key.revoke',
        recordType: 'integration_key',
        recordId: id,
        before: { revokedAt: null },
        after: { revokedAt: revoked.revoked_at },
      });
      return viewOf(revoked);
    });
  }

  /** The actor of a Bearer secret, its use recorded; null for an unknown or revoked key. */
  async actorFor(secret: string, now: Date): Promise<StaffActor | null> {
    if (!secret.startsWith(PREFIX) || secret.length > 100) return null;
    const [[row]]: [KeyRow[]] = await this.dataSource.query(
      `UPDATE integration_key SET last_used_at = $2
       WHERE key_hash = $1 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
      [hashOf(secret), now],
    );
    if (!row) return null;
    return { kind: 'key', keyId: row.id, name: row.name, role: row.role, doctorId: null };
  }
}
