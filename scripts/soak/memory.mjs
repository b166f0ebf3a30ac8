// The server's resident memory, read from /proc (Linux), and whether it keeps climbing.
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;

/** VmRSS in bytes, or undefined when /proc is not there (or the process is gone). */
export function readRss(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples every `intervalMs` from start() until stop(); `t` is seconds since start(). */
export function rssSampler(pid, intervalMs) {
  const samples = [];
  let timer;
  let started;
  const take = () => {
    const rss = readRss(pid);
    if (rss !== undefined) samples.push({ t: (performance.now() - started) / 1000, rss });
  };
  return {
    samples,
    start() {
      started = performance.now();
      take();
      timer = setInterval(take, intervalMs);
    },
    stop() {
      clearInterval(timer);
      take();
    },
  };
}

/** Least-squares slope of y over x; NaN with fewer than 3 points. */
export function slope(points) {
  if (points.length < 3) return NaN;
  const n = points.length;
  const mx = points.reduce((sum, p) => sum + p.x, 0) / n;
  const my = points.reduce((sum, p) => sum + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) ** 2;
  }
  return den === 0 ? NaN : num / den;
}

/**
 * The growth trend over the last two thirds of the run (the first third is warm-up: JIT, caches,
 * pools filling up). RSS is a saw-tooth under load (the heap grows until a major collection), so
 * a straight line through it swings with where the run ends on a tooth; what a leak raises is the
 * floor. Flagged when both climb faster than `limitMbPerMin`: the linear fit, and the floor (the
 * lowest RSS of the last third against the lowest of the middle third, per minute).
 */
export function rssTrend(samples, durationSeconds, limitMbPerMin) {
  const third = durationSeconds / 3;
  const inRange = (from, to) => samples.filter((s) => s.t >= from && s.t <= to);
  const window = inRange(third, durationSeconds);
  const fit = slope(window.map((s) => ({ x: s.t, y: s.rss / MB }))) * 60;
  const floor = (list) => Math.min(...list.map((s) => s.rss / MB));
  const middle = inRange(third, 2 * third);
  const last = inRange(2 * third, durationSeconds);
  const floorGrowth =
    middle.length && last.length ? ((floor(last) - floor(middle)) / third) * 60 : NaN;
  const round = (value) => (Number.isFinite(value) ? Number(value.toFixed(2)) : null);
  return {
    windowSamples: window.length,
    linearMbPerMin: round(fit),
    floorGrowthMbPerMin: round(floorGrowth),
    limitMbPerMin,
    flagged: floorGrowth > limitMbPerMin && fit > limitMbPerMin,
  };
}

export const toMb = (bytes) => (bytes === undefined ? null : Number((bytes / MB).toFixed(1)));
