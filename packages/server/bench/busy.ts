/**
 * The busy-hour part: N signed-in staff users at once, each calling the API in turn with a think
 * time between calls, a mix of reads and writes over the calls a property's staff make in a day.
 * It reports what the users asked for (offered) beside what the server answered (served), the
 * latency percentiles overall and per call, errors and timeouts, the server's CPU and memory, and
 * keeps a CPU profile of the server process (`node --cpu-prof`) beside the results, summed up by
 * function in the results. See bench/README.md for the knobs.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Database } from '../src/db/database';
import type { Dataset, EngineName } from './engines';
import {
  cpuSeconds,
  knob,
  percentile,
  portBase,
  round,
  serverEntry,
  sleep,
  smoke,
  startNode,
  waitForHttp,
  type Measured,
} from './lib';

/** BENCH_BUSY_USERS: signed-in users at once. */
export const BUSY_USERS = smoke ? 20 : knob('BENCH_BUSY_USERS', 200);
/** BENCH_BUSY_SECONDS: how long the measured hour lasts, per engine. */
export const BUSY_SECONDS = smoke ? 5 : knob('BENCH_BUSY_SECONDS', 60);
/** BENCH_BUSY_WARMUP: seconds of load before the measured window (not counted). */
const WARMUP_SECONDS = smoke ? 1 : knob('BENCH_BUSY_WARMUP', 5);
/** BENCH_BUSY_THINK_MIN / _MAX: the think time between a user's calls, in ms (uniform). */
const THINK_MIN = knob('BENCH_BUSY_THINK_MIN', 100);
const THINK_MAX = knob('BENCH_BUSY_THINK_MAX', 500);
/** BENCH_BUSY_WRITES: the share of writes among the calls (0–1). */
const WRITE_SHARE = (() => {
  const raw = process.env.BENCH_BUSY_WRITES;
  if (raw === undefined || raw === '') return 0.3;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new Error(`BENCH_BUSY_WRITES must be a share from 0 to 1, not "${raw}"`);
  }
  return value;
})();
/** BENCH_BUSY_TIMEOUT: seconds after which an unanswered request counts as a timeout. */
const TIMEOUT_S = knob('BENCH_BUSY_TIMEOUT', 30);
/** BENCH_BUSY_PROPERTIES: how many of the demo's properties the users are spread over. */
const PROPERTY_COUNT = knob('BENCH_BUSY_PROPERTIES', 3);
/**
 * BENCH_BUSY_SERVER_LOG: a file to write the server's whole log to, at info level (every request
 * with its response time), to follow a slow request through the server.
 */
const SERVER_LOG = process.env.BENCH_BUSY_SERVER_LOG || undefined;
/** Requests slower than this count as "waited", the target's bound for PGlite. */
const WAIT_BOUND_MS = 5_000;

/** What a call needs to be made: the user's scope and a counter for unique values. */
type Unit = { id: number; unit_no: string; block: string | null };
type CallContext = { propertyId: number; units: Unit[]; seq: number; today: string };
type Call = {
  name: string;
  kind: 'read' | 'write';
  method: 'GET' | 'POST';
  path: (context: CallContext) => string;
  body?: (context: CallContext) => object;
};

const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)]!;
const OWNER_SEARCHES = ['ah', 'li', 'an', 'ra', 'wo', 'ng', 'ta', 'si'];

/**
 * The calls, with their real paths (packages/domain/src/contract/). Reads: what a staff member's
 * screens load; writes: what they do at a busy hour.
 */
