// Lighthouse (mobile defaults: Moto G Power, simulated slow 4G and 4x CPU) on every page a
// patient reads, each route several times in a row with the median kept, one Chromium per route.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import chromiumFlags from '../scripts/chromium-flags.json' with { type: 'json' };
import { entrySizes, gzipSize } from './js-sizes.mjs';

import { ROUTES } from './routes.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
  si: 'speed-index',
};
// Debian Chromium's flags on this machine (shared with the e2e tests) plus the quiet-browser
// defaults Lighthouse's own launcher adds.
const CHROME_FLAGS = [
  ...chromiumFlags,
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-client-side-phishing-detection',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-hang-monitor',
  '--metrics-recording-only',
  '--mute-audio',
  '--no-default-browser-check',
  '--password-store=basic',
  '--use-mock-keychain',
];

async function launchChrome(port) {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chrome-'));
  const child = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    // Chromium's helpers may still be writing as it exits; a leftover profile is no failure.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove ${profile}: ${error.message}`);
    }
  };
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return stop;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`Chromium did not open its debugging port ${port}`);
}

/** Transferred bytes by kind, and the scripts this route loads beyond index.html's. */
function bytesOf(lhr, dist, entryPaths) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = (type) =>
    items.filter((r) => r.resourceType === type).reduce((t, r) => t + (r.transferSize ?? 0), 0);
  const scripts = items.filter((r) => r.resourceType === 'Script');
  const own = scripts
    .map((r) => new URL(r.url).pathname)
    .filter((p) => p.startsWith('/assets/') && !entryPaths.has(p));
  return {
    jsTransfer: sum('Script'),
    jsRequests: scripts.length,
    htmlTransfer: sum('Document'),
    cssTransfer: sum('Stylesheet'),
    fontTransfer: sum('Font'),
    totalTransfer: items.reduce((t, r) => t + (r.transferSize ?? 0), 0),
    routeChunks: own.length,
    routeChunksGzip: own.reduce((t, p) => t + (gzipSize(dist, p) ?? 0), 0),
  };
}

function figuresOf(lhr, dist, entryPaths) {
  const figures = {};
  for (const c of CATEGORIES) figures[c] = Math.round((lhr.categories[c]?.score ?? NaN) * 100);
  for (const [key, id] of Object.entries(METRICS)) figures[key] = lhr.audits[id]?.numericValue;
  // Lighthouse's own measure of how fast this machine was during the run (higher is faster).
  figures.benchmarkIndex = lhr.environment?.benchmarkIndex;
  return { ...figures, ...bytesOf(lhr, dist, entryPaths) };
}

/** Weighted audits short of full marks outside performance, e.g. "seo:link-text". */
const failingAudits = (lhr) =>
  CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}:${ref.id}`),
  );

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Lighthouse's mobile throttling, with the CPU slowed `cpuSlowdown` times instead of 4 when
 * given. Its 4x assumes a desktop about 4x a Moto G Power; on a faster machine the same 4x is a
 * faster phone (Lighthouse reports the machine's benchmarkIndex with each run; DevTools rates a
 * mid-range phone ~1000 and a low-end one ~264, so benchmarkIndex / 264 emulates the latter).
 */
function throttlingFor(cpuSlowdown) {
  if (!cpuSlowdown) return {};
  return { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } };
}

async function auditRoute(url, { runs, chromePort, dist, entryPaths, cpuSlowdown }) {
  const stopChrome = await launchChrome(chromePort);
  const good = [];
  const problems = [];
  const failing = new Set();
  try {
    // A run Lighthouse itself gives up on (NO_NAVSTART and the like) is tried again, twice at most.
    for (let attempt = 0; good.length < runs && attempt < runs + 2; attempt += 1) {
      try {
        const result = await lighthouse(url, {
          port: chromePort,
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          disableFullPageScreenshot: true,
          ...throttlingFor(cpuSlowdown),
        });
        const { lhr } = result;
        if (lhr.runtimeError)
          problems.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        else {
          good.push(figuresOf(lhr, dist, entryPaths));
          failingAudits(lhr).forEach((id) => failing.add(id));
        }
      } catch (error) {
        problems.push(String(error?.message ?? error));
      }
    }
  } finally {
    await stopChrome();
  }
  const figures = {};
  for (const key of Object.keys(good[0] ?? {})) figures[key] = median(good.map((g) => g[key]));
  return {
    runs: good.length,
    ...figures,
    failingAudits: [...failing].sort(),
    ...(problems.length ? { problems } : {}),
  };
}

export async function runLighthouse({ baseUrl, root, runs, chromePort, log, cpuSlowdown }) {
  const { paths: entryPaths, ...entry } = entrySizes(root);
  const dist = path.join(root, 'client', 'dist');
  const routes = [];
  for (const route of ROUTES) {
    const started = performance.now();
    const result = await auditRoute(`${baseUrl}${route}`, {
      runs,
      chromePort,
      dist,
      entryPaths,
      cpuSlowdown,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    log(`lighthouse ${route}: performance ${result.performance ?? 'n/a'} (${seconds} s)`);
    routes.push({ route, ...result });
  }
  return { runsPerRoute: runs, cpuSlowdown: cpuSlowdown ?? 4, entry, routes };
}
