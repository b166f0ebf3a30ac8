#!/usr/bin/env node
// The last step of `npm run build`: records what the build was made from (scripts/lib/build-stamp.mjs),
// so `npm start` knows it need not build again.
import { recordStamp, sourceStamp } from './lib/build-stamp.mjs';
import { repoRoot } from './lib/repo-root.mjs';

recordStamp(repoRoot, sourceStamp(repoRoot));
