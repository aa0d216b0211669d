import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLOSE_RESTART } from '@strata/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './support/harness';
import { TestSocket } from './support/socket';

/**
 * Kill the server with SIGKILL in the middle of a stream of acknowledged writes,
 * restart it on the same data, and find every acknowledged write. The writes are sign-ins: each
 * 200 answer carries a token, which exists only if its session row was committed.
 */

const serverDir = path.resolve(import.meta.dirname, '..');
/** Writes acknowledged before the kill; more keep streaming while it happens. */
const BEFORE_KILL = 25;
/** Every loop is bounded: at most this many writes, and this long. */
const MAX_WRITES = 400;
const STREAM_MS = 60_000;
const BOOT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Running = { child: ChildProcess; base: string; output: string[] };

async function start(env: NodeJS.ProcessEnv, port: number): Promise<Running> {
  const output: string[] = [];
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + BOOT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base, output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not come up:\n${output.join('')}`);
}

/** Resolves when `child` has exited (at once if it already has). */
function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

let addresses = 0;

/** One sign-in; its token when the server acknowledged it with 200. */
async function signIn(base: string): Promise<string | null> {
  addresses += 1;
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      // A fresh client address per try, so the login rate limit does not end the stream.
      'x-forwarded-for': `10.9.${Math.floor(addresses / 250)}.${addresses % 250}`,
    },
    body: new URLSearchParams({
      email_username: 'admin@demo.test',
      password: 'demo1234',
      platform: 'web_app',
    }).toString(),
  });
  if (response.status !== 200) return null;
  return ((await response.json()) as { token: string }).token;
}

/** Streams sign-ins from four workers and SIGKILLs the server once BEFORE_KILL are acknowledged. */
async function streamAndKill(running: Running): Promise<string[]> {
  const acknowledged: string[] = [];
  let sent = 0;
  const started = Date.now();
  let killed = false;
  const exited = exitOf(running.child);
  const worker = async () => {
    while (!killed && sent < MAX_WRITES && Date.now() - started < STREAM_MS) {
      sent += 1;
      try {
        const token = await signIn(running.base);
        if (token) acknowledged.push(token);
      } catch {
        // The server died under this request: it was never acknowledged.
      }
      if (!killed && acknowledged.length >= BEFORE_KILL) {
        killed = true;
        running.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  await exited;
  return acknowledged;
}

async function findAll(base: string, tokens: string[]) {
  const statuses = [];
  for (const token of tokens) {
    const response = await fetch(`${base}/api/authenticate`, {
      headers: {
        authorization: `Bearer ${token}`,
        'x-platform': 'web_app',
        'x-app-version': '1.0.0',
      },
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe.each(engines)('acknowledged writes survive SIGKILL on %s', (engine) => {
  let dataDir: string;
  let schema: string | null = null;
  let env: NodeJS.ProcessEnv;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    const build = spawnSync('pnpm', ['exec', 'tsup', '--silent'], {
      cwd: serverDir,
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
    dataDir = await mkdtemp(path.join(tmpdir(), 'strata-durability-'));
    env = {
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-app'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
    };
    if (engine === 'PostgreSQL') {
      schema = `durability_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const url = new URL(process.env.DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      env.DATABASE_URL = url.toString();
    }
  }, 180_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    if (schema) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });

  it(
    'given a server killed with SIGKILL mid-stream, every acknowledged sign-in is there after restart',
    async () => {
      const port = await freePort();
      const first = await start(env, port);
      children.push(first.child);
      const acknowledged = await streamAndKill(first);
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(BEFORE_KILL);

      const second = await start(env, await freePort());
      children.push(second.child);
      const statuses = await findAll(second.base, acknowledged);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      second.child.kill('SIGTERM');
      await exitOf(second.child);
    },
    BOOT_MS * 2 + STREAM_MS + 60_000,
  );

  it(
    'given a connected client, SIGTERM closes its socket with 1012',
    async () => {
      const port = await freePort();
      const running = await start(env, port);
      children.push(running.child);
      const login = await fetch(`${running.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email_username: 'owner@demo.test',
          password: 'demo1234',
          platform: 'web_app',
        }).toString(),
      });
      const body = (await login.json()) as { token: string; user: { id: number; name: string } };
      const socket = await TestSocket.connect(`ws://127.0.0.1:${port}/ws`, {
        token: body.token,
        id: body.user.id,
        name: body.user.name,
      });
      running.child.kill('SIGTERM');
      expect(await socket.closed).toEqual({ code: CLOSE_RESTART });
      await exitOf(running.child);
      expect(running.child.exitCode).toBe(0);
    },
    BOOT_MS + 30_000,
  );
});
