import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../common/database';
import { entities } from '../../entities';
import { migrations } from '../../migrations';
import { testDatabaseUrl } from '../../test/test-app';
import { recordAudit } from './record-audit';

const who = {
  actor: { kind: 'staff', staffId: 7, name: 'Asha (reception)', role: 'reception', doctorId: null },
  address: '203.0.113.9',
} as const;

describe('the audit trail', () => {
  let dataSource: DataSource;
  const rowsFor = (recordId: string) =>
    dataSource.query(
      `SELECT actor_kind, staff_id, actor_name, address, action, before, after
       FROM audit_entry WHERE record_type = 'test' AND record_id = $1`,
      [recordId],
    );

  beforeAll(async () => {
    dataSource = new DataSource(dataSourceOptions(testDatabaseUrl(), { entities, migrations }, 2));
    await dataSource.initialize();
  });
  afterAll(() => dataSource.destroy());

  it('keeps who, where and what changed, with phones, e-mails and symptoms masked', async () => {
    const recordId = `masked-${Date.now()}`;
    await dataSource.transaction((manager) =>
      recordAudit(manager, who, {
        action: 'test.change',
        recordType: 'test',
        recordId,
        before: { status: 'PENDING', patientPhone: '9876543210', email: 'asha@example.com' },
        after: { status: 'CONFIRMED', symptoms: 'bleeding for a week' },
      }),
    );
    expect(await rowsFor(recordId)).toEqual([
      {
        actor_kind: 'staff',
        staff_id: 7,
        actor_name: 'Asha (reception)',
        address: '203.0.113.9',
        action: 'test.change',
        before: { status: 'PENDING', patientPhone: '********10', email: 'a***@example.com' },
        after: { status: 'CONFIRMED', symptoms: '[withheld]' },
      },
    ]);
  });

  it('writes nothing when the change it records fails', async () => {
    const recordId = `failed-${Date.now()}`;
    await expect(
      dataSource.transaction(async (manager) => {
        await recordAudit(manager, who, { action: 'test.change', recordType: 'test', recordId });
        throw new Error('the change itself failed');
      }),
    ).rejects.toThrow('the change itself failed');
    expect(await rowsFor(recordId)).toEqual([]);
  });

  it('refuses to change or delete a row, whoever asks', async () => {
    const recordId = `kept-${Date.now()}`;
    await dataSource.transaction((manager) =>
      recordAudit(manager, who, { action: 'test.change', recordType: 'test', recordId }),
    );
    await expect(
      dataSource.query(`UPDATE audit_entry SET action = 'forged' WHERE record_id = $1`, [recordId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      dataSource.query(`DELETE FROM audit_entry WHERE record_id = $1`, [recordId]),
    ).rejects.toThrow(/append-only/);
    expect(await rowsFor(recordId)).toHaveLength(1);
  });
});
