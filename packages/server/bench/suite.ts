/**
 * `pnpm bench`: builds Strata, starts what it measures as child processes (the built
 * server on PGlite and on PostgreSQL, a bare Fastify 5 route and a bare `ws` broadcast server as
 * peers) and writes bench/results/results.{json,md} at the repository root with the machine's
 * description. BENCH_PART=api|reports|sizes|ws|lighthouse (comma-separated) runs some parts and
 * keeps the others' last results. See bench/README.md for every knob and figure.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BUSY_SECONDS, BUSY_USERS, measureBusy, type BusyRow } from './busy';
import { measureApi, searchTerm, startFastifyPeer, DURATION, ROUNDS, type ApiRow } from './api';
import {
  createSessions,
  postgresAvailable,
  prepare,
  startStrata,
  topUpUnits,
  type Dataset,
  type EngineName,
  userId,
} from './engines';
import { root, signIn, smoke, knob, round } from './lib';
import { measureLighthouse, type LighthouseResult } from './lighthouse';
import { renderMarkdown } from './markdown';
import { measureReports, type ReportsResult } from './reports';
import { measureSizes, type SizesResult } from './sizes';
import { measureWs, SOCKET_COUNTS, type WsRow } from './ws';

const PARTS = ['reports', 'sizes', 'lighthouse', 'ws', 'api', 'busy'] as const;
type Part = (typeof PARTS)[number];

/** Everything one run writes. */
export type Results = {
  machine: Record<string, unknown>;
  settings: Record<string, unknown>;
  notes: string[];
  api?: { at: string; rows: ApiRow[]; skipped: string[] };
  busy?: { at: string; rows: BusyRow[]; skipped: string[] };
  ws?: { at: string; rows: WsRow[] };
  sizes?: { at: string } & SizesResult;
  lighthouse?: { at: string } & LighthouseResult;
  reports?: { at: string } & ReportsResult;
};

const resultsDir = path.join(root, 'bench', 'results');
const started = Date.now();
const log = (line: string) =>
  console.log(`[bench ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s] ${line}`);

function chosenParts(): Set<Part> {
  const raw = process.env.BENCH_PART;
  if (!raw || raw === 'all') return new Set(PARTS);
  const parts = raw.split(',').map((part) => part.trim());
  const unknown = parts.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) {
    throw new Error(`BENCH_PART: unknown part ${unknown.join(', ')} (one of ${PARTS.join(', ')})`);
  }
  return new Set(parts as Part[]);
}

function chosenEngines(postgres: boolean): EngineName[] {
  const raw = process.env.BENCH_ENGINES ?? 'pglite,postgresql';
  return raw
    .split(',')
    .map((name) => name.trim() as EngineName)
    .filter((name) => name === 'pglite' || (name === 'postgresql' && postgres));
}

const git = (args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

/** `uptime`'s line: the load the shared machine was under. */
function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average ${os
      .loadavg()
      .map((value) => round(value, 2))
      .join(', ')}`;
  }
}

function machine(postgresVersion: string): Record<string, unknown> {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memory_gb: round(os.totalmem() / 1024 ** 3, 1),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgresql: postgresVersion,
    date: new Date().toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    branch: git(['rev-parse', '--abbrev-ref', 'HEAD']),
    uncommitted_changes: git(['status', '--porcelain']) !== '',
    loadavg_at_start: os.loadavg().map((value) => round(value, 2)),
    uptime_at_start: uptime(),
  };
}

/** Runs `pnpm -r run build` (the server's dist and the app's), unless BENCH_BUILD=0. */
function build() {
  if (process.env.BENCH_BUILD === '0') {
    log('BENCH_BUILD=0: measuring the existing build');
    return;
  }
  log('building (pnpm -r run build; BENCH_BUILD=0 skips)…');
  const execPath = process.env.npm_execpath;
  const [command, args] =
    execPath && /pnpm(\.c?js)?$/.test(execPath)
      ? [process.execPath, [execPath, '-r', 'run', 'build']]
      : ['pnpm', ['-r', 'run', 'build']];
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`The build failed (${result.status})`);
}

function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}

/**
 * Runs one part; a failure becomes a note in the results (and a non-zero exit at the end), so
 * that an unattended run still measures and writes the rest.
 */
async function attempt(name: string, notes: string[], work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${name} FAILED: ${message}`);
    notes.push(`${name} FAILED: ${message.split('\n')[0]}`);
    process.exitCode = 1;
  }
}