export const CALLS: Call[] = [
  { name: 'dashboard', kind: 'read', method: 'GET', path: () => '/api/dashboard' },
  { name: 'notification', kind: 'read', method: 'GET', path: () => '/api/notification' },
  { name: 'units', kind: 'read', method: 'GET', path: () => '/api/units?page=0' },
  { name: 'visitors', kind: 'read', method: 'GET', path: () => '/api/visitors?page=0' },
  { name: 'payments', kind: 'read', method: 'GET', path: () => '/api/payments?page=0' },
  { name: 'announcements', kind: 'read', method: 'GET', path: () => '/api/announcements?page=0' },
  { name: 'inbox', kind: 'read', method: 'GET', path: () => '/api/inbox?page=0' },
  {
    name: 'statements',
    kind: 'read',
    method: 'GET',
    path: () => '/api/account-statements?page=0',
  },
  { name: 'authenticate', kind: 'read', method: 'GET', path: () => '/api/authenticate' },
  {
    name: 'owner search',
    kind: 'read',
    method: 'GET',
    path: () => `/api/users?type=owners&page=0&search=${pick(OWNER_SEARCHES)}`,
  },
  { name: 'audit', kind: 'read', method: 'GET', path: () => '/api/audit?page=0' },
  {
    name: 'add visitor',
    kind: 'write',
    method: 'POST',
    path: () => '/api/visitors/add',
    body: (c) => ({
      name: `Busy Visitor ${c.seq}`,
      contact: '0123456789',
      vehicle_no: `BZ ${c.seq % 10_000}`,
      type: 'Visit',
      start_date: c.today,
      unit_id: pick(c.units).id,
    }),
  },
  {
    name: 'support report',
    kind: 'write',
    method: 'POST',
    path: () => '/api/support/report',
    body: (c) => ({ report: `Busy hour report ${c.seq}: the lift on level 3 is slow.` }),
  },
  {
    name: 'add unit',
    kind: 'write',
    method: 'POST',
    path: () => '/api/units/add',
    body: (c) => ({
      unit_no: `BZ-${process.pid}-${c.seq}`,
      block: 'BZ',
      level: 1 + (c.seq % 30),
      square_feet: 900,
      maintenance_amount: 120,
      property_id: c.propertyId,
    }),
  },
  {
    name: 'edit unit',
    kind: 'write',
    method: 'POST',
    path: () => '/api/units/edit',
    // A unit of the user's property keeps its number; its remark and amount change.
    body: (c) => {
      const unit = pick(c.units);
      return {
        id: unit.id,
        unit_no: unit.unit_no,
        ...(unit.block ? { block: unit.block } : {}),
        maintenance_amount: 100 + (c.seq % 50),
        remark: `Checked at the busy hour (${c.seq})`,
        property_id: c.propertyId,
      };
    },
  },
  {
    name: 'mark all read',
    kind: 'write',
    method: 'GET',
    path: () => '/api/inbox/mark-all-as-read',
  },
];

