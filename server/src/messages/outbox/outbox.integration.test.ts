import { startTestApp, type TestApp } from '../../test/test-app';
import { OutboxMessage } from './outbox-message.entity';

// The outbox writes in the caller's transaction: what commits is queued, what rolls back is not.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function jobsOf(id: string): Promise<number> {
  const rows: unknown[] = await app.dataSource.query('SELECT 1 FROM pgboss.job WHERE id = $1', [
    id,
  ]);
  return rows.length;
}

it('a committed change leaves its message and its job on the queue', async () => {
  const [message] = await app.dataSource.transaction((manager) =>
    app.services.outbox.queue(
      manager,
      [{ template: 'clinic_new_contact', email: 'care@clinic.test', params: { name: 'x' } }],
      new Date(),
    ),
  );
  const row = await app.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: message.id });
  expect(row).toMatchObject({ status: 'QUEUED', audience: 'CLINIC', attempts: 0 });
  expect(await jobsOf(message.id)).toBe(1);
});

it('a change that rolls back leaves neither message nor job', async () => {
  let id = '';
  await expect(
    app.dataSource.transaction(async (manager) => {
      const [message] = await app.services.outbox.queue(
        manager,
        [{ template: 'order_shipped', phone: '9876543210', params: { orderNumber: 'ORD-1' } }],
        new Date(),
      );
      id = message.id;
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(id).not.toBe('');
  expect(await app.dataSource.getRepository(OutboxMessage).countBy({ id })).toBe(0);
  expect(await jobsOf(id)).toBe(0);
});
