/**
 * What every part of `pnpm bench` shares: where things are, how a measured process is started,
 * watched and stopped, and the statistics the tables print.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file runs from packages/server/.bench/). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Where the built benchmark itself lives (the peers' scripts sit beside it). */
export const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** BENCH_SMOKE=1: one short round of each part, tiny socket counts. */
export const smoke = process.env.BENCH_SMOKE === '1';

/** An environment knob as a positive number, or the fallback. */
export function knob(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a number above 0, not "${raw}"`);
  }
  return value;
}

/** The ports this benchmark may use: BENCH_PORT_BASE and the nine after it. */
export const portBase = knob('BENCH_PORT_BASE', 8140);

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The `p`th percentile (0–100) by nearest rank. */
export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
};

export const round = (value: number, digits = 0): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process this benchmark started and measures. */
export type Measured = {
  name: string;
  child: ChildProcess;
  pid: number;
  /** The last lines it printed, for the error when it dies. */
  output: string[];
  stop(): Promise<void>;
};

/**
 * Starts `node script args` with a raised open-files limit (for thousands of sockets), in a
 * shell that `exec`s Node so that the pid is Node's own (its CPU time is read from /proc).
 */
export function startNode(
  name: string,
  script: string,
  args: string[],
  env: Record<string, string>,
  /** Node's own flags, before the script (`--cpu-prof`, …). */
  nodeArgs: string[] = [],
): Measured {
  const quoted = [process.execPath, ...nodeArgs, script, ...args].map(
    (part) => `'${part.replace(/'/g, `'\\''`)}'`,
  );
  const child = spawn(
    'bash',
    [
      '-c',
      `ulimit -n "$(ulimit -Hn)" 2>/dev/null || ulimit -n 65536 2>/dev/null; exec ${quoted.join(' ')}`,
    ],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    if (output.length > 40) output.splice(0, output.length - 40);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  return {
    name,
    child,
    pid: child.pid!,
    output,
    async stop() {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/** Waits until `url` answers (any status), or throws with the process's last output. */
export async function waitForHttp(url: string, process: Measured, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null) {
      throw new Error(
        `${process.name} exited (${process.child.exitCode}):\n${process.output.join('\n')}`,
      );
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${process.name} did not answer at ${url} in ${timeoutMs / 1000} s`);
}

const clockTicks = 100; // USER_HZ on Linux: /proc times are in hundredths of a second.

/** User + system CPU seconds a process has used so far (Linux /proc). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/** The built server's entry; throws when `pnpm build` has not run. */
export function serverEntry(): string {
  const entry = path.join(root, 'packages', 'server', 'dist', 'main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run pnpm build`);
  return entry;
}

/** Signs in through the API; answers the bearer token. */
export async function signIn(
  baseUrl: string,
  email = 'admin@demo.test',
  password = 'demo1234',
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email_username: email, password, platform: 'web_app' }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) {
    throw new Error(`Sign-in as ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.token;
}
