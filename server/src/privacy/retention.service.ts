import type { DataSource } from 'typeorm';
import { DEFAULT_RETENTION_MONTHS } from '../common/config';
import { recordAudit } from '../staff/audit/record-audit';

/** The instant `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export interface RetentionRun {
  symptoms: number;
  contactMessages: number;
}

/**
 * What is kept only for a while (PERSONAL_DATA_RETENTION_MONTHS, 3 years by default): the
 * symptoms written with an appointment, counted from the appointment, and contact messages,
 * counted from when they were sent. Housekeeping runs it on the server clock; a run that
 * erased something writes one audit row (actor `system`) with the counts, never the texts.
 */
export class RetentionService {
  constructor(
    private readonly dataSource: DataSource,
    readonly months: number = DEFAULT_RETENTION_MONTHS,
  ) {}

  async eraseExpired(now: Date): Promise<RetentionRun> {
    const before = monthsBefore(now, this.months);
    return this.dataSource.transaction(async (manager) => {
      const [, symptoms] = (await manager.query(
        `UPDATE appointment SET symptoms = NULL WHERE symptoms IS NOT NULL AND starts_at < $1`,
        [before],
      )) as [unknown, number];
      const [, contactMessages] = (await manager.query(
        `DELETE FROM contact_message WHERE created_at < $1`,
        [before],
      )) as [unknown, number];
      if (symptoms + contactMessages > 0) {
        await recordAudit(
          manager,
          { actor: { kind: 'system', name: 'retention' }, address: 'server' },
          {
            action: 'retention.erase',
            recordType: 'retention',
            recordId: before.toISOString(),
            after: {
              olderThan: before.toISOString(),
              months: this.months,
              // Not `symptoms`: the trail withholds a key of that name, counts and all.
              appointmentsWithSymptoms: symptoms,
              contactMessages,
            },
          },
        );
      }
      return { symptoms, contactMessages };
    });
  }
}