/** BENCH_BUSY_CALLS: a comma-separated subset of the calls by name (default: all). */
function chosenCalls(): Call[] {
  const raw = process.env.BENCH_BUSY_CALLS;
  if (!raw) return CALLS;
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !CALLS.some((call) => call.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_BUSY_CALLS: unknown ${unknown.join(', ')} (of ${CALLS.map((c) => c.name).join(', ')})`,
    );
  }
  return CALLS.filter((call) => names.includes(call.name));
}

export type Latencies = {
  count: number;
  ok: number;
  /** Non-2xx replies. */
  errors: number;
  /** No answer within BENCH_BUSY_TIMEOUT. */
  timeouts: number;
  /** The server closed the connection without an answer (or it could not be opened). */
  closed: number;
  /** Answered (or given up) after more than 5 s. */
  over_5s: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
  max: number | null;
};

export type BusyRow = {
  engine: string;
  users: number;
  seconds: number;
  think_ms: [number, number];
  write_share: number;
  properties: number;
  /** What the users would ask for a second if every answer came at once: users ÷ mean think. */
  offered_rps: number;
  /** Requests the users sent a second (each waits for its answer before thinking again). */
  sent_rps: number;
  /** 2xx answers a second. */
  served_rps: number;
  served_share: number;
  overall: Latencies;
  reads: Latencies;
  writes: Latencies;
  calls: Record<string, Latencies>;
  /** The first few error replies, by call and status, to see what failed. */
  error_samples: string[];
  server: {
    cpu_seconds: number;
    /** CPU seconds per wall second: 1.0 is one core busy. */
    cpu_cores: number;
    rss_mb_max: number;
    rss_mb_end: number;
    /** Lines the server printed at warn level or above during the run. */
    log_lines: number;
    log_tail: string[];
  };
  load_generator_cpu_cores: number;
  machine_busy_cores: number;
  loadavg: number[];
  uptime: string;
  profile?: ProfileSummary;
  /** PGlite's worker thread (docs/adr/0022), where the database's own work runs. */
  database_profile?: ProfileSummary;
};

type ProfileSummary = { file: string; top: { fn: string; self_ms: number; share: number }[] };

type Status = number | 'timeout' | 'closed';

function latencies(samples: { ms: number; status: Status }[]): Latencies {
  const answered = samples.filter((s) => typeof s.status === 'number').map((s) => s.ms);
  const ok = samples.filter((s) => typeof s.status === 'number' && s.status < 300).length;
  const errors = samples.filter((s) => typeof s.status === 'number' && s.status >= 300).length;
  const stat = (p: number) => (answered.length > 0 ? round(percentile(answered, p), 1) : null);
  return {
    count: samples.length,
    ok,
    errors,
    timeouts: samples.filter((s) => s.status === 'timeout').length,
    closed: samples.filter((s) => s.status === 'closed').length,
    over_5s: samples.filter((s) => s.ms > WAIT_BOUND_MS).length,
    p50: stat(50),
    p90: stat(90),
    p99: stat(99),
    max: answered.length > 0 ? round(Math.max(...answered), 1) : null,
  };
}

/** One HTTP request on the user's own kept-alive connection. */
function request(
  agent: http.Agent,
  port: number,
  token: string,
  method: string,
  pathAndQuery: string,
  body?: object,
): Promise<Status> {
  return new Promise((resolve) => {
    const payload = body ? Buffer.from(JSON.stringify(body)) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathAndQuery,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'x-platform': 'web_app',
          'accept-encoding': 'gzip, br',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
        },
        timeout: TIMEOUT_S * 1000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve('closed'));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve('timeout');
    });
    req.on('error', () => resolve('closed'));
    req.end(payload);
  });
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Busy CPU time of the whole machine, in seconds (all cores), from /proc/stat. */
function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}

/**
 * Staff users for the run (Managers, who read the audit log as well), their sessions, and what
 * their calls need, their sessions, and what their calls need, inserted in `db`. */
async function prepareUsers(
  db: Database,
  count: number,
): Promise<{ users: { token: string; propertyId: number }[]; units: Map<number, Unit[]> }> {
  // Every service on every property used, so no call is refused for a service that is off.
  await db.query(
    `insert into property_services (property_id, service_id)
     select p.id, s.id from properties p cross join services s
     where p.id <= $1
     on conflict do nothing`,
    [PROPERTY_COUNT],
  );
  const properties = (
    await db.query<{ id: number }>('select id from properties where id <= $1 order by id', [
      PROPERTY_COUNT,
    ])
  ).map((row) => row.id);
  const [template] = await db.query<{ password_hash: string }>(
    "select password_hash from users where email = 'admin@demo.test'",
  );
  if (!template) throw new Error('The demo has no admin@demo.test');
  const users: { token: string; propertyId: number }[] = [];
  const hashes: string[] = [];
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const propertyId = properties[n % properties.length]!;
    const [row] = await db.query<{ id: number }>(
      `insert into users (name, username, email, role, property_id, password_hash)
       values ($1, $2, $3, 'Manager', $4, $5) returning id`,
      [
        `Busy Manager ${n + 1}`,
        `busy${n + 1}`,
        `busy${n + 1}@bench.test`,
        propertyId,
        template.password_hash,
      ],
    );
    const token = randomBytes(32).toString('base64url');
    users.push({ token, propertyId });
    hashes.push(createHash('sha256').update(token).digest('hex'));
    ids.push(row!.id);
  }
  await db.query(
    `insert into sessions (user_id, token_hash, platform, user_agent, expires_at)
     select id, hash, 'web_app', 'strata-bench', now() + interval '1 day'
     from unnest($1::int[], $2::text[]) as s(id, hash)`,
    [ids, hashes],
  );
  const units = new Map<number, Unit[]>();
  for (const propertyId of properties) {
    units.set(
      propertyId,
      await db.query<Unit>(
        'select id, unit_no, block from units where property_id = $1 order by id limit 200',
        [propertyId],
      ),
    );
  }
  return { users, units };
}

/** The functions that took the most self time in a .cpuprofile. */
function summariseProfile(
  file: string,
  window: { from: number; to: number },
): { fn: string; self_ms: number; share: number }[] {
  type Node = {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
  };
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: Node[];
    startTime: number;
    endTime: number;
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<string, number>();
  let total = 0;
  // Sample times are the process's monotonic clock in µs, as the bench's process.hrtime: only the
  // measured window counts (not the start-up, the warm-up or the shutdown).
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < window.from || at > window.to) return;
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url
      ? `${url.replace(/^.*node_modules\/\.pnpm\/([^/]+)\/node_modules\//, '$1:').replace(/^file:\/\/.*\/packages\//, '')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    selfUs.set(key, (selfUs.get(key) ?? 0) + delta);
    total += delta;
  });
  return [...selfUs.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([fn, us]) => ({ fn, self_ms: round(us / 1000), share: round(us / total, 3) }));
}

/** Runs the busy hour on `dataset` (the server is not running), adding its row to `rows`. */
export async function measureBusy(options: {
  engine: EngineName;
  dataset: Dataset;
  profileDir: string;
  rows: BusyRow[];
  log: (line: string) => void;
  uptime: () => string;
}): Promise<void> {
  const { engine, dataset, profileDir, rows, log } = options;
  const calls = chosenCalls();
  const reads = calls.filter((call) => call.kind === 'read');
  const writes = calls.filter((call) => call.kind === 'write');
  const db = await dataset.open();
  const { users, units } = await prepareUsers(db, BUSY_USERS);
  await db.close();
  log(`busy ${engine}: ${users.length} signed-in managers over ${units.size} properties`);

  await mkdir(profileDir, { recursive: true });
  // Node writes one profile per thread, named by thread (the main thread is 0): into a folder of
  // their own, each kept under its own name once the server has exited.
  const threadProfiles = path.join(profileDir, `busy-${engine}-threads`);
  rmSync(threadProfiles, { recursive: true, force: true });
  const port = portBase + 1;
  const server: Measured = startNode(
    `Strata (${engine}, busy hour)`,
    serverEntry(),
    [],
    {
      ...dataset.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: SERVER_LOG ? 'info' : 'warn',
      NODE_ENV: 'production',
      // One user a token, so the limit (600 a minute) is not what is measured; every user comes
      // from 127.0.0.1 where a deployment sees one address each, so the per-address cap is raised.
      RATE_LIMIT_PER_MINUTE: '100000000',
      MAX_CONNECTIONS_PER_ADDRESS: String(BUSY_USERS + 64),
    },
    // Sampled every 2 ms: a minute's profile stays a few MB.
    ['--cpu-prof', `--cpu-prof-dir=${threadProfiles}`, '--cpu-prof-interval=2000'],
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const window = { from: 0, to: Number.MAX_SAFE_INTEGER };
  let logLines = 0;
  if (SERVER_LOG) {
    const file = createWriteStream(SERVER_LOG.replace('{engine}', engine));
    server.child.stdout!.pipe(file);
    server.child.stderr!.pipe(file);
  }
  server.child.stdout!.on('data', (chunk: Buffer) => {
    logLines += chunk.toString().split('\n').filter(Boolean).length;
  });
  server.child.stderr!.on('data', (chunk: Buffer) => {
    logLines += chunk.toString().split('\n').filter(Boolean).length;
  });
  try {
    await waitForHttp(`${baseUrl}/healthz`, server);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    let seq = 0;
    let measuring = false;
    let stopping = false;
    const samples = new Map<string, { ms: number; status: Status }[]>(
      calls.map((call) => [call.name, []]),
    );
    const errorSamples: string[] = [];
    let sent = 0;
    const agents: http.Agent[] = [];

    const userLoop = async (user: { token: string; propertyId: number }) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      const propertyUnits = units.get(user.propertyId) ?? [];
      // Spread the first calls over one think time.
      await sleep(Math.random() * THINK_MAX);
      while (!stopping) {
        const group = writes.length > 0 && Math.random() < WRITE_SHARE ? writes : reads;
        const call = pick(group.length > 0 ? group : calls);
        seq += 1;
        const context: CallContext = {
          propertyId: user.propertyId,
          units: propertyUnits,
          seq,
          today,
        };
        const body = call.body?.(context);
        const counted = measuring;
        const started = performance.now();
        if (counted) sent += 1;
        const status = await request(
          agent,
          port,
          user.token,
          call.method,
          call.path(context),
          body,
        );
        const ms = performance.now() - started;
        if (counted && measuring) {
          samples.get(call.name)!.push({ ms, status });
          if (typeof status === 'number' && status >= 300 && errorSamples.length < 20) {
            errorSamples.push(`${call.name}: ${status}`);
          }
        }
        await sleep(THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN));
      }
    };

    const loops = users.map((user) => userLoop(user));
    log(`busy ${engine}: ${WARMUP_SECONDS} s warm-up…`);
    await sleep(WARMUP_SECONDS * 1000);
    const cpuStart = cpuSeconds(server.pid);
    const ownStart = process.cpuUsage();
    const machineStart = machineBusySeconds();
    const wallStart = performance.now();
    window.from = Number(process.hrtime.bigint() / 1000n);
    measuring = true;
    let rssMax = 0;
    const watcher = setInterval(() => {
      rssMax = Math.max(rssMax, rssMb(server.pid));
    }, 1000);
    log(`busy ${engine}: measuring ${BUSY_SECONDS} s…`);
    await sleep(BUSY_SECONDS * 1000);
    measuring = false;
    window.to = Number(process.hrtime.bigint() / 1000n);
    const wall = (performance.now() - wallStart) / 1000;
    clearInterval(watcher);
    const cpu = cpuSeconds(server.pid) - cpuStart;
    const own = process.cpuUsage(ownStart);
    const machineBusy = machineBusySeconds() - machineStart;
    const rssEnd = rssMb(server.pid);
    stopping = true;
    await Promise.all(loops);
    for (const agent of agents) agent.destroy();

    const all = [...samples.values()].flat();
    const readSamples = reads.flatMap((call) => samples.get(call.name)!);
    const writeSamples = writes.flatMap((call) => samples.get(call.name)!);
    const overall = latencies(all);
    const meanThink = (THINK_MIN + THINK_MAX) / 2 / 1000;
    const row: BusyRow = {
      engine: dataset.version,
      users: users.length,
      seconds: round(wall, 1),
      think_ms: [THINK_MIN, THINK_MAX],
      write_share: writes.length > 0 ? WRITE_SHARE : 0,
      properties: units.size,
      offered_rps: round(users.length / meanThink),
      sent_rps: round(sent / wall),
      served_rps: round(overall.ok / wall),
      served_share: round(overall.ok / wall / (users.length / meanThink), 3),
      overall,
      reads: latencies(readSamples),
      writes: latencies(writeSamples),
      calls: Object.fromEntries(
        calls.map((call) => [call.name, latencies(samples.get(call.name)!)]),
      ),
      error_samples: errorSamples,
      server: {
        cpu_seconds: round(cpu, 1),
        cpu_cores: round(cpu / wall, 2),
        rss_mb_max: round(rssMax),
        rss_mb_end: round(rssEnd),
        log_lines: logLines,
        log_tail: server.output.slice(-5).map((line) => line.slice(0, 300)),
      },
      load_generator_cpu_cores: round((own.user + own.system) / 1e6 / wall, 2),
      machine_busy_cores: round(machineBusy / wall, 2),
      loadavg: os.loadavg().map((value) => round(value, 2)),
      uptime: options.uptime(),
    };
    rows.push(row);
    log(
      `busy ${engine}: offered ${row.offered_rps} req/s, sent ${row.sent_rps}, served ${row.served_rps} ` +
        `(${round(row.served_share * 100)} %), p50 ${overall.p50} ms, p90 ${overall.p90} ms, p99 ${overall.p99} ms, ` +
        `errors ${overall.errors}, timeouts ${overall.timeouts}, closed ${overall.closed}, over 5 s ${overall.over_5s}, ` +
        `server CPU ${row.server.cpu_cores} cores, RSS max ${row.server.rss_mb_max} MB`,
    );
  } finally {
    await server.stop();
  }
  // The profiles are written when the server exits: `CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile`.
  const row = rows.at(-1);
  const written = existsSync(threadProfiles) ? readdirSync(threadProfiles) : [];
  const keep = (thread: (id: number) => boolean, name: string): ProfileSummary | undefined => {
    const found = written.find((file) => thread(Number(file.split('.')[4])));
    if (!found) return undefined;
    const file = path.join(threadProfiles, found);
    const top = summariseProfile(file, window);
    // Kept gzipped (a minute's profile is a few MB of JSON): gunzip it to open it.
    writeFileSync(path.join(profileDir, `${name}.gz`), gzipSync(readFileSync(file)));
    return { file: `${name}.gz`, top };
  };
  if (row) {
    const main = keep((id) => id === 0, `busy-${engine}.cpuprofile`);
    if (main) row.profile = main;
    else log(`busy ${engine}: no CPU profile was written (${written.join(', ') || 'none'})`);
    const database = keep((id) => id > 0, `busy-${engine}-database-thread.cpuprofile`);
    if (database) row.database_profile = database;
  }
  rmSync(threadProfiles, { recursive: true, force: true });
}