async function main() {
  const file = path.join(resultsDir, 'results.json');
  if (process.env.BENCH_RENDER === '1') {
    // Only rewrite results.md from results.json (after a change to the table's layout).
    const results = JSON.parse(readFileSync(file, 'utf8')) as Results;
    await writeFile(path.join(resultsDir, 'results.md'), renderMarkdown(results));
    log(`rewrote ${path.relative(root, resultsDir)}/results.md from results.json`);
    return;
  }
  const parts = chosenParts();
  const previous = (
    existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  ) as Partial<Results>;
  const postgres = await postgresAvailable();
  const engines = chosenEngines(postgres.ok);
  const notes: string[] = [];
  if (!postgres.ok) notes.push(`PostgreSQL rows skipped: ${postgres.why}.`);
  if (smoke)
    notes.push(
      'BENCH_SMOKE=1: one short round of each part, tiny socket counts; not figures to judge by.',
    );
  const chromiumPath = findChromium();

  const needServer =
    parts.has('sizes') ||
    parts.has('lighthouse') ||
    parts.has('ws') ||
    parts.has('api') ||
    parts.has('busy');
  if (needServer) build();

  const results: Results = {
    ...previous,
    machine: machine(postgres.ok ? postgres.version : 'not available'),
    settings: {
      parts: [...parts],
      smoke,
      api: { rounds: ROUNDS, duration_s: DURATION, engines, units: smoke ? [640] : [640, 10_000] },
      ws: { sockets: SOCKET_COUNTS },
      busy: { users: BUSY_USERS, seconds: BUSY_SECONDS, engines },
    },
    notes,
  };
  const at = () => new Date().toISOString();

  if (parts.has('reports')) {
    log('reports: seeding an in-memory PGlite and timing each report type…');
    await attempt('reports', notes, async () => {
      results.reports = { at: at(), ...(await measureReports(log)) };
    });
  }

  const wsEngine =
    (process.env.BENCH_WS_ENGINE as EngineName | undefined) ??
    (postgres.ok ? 'postgresql' : 'pglite');
  if (wsEngine === 'postgresql' && !postgres.ok) {
    throw new Error('BENCH_WS_ENGINE=postgresql, but no PostgreSQL answers');
  }
  const apiRows: ApiRow[] = [];
  const busyRows: BusyRow[] = [];
  const skipped: string[] = postgres.ok ? [] : [`PostgreSQL: not available (${postgres.why})`];
  const unitCounts = smoke ? [640] : [640, knob('BENCH_UNITS', 10_000)];
  const fastify = parts.has('api') ? await startFastifyPeer() : null;
  const maxSockets = Math.max(...SOCKET_COUNTS);

  try {
    for (const engine of ['pglite', 'postgresql'] as EngineName[]) {
      const forApi = parts.has('api') && engines.includes(engine);
      const forWs = parts.has('ws') && engine === wsEngine;
      const forBrowser = (parts.has('sizes') || parts.has('lighthouse')) && engine === 'pglite';
      const forBusy = parts.has('busy') && engines.includes(engine);
      if (!forApi && !forWs && !forBrowser && !forBusy) continue;
      if (forBusy) {
        // Its own fresh database: the busy hour writes, and adds its users.
        log(`${engine}: preparing a fresh database for the busy hour…`);
        const busyData = await prepare(engine);
        try {
          await attempt(`busy (${engine})`, notes, () =>
            measureBusy({
              engine,
              dataset: busyData,
              profileDir: path.join(resultsDir, 'profiles'),
              rows: busyRows,
              log,
              uptime,
            }),
          );
        } finally {
          await busyData.drop();
        }
      }
      if (!forApi && !forWs && !forBrowser) continue;
      log(`${engine}: preparing a fresh database (migrate + demo seed)…`);
      const dataset: Dataset = await prepare(engine);
      try {
        let db = await dataset.open();
        const search = await searchTerm(db);
        // The sockets are the manager's of property 1: the audit log's readers get the event.
        const manager = await userId(db, 'manager@demo.test');
        const sessions = forWs ? await createSessions(db, manager, maxSockets) : [];
        await db.close();
        let { server, baseUrl } = await startStrata(dataset);
        try {
          const token = await signIn(baseUrl);
          if (forBrowser && parts.has('sizes')) {
            log('sizes: bundle sizes per route…');
            await attempt('sizes', notes, async () => {
              results.sizes = { at: at(), ...(await measureSizes({ baseUrl, chromiumPath })) };
            });
          }
          if (forBrowser && parts.has('lighthouse')) {
            if (!chromiumPath) {
              notes.push('Lighthouse skipped: no Chromium (set CHROME_PATH or install chromium).');
            } else {
              log('lighthouse: desktop and mobile presets on login, dashboard and units…');
              await attempt('lighthouse', notes, async () => {
                results.lighthouse = {
                  at: at(),
                  ...(await measureLighthouse({ baseUrl, chromiumPath })),
                };
              });
            }
          }
          if (forWs) {
            log(`ws: fan-out and reconnect at ${SOCKET_COUNTS.join(' and ')} sockets (${engine})…`);
            const ws = { at: at(), rows: [] as WsRow[] };
            results.ws = ws;
            await attempt('ws', notes, async () => {
              await measureWs({
                engine: dataset.version,
                strata: server,
                strataUrl: baseUrl,
                // Turning the app online or offline is for managers (and super users).
                triggerToken: await signIn(baseUrl, 'manager@demo.test'),
                sessions: sessions.map((session) => ({ token: session, id: manager })),
                rows: ws.rows,
                log,
              });
            });
          }
          if (forApi) {
            for (const units of unitCounts) {
              if (units !== 640) {
                // More units: the server stops (PGlite has one owner), the units go in, it restarts.
                await server.stop();
                db = await dataset.open();
                const added = await topUpUnits(db, units);
                await db.close();
                log(`${engine}: ${added} units added to property 1 (${units} in all)`);
                ({ server, baseUrl } = await startStrata(dataset));
              }
              await attempt(`api (${engine}, ${units} units)`, notes, async () => {
                await measureApi({
                  engine: dataset.version,
                  units,
                  strataUrl: baseUrl,
                  peerUrl: fastify!.baseUrl,
                  token: units === 640 ? token : await signIn(baseUrl),
                  search,
                  rows: apiRows,
                  log,
                  ...(dataset.env.DATABASE_URL ? { databaseUrl: dataset.env.DATABASE_URL } : {}),
                });
              });
            }
          }
        } finally {
          await server.stop();
        }
      } finally {
        await dataset.drop();
      }
    }
  } finally {
    await fastify?.peer.stop();
  }
  if (parts.has('api')) results.api = { at: at(), rows: apiRows, skipped };
  if (parts.has('busy')) results.busy = { at: at(), rows: busyRows, skipped };

  results.machine.loadavg_at_end = os.loadavg().map((value) => round(value, 2));
  results.machine.uptime_at_end = uptime();
  results.machine.run_seconds = Math.round((Date.now() - started) / 1000);
  await mkdir(resultsDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(resultsDir, 'results.md'), renderMarkdown(results));
  log(
    `wrote ${path.relative(root, resultsDir)}/results.{json,md} in ${results.machine.run_seconds} s`,
  );
}

await main();
// Nothing may keep an unattended run alive once the results are written.
process.exit(process.exitCode ?? 0);
