/* global window, document, MutationObserver */
// First paint -> controls live, per route, on a phone-sized page in Chromium with the CPU slowed
// 4x and 10x (CDP Emulation.setCPUThrottlingRate; the network is this machine's loopback, so the
// figures are the CPU's and the chunks' round trips, not a slow link's). "Controls live" is the
// moment the page's app has adopted it and acted on what was tapped or typed meanwhile: the
// `controls-live` performance mark (client/src/ssr/early-input.ts). A build from before that mark
// held its controls in disabled fieldsets: for it, the moment the last one is enabled.
// Each run is a fresh browser context (cold cache); the median of the runs is kept.
import { chromium } from '@playwright/test';
import path from 'node:path';
import chromiumFlags from '../scripts/chromium-flags.json' with { type: 'json' };
import { gzipSize } from './js-sizes.mjs';
import { ROUTES } from './routes.mjs';

export const SLOWDOWNS = [4, 10];

/** A Moto G Power's screen, as Lighthouse's mobile runs use. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Runs in the page before its own scripts: notes when the last disabled fieldset is enabled. */
function watchFieldsets() {
  const check = () => {
    if (window.__fieldsetsLive !== undefined) return;
    const held = document.querySelectorAll('#root fieldset');
    if (held.length && !document.querySelector('#root fieldset[disabled]'))
      window.__fieldsetsLive = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
}

/** Milliseconds from navigation start: first contentful paint, controls live, and the scripts. */
function timingsInPage() {
  const mark = performance.getEntriesByName('controls-live')[0];
  const live = mark ? mark.startTime : window.__fieldsetsLive;
  return {
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    live,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  };
}

async function measureOnce(browser, url, rate, dist) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(watchFieldsets);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('controls-live').length > 0 ||
        window.__fieldsetsLive !== undefined,
      null,
      { polling: 100, timeout: 120_000 },
    );
    const { fcp, live, scripts } = await page.evaluate(timingsInPage);
    const before = scripts.filter((s) => s.start <= live && s.path.startsWith('/assets/'));
    return {
      fcp,
      live,
      firstPaintToLive: live - fcp,
      jsBeforeLiveGzip: before.reduce((total, s) => total + (gzipSize(dist, s.path) ?? 0), 0),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function runControlsLive({ baseUrl, root, runs, log, routes = ROUTES }) {
  const dist = path.join(root, 'client', 'dist');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  const results = [];
  try {
    for (const route of routes) {
      const row = { route };
      for (const rate of SLOWDOWNS) {
        const good = [];
        const problems = [];
        for (let i = 0; i < runs; i += 1) {
          try {
            good.push(await measureOnce(browser, `${baseUrl}${route}`, rate, dist));
          } catch (error) {
            problems.push(String(error?.message ?? error).split('\n')[0]);
          }
        }
        const figures = { runs: good.length };
        for (const key of ['fcp', 'live', 'firstPaintToLive', 'jsBeforeLiveGzip'])
          figures[key] = median(good.map((g) => g[key]));
        if (problems.length) figures.problems = problems;
        row[`x${rate}`] = figures;
      }
      log(
        `controls live ${route}: first paint -> live ` +
          SLOWDOWNS.map(
            (rate) => `${rate}x ${Math.round(row[`x${rate}`].firstPaintToLive)} ms`,
          ).join(', '),
      );
      results.push(row);
    }
  } finally {
    await browser.close();
  }
  return { runsPerRoute: runs, slowdowns: SLOWDOWNS, routes: results };
}
