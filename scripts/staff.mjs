#!/usr/bin/env node
// `npm run staff -- add|list|disable|reset-password ...`: staff accounts, on the database the site
// uses (DATABASE_URL, or the embedded one, also while the site runs). Builds first if needed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { repoRoot } from './lib/repo-root.mjs';

await buildIfNeeded(repoRoot);
await import(
  pathToFileURL(path.join(repoRoot, 'server', 'dist', 'staff', 'cli', 'staff-cli.js')).href
);
