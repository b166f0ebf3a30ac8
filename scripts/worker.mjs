#!/usr/bin/env node
// `npm run worker`: delivers queued messages in a process of its own (for a site started with
// MESSAGE_WORKER=off, or beside it), on DATABASE_URL or the running site's embedded database.
// Builds first if needed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { repoRoot } from './lib/repo-root.mjs';

await buildIfNeeded(repoRoot);
await import(pathToFileURL(path.join(repoRoot, 'server', 'dist', 'worker-main.js')).href);
