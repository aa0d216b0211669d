/**
 * The realtime part: N sockets connect to /ws and identify with `/appid` (each with its own
 * session of the manager of property 1), then one event goes to all of them: on Strata a real API
 * call (a manager's POST /api/setting/online, whose audit entry is pushed as `activity-log` to the
 * property's staff who may read the audit log), on the bare `ws` peer a POST /broadcast of the same frame. Fan-out latency is the time
 * from sending the trigger to each socket's receipt. Reconnect cost is the server process's CPU
 * time (user + system, /proc) while all N sockets connect and identify again.
 */
import path from 'node:path';
import { encodeMessage } from '@strata/domain';
import WebSocket from 'ws';
import {
  benchDir,
  cpuSeconds,
  knob,
  median,
  percentile,
  portBase,
  round,
  sleep,
  smoke,
  startNode,
  waitForHttp,
  type Measured,
} from './lib';

export const SOCKET_COUNTS = smoke ? [20, 50] : [1000, 5000];
const ROUNDS = smoke ? 1 : knob('BENCH_WS_ROUNDS', 3);
/** Sockets opening at once. */
const CONNECTING = 100;
/** How long a socket may take to be `connected`, and the event to reach every socket. */
const WAIT_MS = 30_000;

const CONNECTED = encodeMessage({ type: 'connected' });
const PING = encodeMessage({ type: 'ping' });
const PONG = encodeMessage({ type: '/pong' });
/** The first 28 characters of every `activity-log` frame (21 bytes of JSON, base64). */
const EVENT_PREFIX = Buffer.from('{"type":"activity-log').toString('base64');

/** Fan-out figures of one round: ms from trigger to receipt over every socket. */
export type FanOut = { p50: number; p99: number; max: number; missed: number };

/** The side's figures: medians of the fan-out rounds, the reconnect, and sockets it closed. */
export type WsSide = {
  fan_out: FanOut;
  reconnect: Reconnect;
  rounds: FanOut[];
  /** Sockets the server (or the network) closed while they should have stayed open, by close code. */
  closed: Record<string, number>;
};

export type WsRow = {
  sockets: number;
  engine: string;
  frame_bytes: number;
  bare: WsSide;
  strata: WsSide;
  /** strata p99 ÷ bare p99. */
  p99_ratio: number;
};

/** CPU seconds the server used while every socket reconnected, and how long it took. */
export type Reconnect = { cpu_seconds: number; wall_seconds: number };

/** N client sockets held open against one server. */
class Swarm {
  readonly sockets: WebSocket[] = [];
  received = new Float64Array(0);
  lastFrame = '';
  /** Closes nobody asked for, by close code. */
  readonly closed: Record<string, number> = {};
  #closing = false;

  constructor(
    readonly url: string,
    readonly appIds: { token: string; id: number }[],
  ) {
    this.received = new Float64Array(appIds.length);
  }

  /** Opens one socket and resolves once the server answered its `/appid` with `connected`. */
  #open(index: number): Promise<void> {
    const { token, id } = this.appIds[index]!;
    return new Promise((resolve, reject) => {
      let connected = false;
      const socket = new WebSocket(this.url);
      const timer = setTimeout(
        () => reject(new Error(`socket ${index}: no 'connected' in ${WAIT_MS} ms`)),
        WAIT_MS,
      );
      socket.on('open', () => {
        socket.send(
          encodeMessage({
            type: '/appid',
            data: {
              app: 'dashboard',
              id,
              app_id: `bench-${index}`,
              channel: '1',
              name: 'Bench',
              role: 'Manager',
              wpa: false,
              agent: 'strata-bench',
              token,
              screen: '1920x1080',
              reconnect: false,
            },
          }),
        );
      });
      socket.on('message', (data) => {
        const frame = String(data);
        // Strata drops a socket that stays silent for a whole ping interval.
        if (frame === PING) socket.send(PONG);
        else if (frame === CONNECTED) {
          connected = true;
          clearTimeout(timer);
          resolve();
        } else if (frame.startsWith(EVENT_PREFIX) && this.received[index] === 0) {
          this.received[index] = performance.now();
          this.lastFrame = frame;
        }
      });
      socket.on('close', (code) => {
        clearTimeout(timer);
        if (!connected) reject(new Error(`socket ${index} closed (${code}) before 'connected'`));
        else if (!this.#closing) this.closed[code] = (this.closed[code] ?? 0) + 1;
      });
      socket.on('error', () => undefined);
      this.sockets[index] = socket;
    });
  }

  /** Opens every socket, CONNECTING at a time. */
  async connect() {
    this.#closing = false;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(CONNECTING, this.appIds.length) }, async () => {
        while (next < this.appIds.length) await this.#open(next++);
      }),
    );
  }

  /** Sends the trigger and waits until every socket has the event (or WAIT_MS passed). */
  async fanOut(trigger: () => Promise<void>): Promise<FanOut> {
    this.received.fill(0);
    const started = performance.now();
    await trigger();
    const deadline = Date.now() + WAIT_MS;
    while (this.received.includes(0) && Date.now() < deadline) await sleep(5);
    const times = [...this.received].filter((at) => at > 0).map((at) => at - started);
    return {
      p50: round(percentile(times, 50), 1),
      p99: round(percentile(times, 99), 1),
      max: round(Math.max(...times), 1),
      missed: this.received.length - times.length,
    };
  }

  close() {
    this.#closing = true;
    for (const socket of this.sockets) socket.terminate();
    this.sockets.length = 0;
  }
}

