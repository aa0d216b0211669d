/** The readable side of bench/results: one Markdown page from the results JSON. */
import type { Results } from './suite';

const number = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined || Number.isNaN(value)
    ? '–'
    : value.toLocaleString('en-US', {
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      });

/** "1/31" for a ratio under 1, "1.2×" above. */
const fraction = (ratio: number) =>
  !ratio || !Number.isFinite(ratio)
    ? '–'
    : ratio >= 1
      ? `${number(ratio, 2)}×`
      : `1/${number(1 / ratio, 1)}`;

const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** "0", or "12 (1006: 12)": sockets closed while they should have stayed open, by close code. */
const closedText = (closed: Record<string, number> | undefined) => {
  const entries = Object.entries(closed ?? {});
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  return total === 0
    ? '0'
    : `${total} (${entries.map(([code, count]) => `${code}: ${count}`).join(', ')})`;
};

export function renderMarkdown(results: Results): string {
  const m = results.machine;
  const out: string[] = ['# Strata benchmark (`pnpm bench`)', ''];
  out.push(
    `${m.date} · commit \`${m.commit}\` (${m.branch}${m.uncommitted_changes ? ', with uncommitted changes' : ''}) · ` +
      `${m.cpu}, ${m.cores} cores, ${m.memory_gb} GB · ${m.os} · Node ${m.node} · ${m.postgresql}`,
    '',
    `Load average (1, 5, 15 min) at start ${(m.loadavg_at_start as number[]).join(', ')}, at end ` +
      `${((m.loadavg_at_end as number[] | undefined) ?? []).join(', ')}: the machine is shared, so other work ` +
      `competes for its cores. The run took ${m.run_seconds} s. See bench/README.md for what each figure means.`,
    '',
  );
  for (const note of results.notes) out.push(`- ${note}`);
  if (results.notes.length > 0) out.push('');

  if (results.api) {
    out.push(
      '## API: `GET /api/units` as admin, against a bare Fastify 5 route with the same body',
      '',
    );
    out.push(
      `Medians of the rounds (peer, Strata, Strata fresh, peer with the query alternating); measured ${results.api.at}. ` +
        '_Strata_: as a client reads it (a list read again unchanged comes from the list cache, ' +
        'http/list-cache.ts); _fresh_: every request with `Cache-Control: no-cache`, so each runs ' +
        "the list's query (the request path without the cache); _bare + query_ (PostgreSQL): the " +
        "bare route running the list's statement on each request and answering its rows, the " +
        'floor of any route that reads the list from the database.',
      '',
    );
    out.push(
      table(
        [
          'engine',
          'units (listed)',
          'query',
          'conns',
          'body',
          'Strata req/s',
          'p50 ms',
          'p99 ms',
          'bare req/s',
          'p50 ms',
          'p99 ms',
          'Strata/bare',
          'fresh req/s',
          'p99 ms',
          'fresh/bare',
          'bare + query req/s',
          'bare + query/bare',
          'fresh/(bare + query)',
          'errors',
        ],
        results.api.rows.map((row) => [
          row.engine,
          `${number(row.units)} (${number(row.listed)})`,
          row.query,
          row.connections,
          `${number(row.bytes / 1024, 1)} kB`,
          number(row.strata.rps),
          number(row.strata.p50),
          number(row.strata.p99),
          number(row.bare.rps),
          number(row.bare.p50),
          number(row.bare.p99),
          fraction(row.ratio),
          row.fresh ? number(row.fresh.rps) : '–',
          row.fresh ? number(row.fresh.p99) : '–',
          row.freshRatio !== undefined ? fraction(row.freshRatio) : '–',
          row.queried ? number(row.queried.rps) : '–',
          row.queriedRatio !== undefined ? fraction(row.queriedRatio) : '–',
          row.queried && row.fresh && row.queried.rps > 0
            ? fraction(row.fresh.rps / row.queried.rps)
            : '–',
          row.strata.errors +
            row.strata.non2xx +
            row.bare.errors +
            row.bare.non2xx +
            (row.fresh ? row.fresh.errors + row.fresh.non2xx : 0) +
            (row.queried ? row.queried.errors + row.queried.non2xx : 0),
        ]),
      ),
      '',
    );
    for (const skipped of results.api.skipped) out.push(`- Skipped: ${skipped}`);
    if (results.api.skipped.length > 0) out.push('');
  }

  if (results.busy) {
    out.push('## Busy hour: signed-in users reading and writing at once', '');
    out.push(
      `Measured ${results.busy.at}. Each user (a Manager of one of the properties, its own kept-alive ` +
        'connection) calls, waits a think time, calls again; _offered_ is what the users would send if ' +
        'every answer came at once (users ÷ mean think time), _sent_ what they did send, _served_ the 2xx ' +
        'answers a second. Latencies over every call of the measured window; _timeouts_: no answer ' +
        'within BENCH_BUSY_TIMEOUT; _closed_: the connection closed without an answer; _over 5 s_: answered or given up after more than 5 s. Server CPU in ' +
        "cores (1.0 is one core busy; on PostgreSQL the database's own CPU is not in it, on PGlite it is).",
      '',
    );
    out.push(
      table(
        [
          'engine',
          'users',
          'think ms',
          'writes',
          'offered req/s',
          'sent req/s',
          'served req/s (share)',
          'p50 ms',
          'p90 ms',
          'p99 ms',
          'max ms',
          'errors',
          'timeouts',
          'closed',
          'over 5 s',
          'server CPU cores',
          'RSS max MB',
          'machine busy cores',
          'uptime',
        ],
        results.busy.rows.map((row) => [
          row.engine,
          row.users,
          `${row.think_ms[0]}–${row.think_ms[1]}`,
          `${number(row.write_share * 100)} %`,
          number(row.offered_rps),
          number(row.sent_rps),
          `${number(row.served_rps)} (${number(row.served_share * 100)} %)`,
          number(row.overall.p50),
          number(row.overall.p90),
          number(row.overall.p99),
          number(row.overall.max),
          row.overall.errors,
          row.overall.timeouts,
          row.overall.closed ?? '–',
          row.overall.over_5s,
          number(row.server.cpu_cores, 2),
          number(row.server.rss_mb_max),
          number(row.machine_busy_cores, 2),
          `\`${row.uptime.replace(/^.*load average/, 'load average')}\``,
        ]),
      ),
      '',
    );
    for (const row of results.busy.rows) {
      out.push(`Per call, ${row.engine}:`, '');
      out.push(
        table(
          [
            'call',
            'count',
            'ok',
            'errors',
            'timeouts',
            'closed',
            'over 5 s',
            'p50 ms',
            'p90 ms',
            'p99 ms',
            'max ms',
          ],
          Object.entries({ ...row.calls, 'all reads': row.reads, 'all writes': row.writes }).map(
            ([name, l]) => [
              name,
              l.count,
              l.ok,
              l.errors,
              l.timeouts,
              l.closed ?? '–',
              l.over_5s,
              number(l.p50),
              number(l.p90),
              number(l.p99),
              number(l.max),
            ],
          ),
        ),
        '',
      );
      if (row.error_samples.length > 0) {
        out.push(`Error replies seen: ${[...new Set(row.error_samples)].join(', ')}.`, '');
      }
      if (row.server.log_lines > 0) {
        out.push(
          `The server printed ${row.server.log_lines} lines at warn or above; the last: ` +
            row.server.log_tail.map((line) => `\`${line.slice(0, 160)}\``).join(' '),
          '',
        );
      }
      const profiles = [
        [row.profile, 'CPU profile of the main thread'],
        [row.database_profile, "CPU profile of PGlite's worker thread (docs/adr/0022)"],
      ] as const;
      for (const [profile, what] of profiles) {
        if (!profile) continue;
        out.push(
          `${what}: \`bench/results/profiles/${profile.file}\` (gunzip it, then open it in ` +
            'Chrome DevTools or speedscope). Most self time in the measured window:',
          '',
        );
        out.push(
          table(
            ['function', 'self ms', 'share'],
            profile.top
              .slice(0, 15)
              .map((entry) => [
                `\`${entry.fn.replaceAll('|', '\\|')}\``,
                number(entry.self_ms),
                `${number(entry.share * 100, 1)} %`,
              ]),
          ),
          '',
        );
      }
    }
    for (const skipped of results.busy.skipped) out.push(`- Skipped: ${skipped}`);
    if (results.busy.skipped.length > 0) out.push('');
  }

  if (results.ws) {
    out.push(
      '## Realtime: fan-out of one event and reconnect cost, against a bare `ws` broadcast',
      '',
    );
    out.push(
      `Strata on ${results.ws.rows[0]?.engine ?? '–'}; trigger: POST /api/setting/online (its audit entry goes out as ` +
        `\`activity-log\` to every socket); peer: the same frame sent to every socket. Medians of the rounds; ` +
        `missed (events never received, summed over the rounds; p50/p99 are over the sockets that got it) and closed early: Strata / bare; reconnect: one round, server CPU (user + system) while every socket connects and identifies. Measured ${results.ws.at}.`,
      '',
    );
    out.push(
      table(
        [
          'sockets',
          'Strata p50 ms',
          'p99 ms',
          'bare p50 ms',
          'p99 ms',
          'p99 Strata/bare',
          'missed',
          'closed early',
          'Strata reconnect CPU s (wall s)',
          'bare reconnect CPU s (wall s)',
        ],
        results.ws.rows.map((row) => [
          number(row.sockets),
          number(row.strata.fan_out.p50, 1),
          number(row.strata.fan_out.p99, 1),
          number(row.bare.fan_out.p50, 1),
          number(row.bare.fan_out.p99, 1),
          `${number(row.p99_ratio, 2)}×`,
          `${row.strata.fan_out.missed} / ${row.bare.fan_out.missed}`,
          `${closedText(row.strata.closed)} / ${closedText(row.bare.closed)}`,
          `${number(row.strata.reconnect.cpu_seconds, 2)} (${number(row.strata.reconnect.wall_seconds, 1)})`,
          `${number(row.bare.reconnect.cpu_seconds, 2)} (${number(row.bare.reconnect.wall_seconds, 1)})`,
        ]),
      ),
      '',
    );
  }

  if (results.sizes) {
    out.push(
      '## Bundle sizes per route (gzip)',
      '',
      `Method: ${results.sizes.method}. Measured ${results.sizes.at}.`,
      '',
    );
    out.push(
      table(
        ['route', 'JS kB', 'CSS kB', 'total kB', 'note'],
        results.sizes.routes.map((row) => [
          row.route,
          number(row.js_gzip_kb, 1),
          number(row.css_gzip_kb, 1),
          row.js_gzip_kb === null ? '–' : number(row.js_gzip_kb + (row.css_gzip_kb ?? 0), 1),
          row.note ?? '',
        ]),
      ),
      '',
    );
  }

  if (results.lighthouse) {
    const lh = results.lighthouse;
    const passed = lh.text_compression.passed;
    if (lh.pages && lh.pages.length > 0) {
      out.push('## Lighthouse: desktop and mobile presets', '');
      out.push(
        'Login signed out; dashboard and units signed in as admin@demo.test. Mobile is ' +
          "Lighthouse's default preset (an emulated mid-range phone, 4× CPU slowdown, slow 4G).",
        '',
      );
      out.push(
        table(
          ['page', 'preset', 'performance', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'Speed Index ms'],
          lh.pages.map((page) => [
            page.url,
            page.preset,
            page.performance,
            number(page.metrics.fcp_ms),
            number(page.metrics.lcp_ms),
            number(page.metrics.tbt_ms),
            number((page.metrics.cls_x1000 ?? Number.NaN) / 1000, 3),
            number(page.metrics.speed_index_ms),
          ]),
        ),
        '',
      );
    }
    out.push('## Lighthouse (desktop preset), signed-in dashboard', '');
    out.push(
      table(
        [
          'page',
          'performance',
          'FCP ms',
          'LCP ms',
          'TBT ms',
          'CLS',
          'Speed Index ms',
          'text compression',
          'uncompressed text replies',
        ],
        [
          [
            lh.url,
            lh.performance,
            number(lh.metrics.fcp_ms),
            number(lh.metrics.lcp_ms),
            number(lh.metrics.tbt_ms),
            number((lh.metrics.cls_x1000 ?? Number.NaN) / 1000, 3),
            number(lh.metrics.speed_index_ms),
            `${passed === null ? 'not applicable' : passed ? 'passes' : 'FAILS'} (${lh.text_compression.audit})`,
            `${lh.uncompressed.length} (${number(lh.uncompressed.reduce((sum, r) => sum + r.bytes, 0) / 1024)} kB)`,
          ],
        ],
      ),
      '',
      `Lighthouse ${lh.lighthouse}; measured ${lh.at}.`,
      '',
    );
  }

  if (results.reports) {
    const r = results.reports;
    out.push(
      '## Reports (spec 002 §3)',
      '',
      `${r.call}; ${r.engine}; demo seed ${r.seed_seconds} s. Measured ${r.at}.`,
      '',
    );
    out.push(
      table(
        ['type', 'first ms', 'best of 3 ms', 'PDF kB', 'covers'],
        Object.entries(r.types).map(([type, t]) => [
          type,
          t.ms_first,
          t.ms_best,
          number(t.bytes / 1024, 1),
          t.covers,
        ]),
      ),
      '',
    );
  }
  return `${out.join('\n')}\n`;
}
