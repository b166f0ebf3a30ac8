import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { SnakeNamingStrategy } from '../common/naming-strategy';
import { entities } from '../entities';
import { migrations } from './index';

// The global setup has already migrated this database; these tests read what it holds.
const url = process.env.TEST_DATABASE_URL;

describe('migrations', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'postgres',
      url,
      entities,
      migrations,
      namingStrategy: new SnakeNamingStrategy(),
      extra: { max: 1 },
    });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('leaves nothing pending and matches the entities exactly', async () => {
    expect(await dataSource.showMigrations()).toBe(false);
    const drift = await dataSource.driver.createSchemaBuilder().log();
    expect(drift.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('refuses two active appointments of one doctor at overlapping times', async () => {
    await expect(
      dataSource.transaction(async (manager) => {
        const [{ id: doctorId }] = await manager.query(
          `INSERT INTO doctor (slug, name, specialization, qualification, experience_years, bio,
             consultation_fee) VALUES ('overlap-check', 'Dr. Overlap', 'Proctology', 'MBBS', 3, '-', 300)
           RETURNING id`,
        );
        const insert = `INSERT INTO appointment (reference, doctor_id, starts_at, ends_at,
            patient_first_name, patient_phone) VALUES ($1, $2, $3, $4, 'Asha', '9876543210')`;
        await manager.query(insert, [
          'APT-OVER1',
          doctorId,
          '2030-01-07T10:00:00+05:30',
          '2030-01-07T10:30:00+05:30',
        ]);
        await manager.query(insert, [
          'APT-OVER2',
          doctorId,
          '2030-01-07T10:15:00+05:30',
          '2030-01-07T10:45:00+05:30',
        ]);
      }),
    ).rejects.toMatchObject({ driverError: { code: '23P01' } });
  });

  it('refuses negative stock and a quantity of zero', async () => {
    await expect(
      dataSource.query(`UPDATE product SET stock = -1 WHERE id = (SELECT min(id) FROM product)`),
    ).rejects.toMatchObject({ driverError: { constraint: 'product_stock_non_negative' } });
    await expect(
      dataSource.transaction(async (manager) => {
        const [{ id: orderId }] = await manager.query(
          `INSERT INTO customer_order (order_number, customer_name, customer_phone, customer_email,
             shipping_address, total_amount)
           VALUES ('ORD-CHECK-1', 'Asha', '9876543210', 'a@example.in', 'Somewhere', 0)
           RETURNING id`,
        );
        await manager.query(
          `INSERT INTO order_item (order_id, product_id, product_name, unit_price, quantity)
           VALUES ($1, (SELECT min(id) FROM product), 'x', 10, 0)`,
          [orderId],
        );
      }),
    ).rejects.toMatchObject({ driverError: { constraint: 'order_item_quantity_positive' } });
  });
});
