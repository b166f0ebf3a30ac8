import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `desk_day_version(from, to, first_date, last_date)`: a fingerprint of every row the desk's day
 * view reads (readDeskDays: the doctors, their appointments starting in [from, to) with queue
 * entries, their leave touching the dates), made of each row's id and `xmin`, the transaction
 * that wrote its current version. Any committed insert, update or delete of such a row, or a row
 * moving into or out of the range, changes it, whoever wrote it (the site, the worker, a script).
 * The desk keeps the rows it read with their fingerprint and reads them again only when the
 * fingerprint differs (DeskDayRowsCache). On the bench's 12 doctors and 50,000 appointments the
 * check takes about 0.2 ms in PostgreSQL; the read it saves, about 1 ms and 40 KB to parse.
 */
export class DeskDayVersion1764800600000 implements MigrationInterface {
  name = 'DeskDayVersion1764800600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Each part is the count of its rows and the sum of a 64-bit hash of each one's id and xmin:
    // no sort and no string of them all. A generic plan, made once per connection: PL/pgSQL
    // would otherwise plan the three statements again at every call (0.55 ms instead of 0.22).
    await queryRunner.query(
      `CREATE FUNCTION desk_day_version(day_from timestamptz, day_to timestamptz,
         first_date date, last_date date) RETURNS text LANGUAGE plpgsql STABLE
       SET plan_cache_mode = force_generic_plan AS $$
       BEGIN
         RETURN (SELECT count(*) || ':' || coalesce(sum(hashtextextended(d.id || ':' || d.xmin, 0)), 0)
                 FROM doctor d)
           || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(
                        a.id || ':' || a.xmin || ':' || coalesce(q.id || ':' || q.xmin, ''), 0)), 0)
                      FROM appointment a LEFT JOIN queue_entry q ON q.appointment_id = a.id
                      WHERE a.doctor_id = ANY (ARRAY(SELECT id FROM doctor))
                        AND a.starts_at >= day_from AND a.starts_at < day_to)
           || '|' || (SELECT count(*) || ':' || coalesce(sum(hashtextextended(l.id || ':' || l.xmin, 0)), 0)
                      FROM doctor_leave l
                      WHERE l.doctor_id = ANY (ARRAY(SELECT id FROM doctor))
                        AND l.from_date <= last_date AND l.to_date >= first_date);
       END $$`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION desk_day_version(timestamptz, timestamptz, date, date)`);
  }
}
