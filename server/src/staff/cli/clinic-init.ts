import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { DataSource } from 'typeorm';
import type { OpeningHours } from '../../clinic/clinic-profile.entity';
import {
  TRANSLATED_CLINIC_FIELDS,
  type ClinicProfileChanges,
} from '../../clinic/setup/clinic-profile-rules';
import {
  ClinicSetupService,
  type DemoCounts,
  type SetupChanger,
} from '../../clinic/setup/clinic-setup.service';
import { DomainError } from '../../common/errors';

export const INIT_USAGE = `  npm run staff -- init [--profile FILE.json] [--remove-demo | --keep-demo]
Walks through the clinic's profile (name, address, phones, WhatsApp, e-mails, hours, emergency
line, GSTIN, map link), then removes the demo doctors, products, posts and orders or keeps them.
--profile takes the profile from a JSON file (fields left out keep their value) and asks
nothing; without a terminal, --profile and one of --remove-demo / --keep-demo are required.`;

export interface InitOptions {
  profileFile?: string;
  demo?: 'remove' | 'keep';
}

const INIT_CHANGER: SetupChanger = {
  actor: { kind: 'system', name: 'command line (staff init)' },
  address: 'command line',
};

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** `npm run staff -- init`: the clinic's real profile, then the demo data removed or kept. */
export async function clinicInit(dataSource: DataSource, options: InitOptions): Promise<void> {
  const setup = new ClinicSetupService(dataSource);
  const interactive = process.stdin.isTTY && !options.profileFile;
  if (!interactive && (!options.profileFile || !options.demo)) {
    throw new Error(
      `Without a terminal, init needs --profile FILE.json and --remove-demo or --keep-demo.\n\n${INIT_USAGE}`,
    );
  }
  const current = editable(await setup.profile());
  let answers: Answers | undefined;
  const reader = () => (answers ??= new Answers());
  try {
    await initWith(setup, current, options, reader);
  } finally {
    answers?.close();
  }
}

async function initWith(
  setup: ClinicSetupService,
  current: ClinicProfileChanges,
  options: InitOptions,
  reader: () => Answers,
): Promise<void> {
  if (options.profileFile) {
    const given = JSON.parse(
      readFileSync(options.profileFile, 'utf8'),
    ) as Partial<ClinicProfileChanges>;
    const saved = await setup.updateProfile(INIT_CHANGER, { ...current, ...given });
    console.log(`Clinic profile saved: ${saved.name}, ${saved.locality}.`);
  } else {
    await askProfile(setup, current, reader());
  }

  const status = await setup.status();
  const left = describe(status.demo);
  let demo = options.demo;
  if (!demo) {
    if (!left) demo = 'keep';
    else {
      const answer = await reader().ask(`Remove the demo data (${left})? [y/N] `);
      demo = /^y(es)?$/i.test(answer.trim()) ? 'remove' : 'keep';
    }
  }
  if (demo === 'remove') {
    const removed = await setup.removeDemoData(INIT_CHANGER);
    console.log(describe(removed) ? `Removed ${describe(removed)}.` : 'No demo data was left.');
  } else {
    console.log(left ? `Kept the demo data (${left}).` : 'No demo data is left.');
  }
}

