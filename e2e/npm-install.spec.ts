import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// `npm install` on the Node the README names (20.19 or later) warns about no package wanting a
// newer Node: the lock file holds only versions that support it (overrides in package.json pin the
// few whose latest releases moved to Node 22). A dry run resolves the same tree and checks the
// same engines without touching node_modules.

const root = path.resolve(__dirname, '..');

test('npm install resolves a tree with no EBADENGINE warning on this Node', () => {
  const install = spawnSync('npm', ['install', '--dry-run', '--no-audit', '--no-fund'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'warn' },
  });
  expect(install.status).toBe(0);
  const unsupported = `${install.stdout}${install.stderr}`
    .split('\n')
    .filter((line) => line.includes('EBADENGINE') && line.includes('package:'));
  expect(unsupported).toEqual([]);
});
