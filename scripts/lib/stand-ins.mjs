// The provider stand-ins the integration tests use (server/src/test/providers: WhatsApp Cloud
// API, MSG91 Flow, a real SMTP server), for the soak and the bench, which are plain .mjs: their
// TypeScript is compiled with the repo's tsc into .tmp/stand-ins/<digest of the sources> (inside
// the repo, so `smtp-server` resolves from its node_modules; .tmp is git-ignored), once per
// change of the sources, then required. Each stand-in checks every request as its provider
// documents it and delivers once per idempotency key; `.control` holds what it received.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './repo-root.mjs';

const SOURCES = path.join(repoRoot, 'server', 'src', 'test', 'providers');
const ENTRIES = ['whatsapp-stand-in.ts', 'sms-stand-in.ts', 'smtp-stand-in.ts'];

/** The compiled stand-ins' directory, compiling them when their sources changed. */
export function compileStandIns() {
  const files = readdirSync(SOURCES)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(SOURCES, file)));
  const parent = path.join(repoRoot, '.tmp', 'stand-ins');
  const outDir = path.join(parent, hash.digest('hex').slice(0, 16));
  const built = (dir) =>
    ENTRIES.every((e) => existsSync(path.join(dir, e.replace(/\.ts$/, '.js'))));
  if (built(outDir)) return outDir;
  // Compiled apart, then moved in whole: a soak and a bench starting together never read half.
  const scratch = `${outDir}.${process.pid}`;
  mkdirSync(parent, { recursive: true });
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(
    process.execPath,
    [
      tsc,
      '--module',
      'commonjs',
      '--target',
      'es2022',
      '--moduleResolution',
      'node10',
      '--esModuleInterop',
      '--skipLibCheck',
      // The tests type-check these files; here they only need emitting.
      '--noCheck',
      '--rootDir',
      SOURCES,
      '--outDir',
      scratch,
      ...ENTRIES.map((entry) => path.join(SOURCES, entry)),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  try {
    renameSync(scratch, outDir);
  } catch (error) {
    // Another run got there first: its copy is the same.
    rmSync(scratch, { recursive: true, force: true });
    if (!built(outDir)) throw error;
  }
  return outDir;
}

/**
 * Starts the three stand-ins on loopback; `env` points the app's channels at them (with
 * NOTIFY_CHANNELS=whatsapp,sms,email), `byChannel` maps a channel name to its stand-in and
 * `close()` stops them all. `smsTemplates` gives the SMS channel its DLT template ids.
 */
export async function startStandIns({ smsTemplates = [] } = {}) {
  const dir = compileStandIns();
  const load = createRequire(path.join(dir, 'index.js'));
  const { startWhatsAppStandIn } = load('./whatsapp-stand-in.js');
  const { startSmsStandIn } = load('./sms-stand-in.js');
  const { startSmtpStandIn } = load('./smtp-stand-in.js');
  const whatsapp = await startWhatsAppStandIn();
  const sms = await startSmsStandIn();
  const email = await startSmtpStandIn();
  const byChannel = { whatsapp, sms, email };
  return {
    whatsapp,
    sms,
    email,
    byChannel,
    env: {
      NOTIFY_CHANNELS: 'whatsapp,sms,email',
      ...whatsapp.env,
      ...sms.env,
      SMS_TEMPLATES: smsTemplates.map((t, i) => `${t}:${1107160000000000 + i}`).join(','),
      ...email.env,
      MAIL_FROM: 'Clinic <care@clinic.example.in>',
    },
    /** Per stand-in: deliveries, and its attempts by outcome (delivered, repeat, failed, refused). */
    counts() {
      return Object.fromEntries(
        Object.entries(byChannel).map(([name, s]) => {
          const outcomes = { delivered: 0, repeat: 0, failed: 0, refused: 0 };
          for (const a of s.control.attempts) outcomes[a.outcome] += 1;
          return [
            name,
            {
              deliveries: s.control.deliveries.length,
              attempts: s.control.attempts.length,
              ...outcomes,
            },
          ];
        }),
      );
    },
    async close() {
      await Promise.all(Object.values(byChannel).map((s) => s.close()));
    },
  };
}
