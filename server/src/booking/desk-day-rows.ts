import type { DataSource } from 'typeorm';
import { addDays, clinicInstant } from './clinic-time';
import {
  deskDaysVersion,
  readDeskDays,
  type DeskDayRows,
  type VersionedDayRows,
} from './desk-day-read';

/** How many clinic dates' rows are kept: today, and a few the desk has just looked at. */
const DATES_KEPT = 4;

/**
 * The rows of each recently viewed day of the desk, read again only when they have changed.
 *
 * The desk's Today screen asks for every doctor's day every few seconds from every desk, and the
 * day is mostly as it was. Each read first asks PostgreSQL for the day's fingerprint
 * (`desk_day_version`, one small statement); when it equals that of the rows kept, they are
 * answered, otherwise the day is read afresh, fingerprint and rows in one statement (one
 * snapshot). Nothing is ever answered that the database does not hold at the moment of the
 * check, on this instance or any other, whoever changed it. Only rows are kept (the counts and
 * free slots depend on the time and are worked out at every read), in this process's memory, for
 * at most DATES_KEPT dates; only the desk's resolvers, behind their role check, read them.
 */
export class DeskDayRowsCache {
  private readonly kept = new Map<string, VersionedDayRows>();

  constructor(private readonly dataSource: DataSource) {}

  /** Every doctor's rows for the clinic date `day` (see readDeskDays). */
  async rows(day: string): Promise<DeskDayRows> {
    const from = clinicInstant(day, 0);
    const to = clinicInstant(addDays(day, 1), 0);
    const kept = this.kept.get(day);
    if (kept && (await deskDaysVersion(this.dataSource, from, to, day, day)) === kept.version) {
      return kept.rows;
    }
    const read = await readDeskDays(this.dataSource, from, to, day, day);
    // Most recently read last; the oldest date goes first.
    this.kept.delete(day);
    this.kept.set(day, read);
    if (this.kept.size > DATES_KEPT) this.kept.delete(this.kept.keys().next().value!);
    return read.rows;
  }
}
