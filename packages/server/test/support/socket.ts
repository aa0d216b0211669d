import {
  decodeServerMessage,
  encodeMessage,
  type ClientMessage,
  type ServerMessage,
  type ServerMessageType,
} from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { get, signIn } from './client';

/** How long a test waits for a message before failing. */
const WAIT_MS = 5000;

/** A demo account signed in: its token and user id. */
export type SignedIn = { token: string; id: number; name: string };

/** Signs a demo account in and reads its id (for `/appid`). */
export async function signedIn(app: FastifyInstance, login: string): Promise<SignedIn> {
  const token = await signIn(app, login);
  const user = (await get(app, '/api/authenticate', token)).json<{
    user: { id: number; name: string };
  }>().user;
  return { token, id: user.id, name: user.name };
}

/** The base URL of a listening server, on 127.0.0.1 and the port it was given. */
export function socketAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('Server is not listening');
  return `ws://127.0.0.1:${address.port}/ws`;
}

/** A websocket client that records every server message it receives. */
export class TestSocket {
  readonly received: ServerMessage[] = [];
  readonly closed: Promise<{ code: number }>;
  readonly #socket: WebSocket;
  #waiters: (() => void)[] = [];

  private constructor(url: string) {
    this.#socket = new WebSocket(url);
    this.#socket.on('message', (data) => {
      const decoded = decodeServerMessage(String(data));
      if (!decoded.ok) throw new Error(`Undecodable frame: ${decoded.failure.reason}`);
      this.received.push(decoded.message);
      for (const wake of [...this.#waiters]) wake();
    });
    this.closed = new Promise((resolve) => {
      this.#socket.on('close', (code) => {
        resolve({ code });
        for (const wake of [...this.#waiters]) wake();
      });
    });
  }

  /** Opens a socket to `url` and waits until it is open. */
  static async open(url: string): Promise<TestSocket> {
    const client = new TestSocket(url);
    await new Promise<void>((resolve, reject) => {
      client.#socket.once('open', () => resolve());
      client.#socket.once('error', reject);
    });
    return client;
  }

  /** Opens a socket and identifies as `user`; waits for `connected`. */
  static async connect(url: string, user: SignedIn): Promise<TestSocket> {
    const client = await TestSocket.open(url);
    client.send(appId(user));
    await client.next('connected');
    return client;
  }

  /** Sends a client message, encoded as the app does. */
  send(message: ClientMessage) {
    this.#socket.send(encodeMessage(message));
  }

  /** Sends a raw frame. */
  sendRaw(frame: string) {
    this.#socket.send(frame);
  }

  /** The first received message of `type` matching `where`, waiting up to 5 s for it. */
  async next<T extends ServerMessageType>(
    type: T,
    where: (message: Extract<ServerMessage, { type: T }>) => boolean = () => true,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const found = this.received.find(
        (message): message is Extract<ServerMessage, { type: T }> =>
          message.type === type && where(message as Extract<ServerMessage, { type: T }>),
      );
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `No '${type}' within ${WAIT_MS} ms; got ${JSON.stringify(this.received.map((m) => m.type))}`,
        );
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.#waiters = this.#waiters.filter((waiter) => waiter !== wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.#waiters.push(wake);
      });
    }
  }

  /** The messages of `type` received so far. */
  all<T extends ServerMessageType>(type: T): Extract<ServerMessage, { type: T }>[] {
    return this.received.filter(
      (message): message is Extract<ServerMessage, { type: T }> => message.type === type,
    );
  }

  /** Closes the socket and waits until it is closed. */
  async close() {
    if (this.#socket.readyState !== WebSocket.CLOSED) this.#socket.close();
    await this.closed;
  }
}

/** The `/appid` message the dashboard sends for `user`. */
export function appId(user: SignedIn, token = user.token): ClientMessage {
  return {
    type: '/appid',
    data: {
      app: 'dashboard',
      id: user.id,
      app_id: `tab-${user.id}-${Math.random().toString(36).slice(2)}`,
      channel: 'dashboard',
      name: user.name,
      role: 'Admin',
      wpa: false,
      agent: 'vitest',
      token,
      screen: '1920x1080',
      reconnect: false,
    },
  };
}

/** Waits `ms` (to show that something did not arrive). */
export function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
