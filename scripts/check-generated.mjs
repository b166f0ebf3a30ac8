// Fails when schema/schema.graphql, the client's generated documents or its compiled catalogues differ from what the
// current code generates: both are committed, and nobody edits them by hand.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const generated = [
  'schema',
  'client/src/graphql/__generated__',
  'client/src/staff/graphql/__generated__',
  // Lingui's compiled catalogues (messages.ts beside each messages.po), one per converted feature.
  'client/src/app/locales',
  'client/src/app/language-offer/locales',
  'client/src/features/search/locales',
  'client/src/features/content/home/locales',
  'client/src/features/booking/locales',
  'client/src/features/booking/queue/locales',
  'client/src/features/content/pages/services/locales',
  'client/src/features/content/pages/faq/locales',
  'client/src/features/content/pages/privacy/locales',
  'client/src/features/content/pages/terms/locales',
  'client/src/features/blog/locales',
  'client/src/features/shop/orders/locales',
  'client/src/features/clinic/locales',
  'client/src/features/messages/locales',
  'client/src/features/shop/locales',
  'client/src/features/content/condition-pages/locales',
  'client/src/features/content/condition-details/piles/locales',
  'client/src/features/content/condition-details/fistula/locales',
  'client/src/features/content/condition-details/hydrocele/locales',
  'client/src/features/content/condition-details/sexual-problems/locales',
  'client/src/features/content/condition-details/joint-pain/locales',
];

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function sameTree(a, b) {
  const filesA = listFiles(a);
  const filesB = listFiles(b);
  if (filesA.join('\n') !== filesB.join('\n')) return false;
  return filesA.every((file) =>
    readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file))),
  );
}

export function checkGenerated() {
  console.log('\n=== generated code is up to date');
  const before = mkdtempSync(path.join(tmpdir(), 'generated-'));
  try {
    for (const dir of generated) cpSync(dir, path.join(before, dir), { recursive: true });
    const result = spawnSync('npm', ['run', 'codegen'], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    const stale = generated.filter((dir) => !sameTree(path.join(before, dir), dir));
    if (stale.length > 0) {
      console.error(
        `\n✗ Stale generated code in ${stale.join(', ')}: it has been regenerated now; ` +
          'review and commit it (npm run codegen).',
      );
      process.exit(1);
    }
    console.log('✓ generated code is up to date');
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
}
