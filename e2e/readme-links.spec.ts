import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A clone holds only the repository: every link its documents make must stay inside it (README
// once sent integrators to ../shared/spec/decisions.md, which a clone does not have).

const root = path.resolve(__dirname, '..');
const DOCUMENTS = ['README.md', 'docs/api.md'];

test('README and docs link only to files the repository holds', () => {
  const broken: string[] = [];
  for (const document of DOCUMENTS) {
    const text = readFileSync(path.join(root, document), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      const file = path.resolve(path.dirname(path.join(root, document)), target.split('#')[0]);
      const inside = file.startsWith(`${root}${path.sep}`);
      if (!inside || !existsSync(file)) broken.push(`${document} -> ${target}`);
    }
  }
  expect(broken).toEqual([]);
});

test('README points integrators to the API reference, which names every error code', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  expect(readme).toContain('[docs/api.md](docs/api.md)');
  const api = readFileSync(path.join(root, 'docs/api.md'), 'utf8');
  const codes = readFileSync(path.join(root, 'server/src/common/errors.ts'), 'utf8')
    .match(/export type DomainErrorCode =([\s\S]*?);/)![1]
    .match(/'[A-Z_]+'/g)!
    .map((code) => code.slice(1, -1));
  expect(codes.length).toBeGreaterThan(5);
  for (const code of codes)
    expect({ code, documented: api.includes(code) }).toEqual({ code, documented: true });
});
