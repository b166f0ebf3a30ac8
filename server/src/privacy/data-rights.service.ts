import { randomInt } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_DATA_REQUEST_DUE_DAYS } from '../common/config';
import { DomainError } from '../common/errors';
import { Language } from '../common/language';
import { phoneDigitsOf } from '../common/phone-digits';
import type { RequestContext } from '../common/request-context';
import { recordStaffAudit, staffActorOf } from '../staff/audit/record-audit';
import type { LookupCodeService } from '../shop/lookup-code/lookup-code.service';
import { DATA_RIGHTS_WORDS as W } from './data-rights-words';
import {
  DataRequestKindValue,
  DataRequestProofValue,
  DataRequestStatusValue,
  type DataRequestReceipt,
  type DataRequestView,
} from './data-rights.types';
import {
  collectPatientData,
  correctPatientData,
  erasePatientData,
  type Correction,
  type PatientData,
} from './patient-data';

const DAY = 24 * 60 * 60_000;

// No 0/O, 1/I/L: a reference is read out over the phone.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newReference = () =>
  `DR-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

const COLUMNS = `id::text AS id, reference, phone, kind, status, proof, details,
  taken_by AS "takenBy", identity_check AS "identityCheck", received_at AS "receivedAt",
  due_at AS "dueAt", closed_at AS "closedAt", closed_by AS "closedBy", outcome`;

type Row = Omit<DataRequestView, 'overdue'>;

const validation = (field: string, message: string) =>
  new DomainError('VALIDATION', message, { [field]: message });

const clean = (text: string | null | undefined) => text?.trim() || null;

export interface PatientRequest {
  phone: string;
  unlockToken: string;
  kind: DataRequestKindValue;
  details?: string | null;
  language?: Language | null;
}

export interface VisitRequest {
  phone: string;
  kind: DataRequestKindValue;
  identityCheck: string;
  details?: string | null;
}

/**
 * Patients' data rights (DPDP Act 2023): requests to see, correct or erase what is held for a
 * phone, proven by a one-time code (the order lookup's code, reused) or in person at the desk,
 * answered by an admin before the due date. Every staff step is audited in its transaction.
 */
export class DataRightsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lookupCodes: LookupCodeService,
    private readonly dueDays: number = DEFAULT_DATA_REQUEST_DUE_DAYS,
  ) {}

  /** A patient's request, once the phone is proven by its code: a phone alone opens nothing. */
  async request(ctx: RequestContext, request: PatientRequest): Promise<DataRequestReceipt> {
    if (!(await this.lookupCodes.unlocks(ctx, request.phone, request.unlockToken))) {
      throw new DomainError('UNAUTHENTICATED', W.unlockOver);
    }
    const view = await this.dataSource.transaction((manager) =>
      this.open(manager, ctx.now(), {
        phone: request.phone,
        kind: request.kind,
        proof: DataRequestProofValue.CODE,
        details: clean(request.details),
        language: request.language ?? Language.EN,
        takenBy: null,
        identityCheck: null,
      }),
    );
    return { reference: view.reference, dueAt: view.dueAt, message: W.received };
  }

  /** A request made in person; the desk has checked who the patient is and says how. */
  async recordVisit(ctx: RequestContext, request: VisitRequest): Promise<DataRequestView> {
    const phone = phoneDigitsOf(request.phone);
    if (!phone) throw validation('phone', W.phone);
    const identityCheck = clean(request.identityCheck);
    if (!identityCheck) throw validation('identityCheck', W.identity);
    return this.dataSource.transaction(async (manager) => {
      const view = await this.open(manager, ctx.now(), {
        phone,
        kind: request.kind,
        proof: DataRequestProofValue.VISIT,
        details: clean(request.details),
        language: Language.EN,
        takenBy: staffActorOf(ctx).name,
        identityCheck,
      });
      await recordStaffAudit(manager, ctx, {
        action: 'data_request.record',
        recordType: 'data_request',
        recordId: view.id,
        after: { phone, kind: view.kind, proof: view.proof, identityCheck },
      });
      return view;
    });
  }

  /**
   * Opens a request, or answers the phone's open request of the same kind: asking twice is one
   * request, with one due date.
   */
  private async open(
    manager: EntityManager,
    now: Date,
    fields: {
      phone: string;
      kind: DataRequestKindValue;
      proof: DataRequestProofValue;
      details: string | null;
      language: Language;
      takenBy: string | null;
      identityCheck: string | null;
    },
  ): Promise<DataRequestView> {
    // One request at a time per phone and kind, whichever door it came through.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('data_request:' || $1))`, [
      fields.phone,
    ]);
    const [existing] = (await manager.query(
      `SELECT ${COLUMNS} FROM data_request WHERE phone = $1 AND kind = $2 AND status = 'RECEIVED'`,
      [fields.phone, fields.kind],
    )) as Row[];
    if (existing) return this.view(existing, now);
    const [row] = (await manager.query(
      `INSERT INTO data_request (reference, phone, kind, proof, details, language, taken_by,
         identity_check, received_at, due_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
      [
        newReference(),
        fields.phone,
        fields.kind,
        fields.proof,
        fields.details,
        fields.language,
        fields.takenBy,
        fields.identityCheck,
        now,
        new Date(now.getTime() + this.dueDays * DAY),
      ],
    )) as Row[];
    return this.view(row, now);
  }

  private view(row: Row, now: Date): DataRequestView {
    const dueAt = new Date(row.dueAt);
    return {
      ...row,
      dueAt,
      receivedAt: new Date(row.receivedAt),
      closedAt: row.closedAt ? new Date(row.closedAt) : null,
      overdue: row.status === DataRequestStatusValue.RECEIVED && dueAt.getTime() < now.getTime(),
    };
  }

  /** The queue: open requests first, soonest due first; then the answered ones, newest first. */
  async list(
    ctx: RequestContext,
    status?: DataRequestStatusValue | null,
  ): Promise<DataRequestView[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM data_request WHERE $1::text IS NULL OR status = $1
       ORDER BY (status = 'RECEIVED') DESC,
         CASE WHEN status = 'RECEIVED' THEN due_at END ASC,
         closed_at DESC NULLS LAST, id DESC
       LIMIT 500`,
      [status ?? null],
    )) as Row[];
    return rows.map((row) => this.view(row, ctx.now()));
  }

  private async locked(manager: EntityManager, id: string): Promise<Row> {
    const [row] = (await manager.query(
      `SELECT ${COLUMNS} FROM data_request WHERE id = $1 FOR UPDATE`,
      [Number(id)],
    )) as Row[];
    if (!row) throw new DomainError('NOT_FOUND', W.notFound, { id: W.notFound });
    return row;
  }

  private async lockedOpen(manager: EntityManager, id: string): Promise<Row> {
    const row = await this.locked(manager, id);
    if (row.status !== DataRequestStatusValue.RECEIVED) {
      throw new DomainError('CONFLICT', W.closed, { id: W.closed });
    }
    return row;
  }

  private async close(
    manager: EntityManager,
    ctx: RequestContext,
    id: string,
    status: DataRequestStatusValue,
    outcome: string | null,
  ): Promise<DataRequestView> {
    // An UPDATE answers [rows, count].
    const [[row]] = (await manager.query(
      `UPDATE data_request SET status = $2, outcome = $3, closed_at = $4, closed_by = $5
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [Number(id), status, outcome, ctx.now(), staffActorOf(ctx).name],
    )) as [Row[], number];
    return this.view(row, ctx.now());
  }

  /**
   * Everything held for the request's phone, as the staff download (JSON). Reading it is
   * audited too: a copy of a patient's data left the system.
   */
  async exportFor(
    ctx: RequestContext,
    id: string,
  ): Promise<{ fileName: string; data: PatientData & { request: string; exportedAt: string } }> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.locked(manager, id);
      const data = await collectPatientData(manager, row.phone);
      await recordStaffAudit(manager, ctx, {
        action: 'data_request.export',
        recordType: 'data_request',
        recordId: row.id,
        after: { reference: row.reference, phone: row.phone },
      });
      return {
        fileName: `patient-data-${row.reference}.json`,
        data: { request: row.reference, exportedAt: ctx.now().toISOString(), ...data },
      };
    });
  }

  /** Corrects the phone's names, e-mail or address, and closes a CORRECT request as done. */
  async correct(ctx: RequestContext, id: string, change: Correction): Promise<DataRequestView> {
    const fields: Correction = {
      firstName: clean(change.firstName),
      lastName: clean(change.lastName),
      email: clean(change.email)?.toLowerCase() ?? null,
      address: clean(change.address),
    };
    if (!fields.firstName && !fields.email && !fields.address) {
      throw validation('input', W.nothingToCorrect);
    }
    if (fields.lastName && !fields.firstName) throw validation('firstName', W.firstName);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockedOpen(manager, id);
      if (row.kind !== DataRequestKindValue.CORRECT) {
        throw new DomainError('CONFLICT', W.notCorrect, { id: W.notCorrect });
      }
      const touched = await correctPatientData(manager, row.phone, fields);
      const changed = Object.keys(fields).filter((key) => fields[key as keyof Correction]);
      const view = await this.close(
        manager,
        ctx,
        id,
        DataRequestStatusValue.DONE,
        `Corrected ${changed.join(', ')}`,
      );
      await recordStaffAudit(manager, ctx, {
        action: 'data_request.correct',
        recordType: 'data_request',
        recordId: row.id,
        before: { status: row.status },
        // The fields' names, not their values: a later erasure cannot reach the trail.
        after: { status: view.status, phone: row.phone, fields: changed, records: touched },
      });
      return view;
    });
  }

  /**
   * Erases the personal fields of everything the phone holds and closes the ERASE request. The
   * audit row says what kinds of records were touched and how many, never what they said.
   */
  async erase(ctx: RequestContext, id: string): Promise<DataRequestView> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockedOpen(manager, id);
      if (row.kind !== DataRequestKindValue.ERASE) {
        throw new DomainError('CONFLICT', W.notErase, { id: W.notErase });
      }
      const counts = await erasePatientData(manager, row.phone);
      const view = await this.close(
        manager,
        ctx,
        id,
        DataRequestStatusValue.DONE,
        `Erased: ${counts.appointments} appointments, ${counts.orders} orders ` +
          `(${counts.invoicesKept} invoices kept for tax law), ${counts.contactMessages} messages`,
      );
      await recordStaffAudit(manager, ctx, {
        action: 'data_request.erase',
        recordType: 'data_request',
        recordId: row.id,
        before: { status: row.status },
        after: { status: view.status, phone: row.phone, erased: counts },
      });
      return view;
    });
  }

  async refuse(ctx: RequestContext, id: string, reason: string): Promise<DataRequestView> {
    const outcome = clean(reason);
    if (!outcome) throw validation('reason', W.reason);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockedOpen(manager, id);
      const view = await this.close(manager, ctx, id, DataRequestStatusValue.REFUSED, outcome);
      await recordStaffAudit(manager, ctx, {
        action: 'data_request.refuse',
        recordType: 'data_request',
        recordId: row.id,
        before: { status: row.status },
        after: { status: view.status, reason: outcome },
      });
      return view;
    });
  }

  /** Marks a request done (a copy handed over, say) without changing any data. */
  async complete(ctx: RequestContext, id: string, note?: string | null): Promise<DataRequestView> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockedOpen(manager, id);
      const view = await this.close(
        manager,
        ctx,
        id,
        DataRequestStatusValue.DONE,
        clean(note) ?? 'Done',
      );
      await recordStaffAudit(manager, ctx, {
        action: 'data_request.complete',
        recordType: 'data_request',
        recordId: row.id,
        before: { status: row.status },
        after: { status: view.status, note: view.outcome },
      });
      return view;
    });
  }
}
