import { randomUUID } from 'node:crypto';
import {
  CLOSE_RESTART,
  CLOSE_STOP,
  decodeClientMessage,
  encodeMessage,
  type AppIdData,
  type ClientMessage,
  type ServerMessage,
} from '@strata/domain';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { hasPermission, type Actor } from '../auth/access';
import type { ListCache } from '../http/list-cache';
import type { ActorCache } from '../auth/actor-cache';
import type { Counters } from '../auth/rate-counter';
import { auditEntryWire } from '../modules/audit';
import type { Database, Executor } from '../db/database';
import { auditEntries, errorLog, sessions, users } from '../db/schema';
import {
  CHANNEL_PREFIX,
  notify,
  parseBusEvent,
  type Audience,
  type BusEvent,
  type PresenceUser,
} from './bus';
import { chatBetween, chatById, endChat, markSeen, peerOf, saveChat, type Peer } from './chat';

/** How long a socket may stay silent about who it is before it is closed. */
const APP_ID_TIMEOUT_MS = 10_000;
/** Frames a socket may send in RATE_WINDOW_MS; the rest are dropped. */
export const FRAMES_PER_WINDOW = 100;
const RATE_WINDOW_MS = 10_000;
/** Script-error reports a connection may send a minute; more are dropped. */
const ERROR_REPORTS_PER_MINUTE = 10;
/** How often the server pings by default. */
const DEFAULT_PING_MS = 30_000;
/** Users per roster message on the bus. */
const ROSTER_SLICE = 150;
/** The longest chat message kept (longer ones are refused). */
export const MAX_CHAT_LENGTH = 2000;

/** What the realtime hub is built with. */
export type RealtimeOptions = {
  db: Database;
  /** Where the error-report cap is counted. */
  counters: Counters;
  now: () => Date;
  /** The signed-in actors of this instance: `/appid` reads it, the bus's `actors` events drop from it. */
  actors: ActorCache;
  /** This instance's stored list replies: the bus's `data` events end them. */
  lists?: ListCache | undefined;
  log: FastifyBaseLogger;
  /** How often the server pings; a socket silent for a whole interval is dropped. */
  pingIntervalMs?: number;
};

/** A message to push, and who it is for. */
export type PublishTarget = Audience & { event: ServerMessage };

type Connection = {
  socket: WebSocket;
  /** Set once `/appid` was accepted. */
  actor: Actor | null;
  app: AppIdData | null;
  /** The page the user is on (`/page`). */
  page: string | null;
  /** Whether the socket said anything since the last ping. */
  alive: boolean;
  /** Frames taken in the current rate window, and when it started (real time). */
  frames: { since: number; count: number };
  /** The frames being handled, in order. */
  queue: Promise<void>;
  /** Chat peers looked up already. */
  peers: Map<number, Peer | null>;
};

const presenceOf = (actor: Actor): PresenceUser => ({
  id: actor.user.id,
  p: actor.user.propertyId,
  s: actor.user.isSkaloot,
});

/** Whether `viewer` is told when `user` comes and goes: same property, or provider staff. */
function sees(viewer: PresenceUser, user: PresenceUser) {
  return viewer.s || user.s || (viewer.p !== null && viewer.p === user.p);
}

/**
 * The realtime side of one server instance (spec 000 §7): the sockets connected here, who is
 * online on every instance, and the bus that carries events between instances.
 */
export class RealtimeHub {
  /** This instance's id on the bus. */
  readonly instanceId = randomUUID();
  readonly #db: Database;
  readonly #counters: Counters;
  readonly #now: () => Date;
  readonly #actors: ActorCache;
  readonly #lists: ListCache | undefined;
  readonly #log: FastifyBaseLogger;
  readonly #pingIntervalMs: number;
  readonly #connections = new Set<Connection>();
  /** Users online on other instances, by instance. */
  readonly #remote = new Map<string, Map<number, PresenceUser>>();
  /** By when each other instance must be heard again (real time), or its users go offline. */
  readonly #deadlines = new Map<string, number>();
  #stopListening: (() => Promise<void>) | null = null;
  #pinger: NodeJS.Timeout | null = null;
  #closing = false;

  constructor({
    db,
    counters,
    now,
    actors,
    lists,
    log,
    pingIntervalMs = DEFAULT_PING_MS,
  }: RealtimeOptions) {
    this.#lists = lists;
    this.#db = db;
    this.#counters = counters;
    this.#now = now;
    this.#actors = actors;
    this.#log = log;
    this.#pingIntervalMs = pingIntervalMs;
  }

