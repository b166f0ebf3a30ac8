// Fails when schema/schema.graphql or the client's generated documents differ from what the
// current code generates: both are committed, and nobody edits them by hand.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const generated = [
  'schema',
  'client/src/graphql/__generated__',
  'client/src/staff/graphql/__generated__',
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