/** The CPU `server` uses while every socket of `swarm` closes, then reconnects and identifies. */
async function reconnectCost(swarm: Swarm, server: Measured): Promise<Reconnect> {
  swarm.close();
  await sleep(2000); // The server drops the closed sockets before the measured reconnect.
  const cpu = cpuSeconds(server.pid);
  const started = performance.now();
  await swarm.connect();
  const wall = (performance.now() - started) / 1000;
  await sleep(300); // Work the server finishes just after the last `connected`.
  return { cpu_seconds: round(cpuSeconds(server.pid) - cpu, 2), wall_seconds: round(wall, 2) };
}

const medianFanOut = (rounds: FanOut[]): FanOut => ({
  p50: median(rounds.map((r) => r.p50)),
  p99: median(rounds.map((r) => r.p99)),
  max: median(rounds.map((r) => r.max)),
  missed: rounds.reduce((sum, r) => sum + r.missed, 0),
});

/** Fan-out and reconnect cost at each socket count, Strata and the bare `ws` peer alike. */
export async function measureWs(options: {
  engine: string;
  strata: Measured;
  strataUrl: string;
  /** A manager of the same property, who sends the trigger. */
  triggerToken: string;
  /** Sessions of a reader of the property's audit log, to identify the sockets with (one each). */
  sessions: { token: string; id: number }[];
  /** Where each socket count's row goes as soon as it is measured. */
  rows: WsRow[];
  log: (line: string) => void;
}): Promise<void> {
  const { engine, strata, strataUrl, triggerToken, sessions, rows, log } = options;
  const port = portBase + 3;
  const peer = startNode('bare ws', path.join(benchDir, 'peer-ws.js'), [String(port)], {});
  const peerUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${peerUrl}/healthz`, peer);
    let online = 0;
    const toggle = async () => {
      online = 1 - online;
      const response = await fetch(`${strataUrl}/api/setting/online`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${triggerToken}`,
          'x-platform': 'web_app',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ online }),
      });
      if (!response.ok) {
        throw new Error(`POST /api/setting/online: ${response.status} ${await response.text()}`);
      }
    };
    for (const count of SOCKET_COUNTS) {
      if (sessions.length < count) throw new Error(`${count} sockets need ${count} sessions`);
      const ids = sessions.slice(0, count);
      const strataSwarm = new Swarm(`${strataUrl.replace('http', 'ws')}/ws`, ids);
      const bareSwarm = new Swarm(`${peerUrl.replace('http', 'ws')}/ws`, ids);
      await strataSwarm.connect();
      await bareSwarm.connect();
      // Warm-up, and the frame the peer will broadcast.
      const warm = await strataSwarm.fanOut(toggle);
      // None at all: the trigger does not reach these sockets (a wrong audience), no figure to take.
      if (warm.missed === count) throw new Error(`None of ${count} sockets got the event`);
      const frame = strataSwarm.lastFrame;
      const broadcast = async () => {
        const response = await fetch(`${peerUrl}/broadcast`, { method: 'POST', body: frame });
        if (!response.ok) throw new Error(`POST /broadcast: ${response.status}`);
      };
      await bareSwarm.fanOut(broadcast);
      const rounds = { bare: [] as FanOut[], strata: [] as FanOut[] };
      for (let n = 0; n < ROUNDS; n += 1) {
        rounds.bare.push(await bareSwarm.fanOut(broadcast));
        rounds.strata.push(await strataSwarm.fanOut(toggle));
      }
      const bareReconnect = await reconnectCost(bareSwarm, peer);
      const strataReconnect = await reconnectCost(strataSwarm, strata);
      bareSwarm.close();
      strataSwarm.close();
      const row: WsRow = {
        sockets: count,
        engine,
        frame_bytes: Buffer.byteLength(frame),
        bare: {
          fan_out: medianFanOut(rounds.bare),
          reconnect: bareReconnect,
          rounds: rounds.bare,
          closed: bareSwarm.closed,
        },
        strata: {
          fan_out: medianFanOut(rounds.strata),
          reconnect: strataReconnect,
          rounds: rounds.strata,
          closed: strataSwarm.closed,
        },
        p99_ratio: 0,
      };
      row.p99_ratio = round(row.strata.fan_out.p99 / row.bare.fan_out.p99, 2);
      rows.push(row);
      log(
        `ws ${count} sockets: fan-out p99 strata ${row.strata.fan_out.p99} ms, bare ${row.bare.fan_out.p99} ms; ` +
          `reconnect CPU strata ${strataReconnect.cpu_seconds} s, bare ${bareReconnect.cpu_seconds} s`,
      );
      await sleep(2000);
    }
  } finally {
    await peer.stop();
  }
}