  /** Starts listening on the bus and pinging sockets. */
  async start() {
    // Through the query builder (the Orm type leaves `execute`'s rows untyped; both drivers
    // answer `{ rows }`).
    const { rows } = (await this.#db.orm.execute(sql`select current_schema() as schema`)) as {
      rows: { schema: string }[];
    };
    this.#stopListening = await this.#db.listen(
      `${CHANNEL_PREFIX}${rows[0]!.schema}`,
      (payload) => {
        const event = parseBusEvent(payload);
        if (event) void this.#onBus(event).catch((error) => this.#log.error({ err: error }));
      },
    );
    await notify(this.#db.orm, { k: 'sync', i: this.instanceId });
    this.#pinger = setInterval(() => this.#ping(), this.#pingIntervalMs);
    this.#pinger.unref();
  }

  /**
   * Pushes `event` to an audience on every instance. Pass the change's transaction as `tx` so
   * it goes out only when the change commits.
   */
  async publish({ event, ...to }: PublishTarget, tx?: Executor): Promise<void> {
    await notify(tx ?? this.#db.orm, { k: 'send', to: to as Audience, m: event });
  }

  /** The ids of the users online on any instance. */
  onlineUserIds(): number[] {
    return [...this.#online().keys()].sort((a, b) => a - b);
  }

  /** Closes every socket with 1012 (clients come back after 5-14 s) and leaves the bus. */
  async close() {
    if (this.#closing) return;
    this.#closing = true;
    if (this.#pinger) clearInterval(this.#pinger);
    for (const connection of this.#connections) {
      connection.socket.close(CLOSE_RESTART, 'Server restarting');
    }
    this.#connections.clear();
    try {
      await notify(this.#db.orm, { k: 'bye', i: this.instanceId });
      await this.#stopListening?.();
    } catch (error) {
      this.#log.warn({ err: error }, 'realtime could not leave the bus');
    }
  }

  /** Takes a new socket: it has APP_ID_TIMEOUT_MS to say who it is with `/appid`. */
  accept(socket: WebSocket) {
    if (this.#closing) {
      socket.close(CLOSE_RESTART, 'Server restarting');
      return;
    }
    const connection: Connection = {
      socket,
      actor: null,
      app: null,
      page: null,
      alive: true,
      frames: { since: Date.now(), count: 0 },
      queue: Promise.resolve(),
      peers: new Map(),
    };
    this.#connections.add(connection);
    const timeout = setTimeout(() => {
      if (!connection.actor) this.#reject(connection);
    }, APP_ID_TIMEOUT_MS);
    socket.on('message', (data, isBinary) => {
      connection.alive = true;
      const now = Date.now();
      if (now - connection.frames.since >= RATE_WINDOW_MS)
        connection.frames = { since: now, count: 0 };
      connection.frames.count += 1;
      // A client flooding the socket has the excess dropped (it still counts as alive).
      if (connection.frames.count > FRAMES_PER_WINDOW) return;
      const frame = isBinary ? null : String(data);
      // One frame at a time, in order: what follows `/appid` waits until it is accepted.
      connection.queue = connection.queue
        .then(() => this.#onFrame(connection, frame))
        .catch((error) => this.#log.error({ err: error }, 'realtime message failed'));
    });
    socket.on('close', () => {
      clearTimeout(timeout);
      this.#drop(connection);
    });
    socket.on('error', (error) => this.#log.debug({ err: error }, 'realtime socket error'));
  }

  #send(connection: Connection, message: ServerMessage) {
    this.#sendAll([connection], message);
  }

  /** Sends one message to many connections, encoded once. */
  #sendAll(connections: Iterable<Connection>, message: ServerMessage) {
    let frame: string | null = null;
    for (const { socket } of connections) {
      if (socket.readyState !== socket.OPEN) continue;
      frame ??= encodeMessage(message);
      socket.send(frame);
    }
  }

  #reject(connection: Connection) {
    this.#send(connection, { type: 'appid_invalid' });
    connection.socket.close(CLOSE_STOP, 'Rejected');
    this.#connections.delete(connection);
  }

  /** Local users online, each once. */
  #local(): Map<number, PresenceUser> {
    const users = new Map<number, PresenceUser>();
    for (const { actor } of this.#connections) {
      if (actor) users.set(actor.user.id, presenceOf(actor));
    }
    return users;
  }

  #online(): Map<number, PresenceUser> {
    const users = this.#local();
    for (const roster of this.#remote.values()) {
      for (const [id, user] of roster) users.set(id, user);
    }
    return users;
  }

  /** Tells local viewers that `user` came (`new_user`) or went (`remove_user`). */
  #announce(user: PresenceUser, online: boolean) {
    const viewers = [...this.#connections].filter(
      ({ actor }) => actor && actor.user.id !== user.id && sees(presenceOf(actor), user),
    );
    this.#sendAll(viewers, { type: online ? 'new_user' : 'remove_user', data: { id: user.id } });
  }

  #drop(connection: Connection) {
    if (!this.#connections.delete(connection) || !connection.actor || this.#closing) return;
    const user = presenceOf(connection.actor);
    if (this.#local().has(user.id)) return;
    if (!this.#online().has(user.id)) this.#announce(user, false);
    void notify(this.#db.orm, { k: 'presence', i: this.instanceId, on: false, u: user }).catch(
      (error) => this.#log.warn({ err: error }, 'presence not shared'),
    );
  }

  #ping() {
    void notify(this.#db.orm, {
      k: 'alive',
      i: this.instanceId,
      every: this.#pingIntervalMs,
    }).catch((error) => this.#log.warn({ err: error }, 'realtime heartbeat not sent'));
    // An instance silent for three of its intervals was killed without saying bye.
    const now = Date.now();
    for (const [instance, deadline] of this.#deadlines) {
      if (deadline < now) this.#forget(instance);
    }
    void this.#endStaleSessions().catch((error) =>
      this.#log.warn({ err: error }, 'realtime session check failed'),
    );
    const pinged: Connection[] = [];
    for (const connection of this.#connections) {
      if (!connection.actor) continue;
      if (!connection.alive) {
        // No `/pong` for a whole interval: the socket is gone.
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      pinged.push(connection);
    }
    this.#sendAll(pinged, { type: 'ping' });
  }

  /**
   * Ends sockets whose session is no longer live (expired, or its user deleted): one query a
   * ping interval for all of them. Revocations push `logout` at once; this catches the rest.
   */
  async #endStaleSessions() {
    const ids = [...this.#connections].flatMap(({ actor }) => (actor ? [actor.sessionId] : []));
    if (ids.length === 0) return;
    const live = await this.#db.orm
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, [...new Set(ids)]),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, this.#now()),
          eq(users.active, true),
        ),
      );
    const liveIds = new Set(live.map((row) => row.id));
    const ended = [...this.#connections].filter(
      ({ actor }) => actor && !liveIds.has(actor.sessionId),
    );
    this.#sendAll(ended, { type: 'logout' });
    for (const connection of ended) connection.socket.close(CLOSE_STOP, 'Session ended');
  }

