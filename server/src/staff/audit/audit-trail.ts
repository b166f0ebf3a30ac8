import type { DataSource } from 'typeorm';
import { addDays, clinicInstant, isCalendarDate } from '../../booking/clinic-time';
import { validationError } from '../../common/errors';
import { STAFF_WORDS } from '../staff-words';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilterInput {
  recordType?: string | null;
  recordId?: string | null;
  staffId?: number | null;
  /** A clinic day, YYYY-MM-DD (Asia/Kolkata). */
  day?: string | null;
  /** From 1. */
  page?: number | null;
}

export interface AuditEntryView {
  id: string;
  at: Date;
  actorName: string;
  actorKind: string;
  address: string;
  action: string;
  recordType: string;
  recordId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit trail as admins read it: by record, staff member and clinic day, newest first. */
export class AuditTrail {
  constructor(private readonly dataSource: DataSource) {}

  async read(filter: AuditFilterInput): Promise<{ entries: AuditEntryView[]; total: number }> {
    const page = filter.page ?? 1;
    if (!Number.isInteger(page) || page < 1) throw validationError({ page: STAFF_WORDS.auditPage });
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: string, ...values: unknown[]) => {
      params.push(...values);
      where.push(
        clause.replace(/\$(\d)/g, (_, n) => `$${params.length - values.length + Number(n)}`),
      );
    };
    if (filter.recordType) add('record_type = $1', filter.recordType);
    if (filter.recordId) add('record_id = $1', filter.recordId);
    if (filter.staffId) add('staff_id = $1', filter.staffId);
    if (filter.day) {
      if (!isCalendarDate(filter.day)) throw validationError({ day: STAFF_WORDS.auditDay });
      add(
        'at >= $1 AND at < $2',
        clinicInstant(filter.day, 0),
        clinicInstant(addDays(filter.day, 1), 0),
      );
    }
    const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM audit_entry ${condition}`,
      params,
    );
    const rows = await this.dataSource.query(
      `SELECT id, at, actor_name, actor_kind, address, action, record_type, record_id, before, after
       FROM audit_entry ${condition} ORDER BY at DESC, id DESC
       LIMIT ${AUDIT_PAGE_SIZE} OFFSET ${(page - 1) * AUDIT_PAGE_SIZE}`,
      params,
    );
    return {
      total,
      entries: rows.map((row: Record<string, unknown>) => ({
        id: String(row.id),
        at: row.at as Date,
        actorName: row.actor_name as string,
        actorKind: row.actor_kind as string,
        address: row.address as string,
        action: row.action as string,
        recordType: row.record_type as string,
        recordId: row.record_id as string,
        before: row.before as Record<string, unknown> | null,
        after: row.after as Record<string, unknown> | null,
      })),
    };
  }
}
