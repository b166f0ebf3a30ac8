import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { systemClock } from '../../common/clock';
import { ConfigError, loadConfig } from '../../common/config';
import { dataSourceOptions, openDatabase, runMigrations } from '../../common/database';
import { DomainError } from '../../common/errors';
import { entities } from '../../entities';
import { migrations } from '../../migrations';
import type { AccountChanger, StaffAccountView } from '../accounts/staff-accounts';
import { createStaffServices } from '../staff-services';
import { clinicInit, INIT_USAGE } from './clinic-init';
import { readPassword } from './read-password';
import { runningEmbeddedDatabase } from './running-server';

const USAGE = `Staff accounts of the Clinic Site:
  npm run staff -- add --email E --name N --role admin|reception|pharmacy|doctor [--doctor SLUG]
                       [--registration N]
  npm run staff -- list
  npm run staff -- set-registration --email E --registration N
  npm run staff -- disable --email E
  npm run staff -- reset-password --email E
The password comes from STAFF_PASSWORD, or is asked for without echo. --registration is a
pharmacist's State Pharmacy Council registration number, recorded on every prescription they
approve (pharmacy and admin accounts; asked for at approval when none is on file).

Setting up the clinic:
${INIT_USAGE}`;

/** Every change the command line makes is the server's own (`system`) in the audit trail. */
const COMMAND_LINE = (command: string): AccountChanger => ({
  actor: { kind: 'system', name: `command line (staff ${command})` },
  address: 'command line',
});

/** The database the site uses: DATABASE_URL, the running site's embedded one, or its files. */
async function open(): Promise<{ dataSource: DataSource; close(): Promise<void> }> {
  const config = loadConfig();
  const url = config.databaseUrl ?? runningEmbeddedDatabase(config.dataDir);
  if (url) {
    const dataSource = new DataSource(dataSourceOptions(url, { entities, migrations }, 1));
    await dataSource.initialize();
    return { dataSource, close: () => dataSource.destroy() };
  }
  // The site is not running: open its embedded database ourselves, migrated as the site would.
  const database = await openDatabase({ dataDir: config.dataDir, entities, migrations });
  await runMigrations(database.dataSource);
  return database;
}

const line = (account: StaffAccountView) =>
  [
    account.email.padEnd(32),
    account.role.padEnd(10),
    account.totpEnabled ? '2FA ' : '    ',
    account.disabledAt ? 'disabled ' : '         ',
    account.name,
  ].join(' ');

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      doctor: { type: 'string' },
      registration: { type: 'string' },
      profile: { type: 'string' },
      'remove-demo': { type: 'boolean' },
      'keep-demo': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command] = positionals;
  const needsEmail =
    command === 'add' ||
    command === 'disable' ||
    command === 'reset-password' ||
    command === 'set-registration';
  const commands = ['add', 'list', 'disable', 'reset-password', 'set-registration', 'init'];
  if (values.help || !commands.includes(command ?? '')) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (needsEmail && !values.email) {
    console.error(`--email is required.\n\n${USAGE}`);
    return 2;
  }
  if (command === 'set-registration' && !values.registration) {
    console.error(`set-registration needs --registration.\n\n${USAGE}`);
    return 2;
  }
  if (command === 'add' && (!values.name || !values.role)) {
    console.error(`add needs --name and --role.\n\n${USAGE}`);
    return 2;
  }
  if (values['remove-demo'] && values['keep-demo']) {
    console.error(`Choose one of --remove-demo and --keep-demo.\n\n${USAGE}`);
    return 2;
  }
  const password =
    command === 'add' || command === 'reset-password'
      ? await readPassword('Password (12 to 128 characters)')
      : '';

  const database = await open();
  try {
    const staff = createStaffServices(database.dataSource);
    switch (command) {
      case 'init': {
        await clinicInit(database.dataSource, {
          profileFile: values.profile,
          demo: values['remove-demo'] ? 'remove' : values['keep-demo'] ? 'keep' : undefined,
        });
        break;
      }
      case 'add': {
        const account = await staff.accounts.add(
          {
            email: values.email!,
            name: values.name!,
            role: values.role!,
            doctorSlug: values.doctor,
            registrationNumber: values.registration,
            password,
          },
          COMMAND_LINE('add'),
        );
        console.log(`Added ${account.email} (${account.role}).`);
        if (account.role === 'admin')
          console.log(
            'Admins set up an authenticator app at their first sign-in, at /staff/sign-in.',
          );
        break;
      }
      case 'list': {
        const accounts = await staff.accounts.list();
        if (accounts.length === 0) console.log('No staff accounts yet.');
        for (const account of accounts) console.log(line(account));
        break;
      }
      case 'disable': {
        const account = await staff.accounts.disable(
          values.email!,
          COMMAND_LINE('disable'),
          systemClock.now(),
        );
        console.log(`Disabled ${account.email}; its sessions have ended.`);
        break;
      }
      case 'set-registration': {
        const account = await staff.accounts.setRegistration(
          values.email!,
          values.registration!,
          COMMAND_LINE('set-registration'),
        );
        console.log(`Registration number recorded for ${account.email}.`);
        break;
      }
      case 'reset-password': {
        const account = await staff.accounts.resetPassword(
          values.email!,
          password,
          COMMAND_LINE('reset-password'),
        );
        console.log(`New password set for ${account.email}; its sessions have ended.`);
        break;
      }
    }
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DomainError) {
      const fields = Object.values(error.fields ?? {});
      console.error(fields.length > 0 ? fields.join('\n') : error.message);
    } else if (error instanceof ConfigError || error instanceof Error) {
      console.error(error.message);
    } else console.error(error);
    process.exit(1);
  },
);