  async #onFrame(connection: Connection, frame: string | null) {
    // A socket that was rejected or closed meanwhile: its remaining frames are moot.
    if (!this.#connections.has(connection)) return;
    const decoded = decodeClientMessage(frame);
    if (!decoded.ok) {
      if (!connection.actor) this.#reject(connection);
      else this.#log.debug({ failure: decoded.failure }, 'realtime frame ignored');
      return;
    }
    const message = decoded.message;
    if (!connection.actor) {
      if (message.type === '/appid') await this.#identify(connection, message.data);
      else this.#reject(connection);
      return;
    }
    await this.#handle(connection, connection.actor, message);
  }

  async #identify(connection: Connection, data: AppIdData) {
    const actor = await this.#actors.forToken(data.token, this.#now());
    if (!this.#connections.has(connection)) return;
    if (!actor || actor.user.id !== data.id || data.app.trim() === '' || this.#closing) {
      this.#reject(connection);
      return;
    }
    const user = presenceOf(actor);
    const wasOnline = this.#online().has(user.id);
    const firstHere = !this.#local().has(user.id);
    connection.actor = actor;
    connection.app = data;
    this.#send(connection, { type: 'connected' });
    const visible = [...this.#online().values()]
      .filter((other) => other.id !== user.id && sees(user, other))
      .map((other) => other.id)
      .sort((a, b) => a - b);
    this.#send(connection, { type: 'users', data: visible });
    if (!wasOnline) this.#announce(user, true);
    if (firstHere)
      await notify(this.#db.orm, { k: 'presence', i: this.instanceId, on: true, u: user });
  }

  async #peer(connection: Connection, actor: Actor, peerId: number): Promise<Peer | null> {
    if (!connection.peers.has(peerId)) {
      connection.peers.set(peerId, await peerOf(this.#db.orm, peerId));
    }
    const peer = connection.peers.get(peerId) ?? null;
    // Chat is between provider staff and anyone else (spec 000 §7).
    return peer && peer.id !== actor.user.id && (actor.user.isSkaloot || peer.isSkaloot)
      ? peer
      : null;
  }

  async #handle(connection: Connection, actor: Actor, message: ClientMessage) {
    const self = actor.user.id;
    switch (message.type) {
      case '/appid':
      case '/pong':
      case 'ping':
        return;
      case '/page':
        connection.page = message.data.path.slice(0, 500);
        return;
      case '/quit':
        connection.socket.close(1000, 'Bye');
        return;
      case '/chat_history': {
        const peer = await this.#peer(connection, actor, message.data.recipient_id);
        if (!peer) return;
        const history = await chatBetween(this.#db.orm, self, peer.id);
        this.#send(connection, { type: 'chat_history', data: history });
        return;
      }
      case '/chat': {
        const peer = await this.#peer(connection, actor, message.data.recipient_id);
        const text = message.data.message.trim();
        if (!peer || text === '' || text.length > MAX_CHAT_LENGTH) return;
        if (message.data.msg_id.length > 100) return;
        const id = await saveChat(this.#db.orm, {
          msgId: message.data.msg_id,
          senderId: self,
          recipientId: peer.id,
          message: text,
          createdAt: this.#now(),
        });
        if (id !== null) await notify(this.#db.orm, { k: 'chat', id });
        return;
      }
      case '/seen': {
        const peer = await this.#peer(connection, actor, message.data.recipient_id);
        if (!peer) return;
        await markSeen(this.#db.orm, { reader: self, sender: peer.id, at: this.#now() });
        await this.publish({ userId: peer.id, event: { type: 'seen', data: { sender: self } } });
        return;
      }
      case '/typing': {
        const peer = await this.#peer(connection, actor, message.data.recipient_id);
        if (!peer) return;
        await this.publish({ userId: peer.id, event: { type: 'typing', data: { sender: self } } });
        return;
      }
      case '/end': {
        if (!actor.user.isSkaloot) return;
        const peer = await this.#peer(connection, actor, message.data.id);
        if (!peer) return;
        await this.#db.orm.transaction(async (tx) => {
          await endChat(tx, self, peer.id, this.#now());
          await this.publish({ userId: peer.id, event: { type: 'end', data: { id: self } } }, tx);
          await this.publish({ userId: self, event: { type: 'end', data: { id: peer.id } } }, tx);
        });
        return;
      }
      case '/error': {
        // Counted per user, over every socket and instance.
        const reports = await this.#counters.hit(`socket-error:user:${self}`, 60_000, this.#now());
        if (reports > ERROR_REPORTS_PER_MINUTE) return;
        const report = message.data;
        const detail = [
          report.stack,
          report.line === undefined ? undefined : `line ${report.line}:${report.column ?? 0}`,
        ]
          .filter(Boolean)
          .join('\n');
        await this.#db.orm.transaction(async (tx) => {
          await tx.insert(errorLog).values({
            userId: self,
            message: report.message.slice(0, 2000),
            detail: detail === '' ? null : detail.slice(0, 10_000),
            url: (report.path ?? report.source ?? connection.page)?.slice(0, 500) ?? null,
            userAgent: connection.app?.agent.slice(0, 500) ?? null,
          });
          const [row] = await tx.select({ total: count() }).from(errorLog);
          const event = { type: 'error-log', data: { total: row?.total ?? 0 } } as const;
          await this.publish({ providerStaff: true, event }, tx);
          await this.publish({ developers: true, event }, tx);
        });
        return;
      }
    }
  }

  #matching(to: Audience): Connection[] {
    return [...this.#connections].filter(({ actor }) => {
      if (!actor) return false;
      if ('everyone' in to) return true;
      if ('providerStaff' in to) return actor.user.isSkaloot;
      if ('userId' in to) return actor.user.id === to.userId;
      if ('sessionId' in to) return actor.sessionId === to.sessionId;
      if ('superUsers' in to) return actor.user.isSuperUser;
      if ('developers' in to) return actor.user.isDeveloper && !actor.user.isSkaloot;
      if ('role' in to)
        return actor.user.propertyId === to.propertyId && actor.user.role === to.role;
      if (actor.user.isSuperUser) return true;
      return actor.user.propertyId === to.propertyId && (to.owners || actor.user.role !== 'Owner');
    });
  }

  /** Drops another instance's users (it said bye, or went silent). */
  #forget(instance: string) {
    const roster = this.#remote.get(instance);
    this.#remote.delete(instance);
    this.#deadlines.delete(instance);
    const online = this.#online();
    for (const user of roster?.values() ?? []) {
      if (!online.has(user.id)) this.#announce(user, false);
    }
  }

  async #onBus(event: BusEvent) {
    if ('i' in event && event.i !== this.instanceId && event.k !== 'bye') {
      const every = event.k === 'alive' ? event.every : DEFAULT_PING_MS;
      if (event.k === 'alive' || !this.#deadlines.has(event.i)) {
        this.#deadlines.set(event.i, Date.now() + 3 * every);
      }
    }
    switch (event.k) {
      case 'alive':
        return;
      case 'actors':
        this.#actors.heard(event);
        return;
      case 'data':
        // Older triggers (before 0012_data_change_scope) name no table: everything is stale.
        this.#lists?.changed(
          event.t === undefined ? {} : { table: event.t, properties: event.p ?? null },
        );
        return;
      case 'send': {
        const targets = this.#matching(event.to);
        this.#sendAll(targets, event.m);
        if (event.m.type === 'logout') {
          // The session ended elsewhere (logout, deactivation, password reset).
          for (const connection of targets) connection.socket.close(CLOSE_STOP, 'Signed out');
        }
        return;
      }
      case 'audit': {
        // Only those who may read the audit log get it: with none of them connected here, the
        // entry is not read (at a busy hour every write makes one, on every instance).
        const readers = [...this.#connections].filter(
          ({ actor }) => actor && hasPermission(actor, 'Audit', 'View'),
        );
        if (readers.length === 0) return;
        const [row] = await this.#db.orm
          .select()
          .from(auditEntries)
          .where(eq(auditEntries.id, event.id));
        if (!row) return;
        const to: Audience =
          row.propertyId === null ? { providerStaff: true } : { propertyId: row.propertyId };
        const targets = new Set(this.#matching(to));
        if (row.propertyId === null) {
          for (const connection of this.#matching({ everyone: true })) {
            if (connection.actor?.user.isSuperUser) targets.add(connection);
          }
        }
        const message: ServerMessage = {
          type: 'activity-log',
          data: auditEntryWire(row),
        };
        this.#sendAll(
          readers.filter((connection) => targets.has(connection)),
          message,
        );
        return;
      }
      case 'chat': {
        const chat = await chatById(this.#db.orm, event.id);
        if (!chat) return;
        const targets = [
          ...this.#matching({ userId: chat.sender }),
          ...this.#matching({ userId: chat.recipient_id }),
        ];
        this.#sendAll(new Set(targets), { type: 'chat', data: chat });
        return;
      }
      case 'presence': {
        if (event.i === this.instanceId) return;
        const wasOnline = this.#online().has(event.u.id);
        const roster = this.#remote.get(event.i) ?? new Map<number, PresenceUser>();
        if (event.on) roster.set(event.u.id, event.u);
        else roster.delete(event.u.id);
        this.#remote.set(event.i, roster);
        const isOnline = this.#online().has(event.u.id);
        if (wasOnline !== isOnline) this.#announce(event.u, isOnline);
        return;
      }
      case 'sync': {
        if (event.i === this.instanceId || this.#closing) return;
        // In slices, to stay within NOTIFY's payload limit.
        const users = [...this.#local().values()];
        for (let start = 0; start < users.length; start += ROSTER_SLICE) {
          await notify(this.#db.orm, {
            k: 'roster',
            i: this.instanceId,
            users: users.slice(start, start + ROSTER_SLICE),
          });
        }
        return;
      }
      case 'roster': {
        if (event.i === this.instanceId) return;
        const before = this.#online();
        const roster = this.#remote.get(event.i) ?? new Map<number, PresenceUser>();
        for (const user of event.users) roster.set(user.id, user);
        this.#remote.set(event.i, roster);
        for (const user of event.users) if (!before.has(user.id)) this.#announce(user, true);
        return;
      }
      case 'bye': {
        if (event.i !== this.instanceId) this.#forget(event.i);
        return;
      }
    }
  }
}
