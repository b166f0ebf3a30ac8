#!/usr/bin/env node
// `npm start`: builds only when the sources changed since the last build (scripts/lib/build-stamp.mjs),
// quietly, then runs the server in this process, which says one line when it is ready:
// "Clinic Site is ready at http://localhost:4000". `npm run build` always builds.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { repoRoot } from './lib/repo-root.mjs';

await buildIfNeeded(repoRoot);

process.env.CLINIC_HUMAN_START = '1';
await import(pathToFileURL(path.join(repoRoot, 'server', 'dist', 'main.js')).href);
