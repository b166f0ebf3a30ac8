import { execFileSync } from 'node:child_process';

/**
 * Makes a staff account as the clinic does, with `npm run staff -- add`, on the database the
 * end-to-end server uses (the embedded one under E2E_DATA_DIR, or E2E_DATABASE_URL).
 */
export function addStaffAccount(
  account: {
    email: string;
    name: string;
    role: 'admin' | 'reception' | 'pharmacy' | 'doctor';
    password: string;
    registration?: string;
  },
  /** The embedded database of a server a spec started itself, instead of the suite's. */
  own?: { dataDir: string },
) {
  const dataDir = own?.dataDir ?? process.env.E2E_DATA_DIR;
  const args = ['--email', account.email, '--name', account.name, '--role', account.role];
  if (account.registration) args.push('--registration', account.registration);
  execFileSync('npm', ['run', '--silent', 'staff', '--', 'add', ...args], {
    env: {
      ...process.env,
      STAFF_PASSWORD: account.password,
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      DATABASE_URL: own ? '' : (process.env.E2E_DATABASE_URL ?? ''),
    },
    stdio: 'pipe',
  });
}
