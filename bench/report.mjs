#!/usr/bin/env node
// Tables of a bench report. `node bench/report.mjs [file]` prints a saved one (default
// bench/results/latest.json); `node bench/report.mjs before.json latest.json` compares two.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hindiTwin } from './routes.mjs';

const missing = (v) => v === null || v === undefined || Number.isNaN(v);
const kb = (bytes) => (missing(bytes) ? 'n/a' : (bytes / 1024).toFixed(1));
const sec = (ms) => (missing(ms) ? 'n/a' : (ms / 1000).toFixed(2));
const ms = (v) => (missing(v) ? 'n/a' : v.toFixed(v < 10 ? 1 : 0));
const num = (v) => (missing(v) ? 'n/a' : String(v));
const ratio = (a, b) => (missing(a) || missing(b) || b === 0 ? 'n/a' : (a / b).toFixed(2));

/** A Markdown table with padded columns, readable in a terminal and pasteable as is. */
function table(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(cells[0]),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

/** Pairs of an English route and its /hi twin, where the run has both. */
function hindiBesideEnglish(routes) {
  const byRoute = new Map(routes.map((r) => [r.route, r]));
  return routes
    .filter((r) => !r.route.startsWith('/hi'))
    .map((en) => [en, byRoute.get(hindiTwin(en.route))])
    .filter(([, hi]) => hi);
}

function lighthouseTables({ lighthouse: lh }) {
  const cpu = lh.cpuSlowdown && lh.cpuSlowdown !== 4 ? ` but ${lh.cpuSlowdown}x CPU slowdown` : '';
  const out = [`Lighthouse, mobile defaults${cpu}, median of ${lh.runsPerRoute} runs per route`];
  out.push(
    table(
      [
        'route',
        'runs',
        'perf',
        'a11y',
        'best-pr',
        'seo',
        'LCP s',
        'TBT ms',
        'CLS',
        'FCP s',
        'SI s',
      ],
      lh.routes.map((r) => [
        r.route,
        r.runs,
        num(r.performance),
        num(r.accessibility),
        num(r['best-practices']),
        num(r.seo),
        sec(r.lcp),
        ms(r.tbt),
        missing(r.cls) ? 'n/a' : r.cls.toFixed(3),
        sec(r.fcp),
        sec(r.si),
      ]),
    ),
  );
  out.push(
    '',
    'Bytes per route as transferred (kB; Lighthouse network requests, brotli as served)',
  );
  out.push(
    table(
      ['route', 'JS', 'scripts', 'own chunks gzip', 'own', 'HTML', 'CSS', 'fonts', 'all'],
      lh.routes.map((r) => [
        r.route,
        kb(r.jsTransfer),
        num(r.jsRequests),
        kb(r.routeChunksGzip),
        num(r.routeChunks),
        kb(r.htmlTransfer),
        kb(r.cssTransfer),
        kb(r.fontTransfer),
        kb(r.totalTransfer),
      ]),
    ),
  );
  const e = lh.entry;
  out.push(
    e.available
      ? `client/dist (gzip): entry ${e.entry.map((x) => x.path).join(' + ')} ${kb(e.entryGzip)} kB; ` +
          `${e.preloadCount} chunks they import ${kb(e.preloadGzip)} kB; index CSS ${kb(e.cssGzip)} kB; ` +
          `all ${e.allJsCount} JS files ${kb(e.allJsGzip)} kB. "own chunks" = scripts a route loads ` +
          `beyond the entry and its imports.`
      : 'client/dist/index.html not found: entry sizes n/a',
  );
  const speed = lh.routes.map((r) => r.benchmarkIndex).filter((v) => !missing(v));
  if (speed.length) {
    out.push(
      `Lighthouse benchmarkIndex of this machine (higher is faster): ${Math.round(Math.min(...speed))}` +
        ` to ${Math.round(Math.max(...speed))} over the routes' medians`,
    );
  }
  const twins = hindiBesideEnglish(lh.routes);
  if (twins.length) {
    out.push('', 'Each Hindi page beside its English one (issue 21: equal within noise)');
    out.push(
      table(
        ['route', 'perf en', 'perf hi', 'LCP s en', 'LCP s hi', 'TBT ms en', 'TBT ms hi', 'CLS hi'],
        twins.map(([en, hi]) => [
          en.route,
          num(en.performance),
          num(hi.performance),
          sec(en.lcp),
          sec(hi.lcp),
          ms(en.tbt),
          ms(hi.tbt),
          missing(hi.cls) ? 'n/a' : hi.cls.toFixed(3),
        ]),
      ),
    );
    out.push(
      table(
        [
          'route',
          'JS kB en',
          'JS kB hi',
          'own gzip en',
          'own gzip hi',
          'HTML en',
          'HTML hi',
          'font hi',
        ],
        twins.map(([en, hi]) => [
          en.route,
          kb(en.jsTransfer),
          kb(hi.jsTransfer),
          kb(en.routeChunksGzip),
          kb(hi.routeChunksGzip),
          kb(en.htmlTransfer),
          kb(hi.htmlTransfer),
          kb(hi.fontTransfer),
        ]),
      ),
    );
  }
  for (const r of lh.routes.filter((route) => route.failingAudits?.length)) {
    out.push(`${r.route}: audits short of full marks in some run: ${r.failingAudits.join(', ')}`);
  }
  for (const r of lh.routes.filter((route) => route.problems)) {
    const reasons = [...new Set(r.problems)].join('; ');
    out.push(
      `${r.route}: ${r.problems.length} run(s) Lighthouse gave up on, run again: ${reasons}`,
    );
  }
  return out.join('\n');
}

function controlsTable({ controlsLive: c }) {
  const header = ['route'];
  for (const rate of c.slowdowns)
    header.push(`${rate}x FCP s`, `${rate}x live s`, `${rate}x FP→live s`);
  header.push('JS before live kB gzip');
  const rows = c.routes.map((r) => [
    r.route,
    ...c.slowdowns.flatMap((rate) => {
      const f = r[`x${rate}`];
      return [sec(f.fcp), sec(f.live), sec(f.firstPaintToLive)];
    }),
    kb(r[`x${c.slowdowns[0]}`].jsBeforeLiveGzip),
  ]);
  const out = [
    `First paint → controls live: a phone-sized page in Chromium, CPU slowed ${c.slowdowns.join('x and ')}x, ` +
      `loopback network, cold cache, median of ${c.runsPerRoute} loads (seconds from navigation start)`,
    table(header, rows),
  ];
  for (const r of c.routes) {
    for (const rate of c.slowdowns) {
      const f = r[`x${rate}`];
      if (f.problems)
        out.push(`${r.route} at ${rate}x: ${f.problems.length} load(s) failed: ${f.problems[0]}`);
    }
  }
  return out.join('\n');
}

function apiTables({ api }) {
  const s = api.settings;
  const out = [
    `API under load: autocannon, ${s.connections} connections, ${s.duration} s after a ${s.warmup} s warm-up; ` +
      'latency over every response (ms)',
  ];
  out.push(
    table(
      [
        'operation',
        'req/s',
        'p50',
        'p95',
        'p99',
        '2xx',
        'non-2xx',
        'GraphQL errors',
        'conn err',
        'SQL/req',
      ],
      api.results.map((r) => [
        r.connections === s.connections ? r.operation : `${r.operation} (${r.connections} conn)`,
        r.rps,
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        r.ok2xx,
        r.non2xx,
        r.graphqlErrors,
        r.connectionErrors + r.timeouts,
        missing(r.sqlQueries) ? 'n/a' : r.sqlQueries,
      ]),
    ),
  );
  const cost = api.frameworkCost;
  if (cost) {
    out.push(
      `Framework cost (GraphQL doctors / bare node:http + pg): req/s ratio ${cost.rpsRatio}, ` +
        `p95 ratio ${cost.p95Ratio}`,
    );
  }
  for (const r of api.results) {
    if (!r.sample.ok)
      out.push(`${r.operation}: sampled answer ${r.sample.status} ${r.sample.answer}`);
    if (r.firstError) out.push(`${r.operation}: first error: ${r.firstError}`);
  }
  return out.join('\n');
}

const statusText = (statuses) =>
  Object.entries(statuses ?? {})
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ') || 'none';

function abuseTables({ abuse }) {
  const out = [
    `One client against the rest: /api/doctors as one patient asks for it (one request after ` +
      `another, ${abuse.seconds} s quiet and ${abuse.seconds} s abused, in ` +
      `${abuse.limited.rounds} turns), quiet and while ${abuse.limited.abuser.connections} ` +
      `connections from one client send "${abuse.costliest}" (started ${abuse.warmup} s before)`,
  ];
  const row = (label, m) => [
    label,
    ms(m.quiet.p50),
    ms(m.abused.p50),
    num(m.ratio),
    ms(m.quiet.p95),
    ms(m.abused.p95),
    statusText(m.abuser.statuses),
  ];
  out.push(
    table(
      ['limits', 'quiet p50', 'abused p50', 'ratio', 'quiet p95', 'abused p95', 'abuser got'],
      [row('production defaults', abuse.limited)],
    ),
  );
  out.push(
    'Requests the query limits accept, timed alone (median ms): ' +
      abuse.timings
        .map((t) => `${t.name} ${t.accepted ? ms(t.medianMs) : `refused (${t.problem})`}`)
        .join('; '),
  );
  return out.join('\n');
}

export function frameworkCost(results) {
  const framework = results.find((r) => r.scenario === 'doctors');
  const bare = results.find((r) => r.scenario === 'doctors-baseline');
  if (!framework || !bare) return undefined;
  return { rpsRatio: ratio(framework.rps, bare.rps), p95Ratio: ratio(framework.p95, bare.p95) };
}

function instancesTable({ instances }) {
  const figures = (r) => [num(r.rps), ms(r.p50), ms(r.p95), ms(r.p99), num(r.errors)];
  return [
    'One instance and two (the connections shared between them; two: the sum of answers per ' +
      "second, the worse half's latencies)",
    table(
      [
        'read',
        'connections',
        'one req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'errors',
        'two req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'errors',
        'two / one',
      ],
      instances.rows.map((r) => [
        r.scenario,
        num(r.connections),
        ...figures(r.one),
        ...figures(r.two),
        num(r.ratio),
      ]),
    ),
  ].join('\n');
}

function requestsTable({ requests }) {
  const pct = (v) => (missing(v) ? 'n/a' : `${(v * 100).toFixed(1)}%`);
  return [
    `What a request costs: the app against a bare node:http server answering the same bytes, ` +
      `${requests.connections} connections (targets: the share of bare named, p99 ≤ ` +
      `${requests.p99Target} ms)`,
    table(
      [
        'path',
        'bytes',
        'SQL',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'bare req/s',
        'bare p99',
        'share',
        'target',
      ],
      requests.rows.map((r) => [
        r.path,
        num(r.bytes),
        num(r.sqlQueries),
        num(r.app.rps),
        ms(r.app.p50),
        ms(r.app.p99),
        num(r.app.errors),
        num(r.bare.rps),
        ms(r.bare.p99),
        pct(r.ratio),
        `≥ ${pct(r.target)}`,
      ]),
    ),
  ].join('\n');
}

function messagesTables({ messages: m }) {
  const b = m.booking;
  const row = (name, r) => [
    name,
    num(r.responses),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    ms(r.max),
    num(errorsOf(r)),
  ];
  const stands = Object.entries(m.standIns)
    .map(([name, c]) => `${name} ${c.deliveries} delivered of ${c.attempts} (${c.repeat} repeats)`)
    .join(', ');
  return [
    `Messages: ${m.messages} queued (in ${m.enqueueSeconds} s, plus ${m.otherWaiting} the ` +
      `bookings wrote) drained by one worker: ${m.sent} SENT, ${m.failed} FAILED in ${m.seconds} s ` +
      `from its start, ${m.perSecond} messages/s (${num(m.perSecondSending)}/s from the first ` +
      `send to the last, ${m.firstToLastSeconds} s); ${m.deliveredAtWhatsApp} at the WhatsApp ` +
      `stand-in; stand-ins: ${stands}`,
    table(
      [
        `booking, ${b.connections} connections`,
        'responses',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
        'errors',
      ],
      [row('quiet (no worker)', b.quiet), row('during the drain', b.duringDrain)],
    ),
  ].join('\n');
}

export function formatReport(report) {
  const parts = [
    `bench of ${report.root} (${report.commit ?? 'no git commit'}), ${report.at}, ` +
      `${Math.round(report.durationSeconds)} s`,
  ];
  if (report.lighthouse) parts.push(lighthouseTables(report));
  if (report.controlsLive) parts.push(controlsTable(report));
  if (report.data) {
    const d = report.data;
    parts.push(
      `API data: demo data + ${d.products} products, ${d.posts} posts, ${d.appointments} ` +
        `appointments (loaded in ${d.seconds} s)`,
    );
  }
  if (report.api) parts.push(apiTables(report));
  if (report.abuse) parts.push(abuseTables(report));
  if (report.requests) parts.push(requestsTable(report));
  if (report.instances) parts.push(instancesTable(report));
  if (report.messages) parts.push(messagesTables(report));
  return parts.join('\n\n');
}

const errorsOf = (r) =>
  missing(r.non2xx) ? undefined : r.non2xx + r.graphqlErrors + r.connectionErrors + r.timeouts;

function compare(before, after) {
  const out = [`before: ${before.root} (${before.at})`, `after:  ${after.root} (${after.at})`];
  if (before.lighthouse && after.lighthouse) {
    const old = new Map(before.lighthouse.routes.map((r) => [r.route, r]));
    const pair = (a, b, f) => `${f(a)} → ${f(b)}`;
    out.push(
      table(
        ['route', 'perf', 'LCP s', 'TBT ms', 'CLS', 'JS kB'],
        after.lighthouse.routes.map((r) => {
          const b = old.get(r.route) ?? {};
          return [
            r.route,
            pair(b.performance, r.performance, num),
            pair(b.lcp, r.lcp, sec),
            pair(b.tbt, r.tbt, ms),
            pair(b.cls, r.cls, (v) => (missing(v) ? 'n/a' : v.toFixed(3))),
            pair(b.jsTransfer, r.jsTransfer, kb),
          ];
        }),
      ),
    );
  }
  if (before.controlsLive && after.controlsLive) {
    const old = new Map(before.controlsLive.routes.map((r) => [r.route, r]));
    const rates = after.controlsLive.slowdowns;
    out.push(
      table(
        ['route', ...rates.map((rate) => `${rate}x first paint → live s`), 'JS before live kB'],
        after.controlsLive.routes.map((r) => {
          const b = old.get(r.route) ?? {};
          return [
            r.route,
            ...rates.map(
              (rate) =>
                `${sec(b[`x${rate}`]?.firstPaintToLive)} → ${sec(r[`x${rate}`].firstPaintToLive)}`,
            ),
            `${kb(b[`x${rates[0]}`]?.jsBeforeLiveGzip)} → ${kb(r[`x${rates[0]}`].jsBeforeLiveGzip)}`,
          ];
        }),
      ),
    );
  }
  if (before.api && after.api) {
    const old = new Map(before.api.results.map((r) => [r.scenario, r]));
    out.push(
      table(
        ['operation', 'req/s', 'p95 ms', 'p99 ms', 'errors', 'SQL/req'],
        after.api.results.map((r) => {
          const b = old.get(r.scenario) ?? {};
          return [
            r.operation,
            `${num(b.rps)} → ${r.rps}`,
            `${ms(b.p95)} → ${ms(r.p95)}`,
            `${ms(b.p99)} → ${ms(r.p99)}`,
            `${num(errorsOf(b))} → ${num(errorsOf(r))}`,
            `${num(b.sqlQueries)} → ${num(r.sqlQueries)}`,
          ];
        }),
      ),
    );
  }
  if (before.abuse && after.abuse) {
    const pair = (f) => `${f(before.abuse)} → ${f(after.abuse)}`;
    out.push(
      table(
        ['abuse (real budgets)', 'quiet p50 ms', 'abused p50 ms', 'ratio'],
        [
          [
            `${before.abuse.costliest} → ${after.abuse.costliest}`,
            pair((a) => ms(a.limited.quiet.p50)),
            pair((a) => ms(a.limited.abused.p50)),
            pair((a) => num(a.limited.ratio)),
          ],
        ],
      ),
    );
  }
  const [a, b] = [before.api?.frameworkCost, after.api?.frameworkCost];
  if (a && b) {
    out.push(
      `Framework cost (GraphQL doctors / bare): req/s ratio ${a.rpsRatio} → ${b.rpsRatio}, ` +
        `p95 ratio ${a.p95Ratio} → ${b.p95Ratio} (the bare server's figures show how busy the ` +
        'machine was in each run)',
    );
  }
  return out.join('\n\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const benchDir = path.dirname(fileURLToPath(import.meta.url));
  const files = process.argv.slice(2);
  const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
  if (files.length === 2) console.log(compare(read(files[0]), read(files[1])));
  else console.log(formatReport(read(files[0] ?? path.join(benchDir, 'results', 'latest.json'))));
}