function describe(counts: DemoCounts): string {
  return (
    [
      [counts.doctors, 'doctor'],
      [counts.products, 'product'],
      [counts.posts, 'post'],
      [counts.orders, 'order'],
      [counts.appointments, 'appointment'],
    ] as const
  )
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${n} ${what}${n === 1 ? '' : 's'}`)
    .join(', ');
}

function editable(
  profile: Awaited<ReturnType<ClinicSetupService['profile']>>,
): ClinicProfileChanges {
  const { isDemo: _demo, updatedAt: _updatedAt, hindi, ...rest } = profile;
  return { ...rest, hindi: { ...hindi } };
}

/**
 * Answers typed at the terminal, one line per question. Lines that arrive before their question
 * (pasted answers) wait in order instead of being lost; Ctrl-D cancels.
 */
class Answers {
  private readonly rl = createInterface({ input: process.stdin, output: process.stdout });
  private readonly lines: string[] = [];
  private waiting: { resolve(line: string): void; reject(error: Error): void } | undefined;
  private closed = false;

  constructor() {
    this.rl.on('line', (line) => {
      const waiting = this.waiting;
      this.waiting = undefined;
      if (waiting) waiting.resolve(line);
      else this.lines.push(line);
    });
    this.rl.on('close', () => {
      this.closed = true;
      this.waiting?.reject(new Error('Cancelled.'));
    });
  }

  ask(question: string): Promise<string> {
    process.stdout.write(question);
    if (this.lines.length > 0) {
      return Promise.resolve(this.lines.shift()!);
    }
    if (this.closed) return Promise.reject(new Error('Cancelled.'));
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  close(): void {
    this.rl.close();
  }
}

const pairs = (items: { label: string; value: string }[]) =>
  items.map((item) => `${item.label}: ${item.value}`).join('; ');
const parsePairs = (text: string) =>
  text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.lastIndexOf(':');
      return colon < 0
        ? { label: '', value: part }
        : { label: part.slice(0, colon).trim(), value: part.slice(colon + 1).trim() };
    });
const hoursText = (day: OpeningHours) =>
  (day.opens && day.closes ? `${day.opens}-${day.closes}` : 'closed') +
  (day.note ? ` (${day.note})` : '');
function parseHours(weekday: number, text: string): OpeningHours {
  const match = /^\s*([^()]*?)\s*(?:\((.*)\))?\s*$/.exec(text)!;
  const [range, note] = [match[1], match[2]?.trim() || null];
  if (/^closed$/i.test(range)) return { weekday, opens: null, closes: null, note };
  const [opens, closes] = range.split('-').map((part) => part.trim());
  return { weekday, opens: opens ?? '', closes: closes ?? '', note };
}

/** Asks field by field (Enter keeps the value shown); asks again where the rules refuse. */
async function askProfile(
  setup: ClinicSetupService,
  start: ClinicProfileChanges,
  answers: Answers,
): Promise<void> {
  const field = async (label: string, value: string) =>
    (await answers.ask(`${label} [${value}]: `)).trim() || value;
  let profile = start;
  console.log('The clinic profile: press Enter to keep the value in brackets.');
  for (;;) {
    const next: ClinicProfileChanges = { ...profile, hindi: { ...profile.hindi } };
    next.name = await field('Clinic name', profile.name);
    next.tagline = await field('Tagline', profile.tagline);
    next.streetAddress = await field('Street address', profile.streetAddress);
    next.locality = await field('Town or city', profile.locality);
    next.region = await field('State', profile.region);
    next.postalCode = await field('PIN code', profile.postalCode);
    next.phones = parsePairs(
      await field(
        'Phones (Label: number; ...)',
        pairs(profile.phones.map((p) => ({ label: p.label, value: p.number }))),
      ),
    ).map((p) => ({ label: p.label, number: p.value }));
    next.whatsapp = await field('WhatsApp number', profile.whatsapp);
    next.emergencyPhone = await field('Emergency line', profile.emergencyPhone);
    next.emails = parsePairs(
      await field(
        'E-mails (Label: address; ...)',
        pairs(profile.emails.map((e) => ({ label: e.label, value: e.address }))),
      ),
    ).map((e) => ({ label: e.label, address: e.value }));
    next.hours = [];
    for (const [i, day] of WEEKDAYS.entries()) {
      const shown = profile.hours.find((h) => h.weekday === i + 1);
      const text = await field(
        `${day} hours (HH:MM-HH:MM or closed, note in brackets)`,
        shown ? hoursText(shown) : 'closed',
      );
      next.hours.push(parseHours(i + 1, text));
    }
    next.gstin = (await field('GSTIN (- for none)', profile.gstin ?? '-')).replace(/^-$/, '');
    next.mapUrl = await field('Map link (https://...)', profile.mapUrl);
    for (const name of TRANSLATED_CLINIC_FIELDS) {
      const shown = profile.hindi?.[name] ?? '-';
      const text = await field(`${name} in Hindi (- for the English)`, shown);
      next.hindi![name] = text === '-' ? null : text;
    }
    try {
      const saved = await setup.updateProfile(INIT_CHANGER, next);
      console.log(`Clinic profile saved: ${saved.name}, ${saved.locality}.`);
      return;
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'VALIDATION') throw error;
      console.log('\nPlease correct these, then go through again:');
      for (const [name, message] of Object.entries(error.fields ?? {}))
        console.log(`  ${name}: ${message}`);
      profile = next;
    }
  }
}
