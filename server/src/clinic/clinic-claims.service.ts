import type { DataSource } from 'typeorm';
import type { RequestContext } from '../common/request-context';
import { announceContentChange } from '../common/content-changes';
import { recordStaffAudit } from '../staff/audit/record-audit';
import { ClinicClaims } from './clinic-claims.entity';

export interface ClaimsFigures {
  patientsTreated: number | null;
  yearsOfService: number | null;
  successRate: number | null;
  updatedAt: Date | null;
}

const NONE: ClaimsFigures = {
  patientsTreated: null,
  yearsOfService: null,
  successRate: null,
  updatedAt: null,
};

/** The hero's claims: the clinic's own figures, edited by an admin, empty until then. */
export class ClinicClaimsService {
  constructor(private readonly dataSource: DataSource) {}

  async get(): Promise<ClaimsFigures> {
    const row = await this.dataSource.getRepository(ClinicClaims).findOneBy({ id: 1 });
    return row ? pick(row) : NONE;
  }

  /** Replaces the figures (an absent one is cleared), with its audit row, in one transaction. */
  update(
    ctx: RequestContext,
    input: {
      patientsTreated?: number | null;
      yearsOfService?: number | null;
      successRate?: number | null;
    },
  ): Promise<ClaimsFigures> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ClinicClaims);
      await manager.query(`SELECT id FROM clinic_claims WHERE id = 1 FOR UPDATE`);
      const before = await repository.findOneBy({ id: 1 });
      const after: ClinicClaims = {
        id: 1,
        patientsTreated: input.patientsTreated ?? null,
        yearsOfService: input.yearsOfService ?? null,
        successRate: input.successRate ?? null,
        updatedAt: ctx.now(),
      };
      await repository.upsert(after, ['id']);
      const figures = ({ updatedAt: _u, ...rest }: ClaimsFigures) => rest;
      await recordStaffAudit(manager, ctx, {
        action: 'clinicClaims.update',
        recordType: 'clinic_claims',
        recordId: 1,
        before: before ? figures(pick(before)) : null,
        after: figures(pick(after)),
      });
      await announceContentChange(manager, 'testimonials');
      return pick(after);
    });
  }
}

function pick(row: ClinicClaims): ClaimsFigures {
  return {
    patientsTreated: row.patientsTreated,
    yearsOfService: row.yearsOfService,
    successRate: row.successRate,
    updatedAt: row.updatedAt,
  };
}
