import type { ServerMessage } from '@strata/domain';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';

/**
 * The fan-out bus between server instances: every realtime event goes through PostgreSQL's
 * NOTIFY on one channel per schema and comes back to every instance LISTENing on it (the
 * sender included), in-process on PGlite. A NOTIFY inside a transaction is delivered only when
 * it commits, so a rolled-back change pushes nothing. Payloads stay small (NOTIFY's limit is
 * 8000 bytes): records travel as ids that each instance looks up.
 */

/** The channel prefix; the schema's name follows it, so test schemas do not hear each other. */
export const CHANNEL_PREFIX = 'strata_rt_';

/** Who a pushed message is for. */
export type Audience =
  /** A property's connected staff (everyone but owners), and super users. */
  | { propertyId: number; owners?: boolean }
  /** The connected users of one role on a property (not super users). */
  | { propertyId: number; role: string }
  /** Connected super users. */
  | { superUsers: true }
  /** Connected developer users (the developer flag). */
  | { developers: true }
  /** Every connection of one user. */
  | { userId: number }
  /** The connections opened with one session's token. */
  | { sessionId: number }
  /** Connected provider staff (isSkaloot). */
  | { providerStaff: true }
  /** Everyone connected. */
  | { everyone: true };

/** Whose cached signed-in actors a change touched (auth/actor-cache.ts). */
export type ActorScope =
  /** One user: their sessions, flags, role, name or picture. */
  | { userId: number }
  /** Everyone of a property: its name or picture, its services, its roles' policies. */
  | { propertyId: number }
  /** Those sessions, changed in the database (migration 0007_actor_changes). */
  | { sessions: number[] }
  /** Those users, changed in the database (migration 0007_actor_changes). */
  | { users: number[] }
  | { everyone: true };

/** What travels on the bus. */
export type BusEvent =
  /** A new audit entry: pushed as `activity-log` to its property's staff. */
  | { k: 'audit'; id: number }
  /**
   * Table `t` that a cached list reads changed, on the properties `p` (0: rows of no property;
   * absent: any property), sent by the statement triggers of migration 0012_data_change_scope on
   * commit: the stored list replies that read it there are stale (http/list-cache.ts, ADR 0019).
   */
  | { k: 'data'; t?: string; p?: number[] }
  /** A new chat message: relayed to its sender and recipient. */
  | { k: 'chat'; id: number }
  /**
   * Cached actors of `to` are stale: change `n` of the actor cache `c` (committed), or, without
   * `c` and `n`, a change to sessions or users sent by the statement triggers of migration
   * 0007_actor_changes (on commit), whoever made it.
   */
  | { k: 'actors'; c?: string; n?: number; to: ActorScope }
  /** A message for an audience. */
  | { k: 'send'; to: Audience; m: ServerMessage }
  /** A user came online (`on`) or went offline on instance `i`. */
  | { k: 'presence'; i: string; on: boolean; u: PresenceUser }
  /** Instance `i` started and asks the others who is online on them. */
  | { k: 'sync'; i: string }
  /** Instance `i` lists the users online on it. */
  | { k: 'roster'; i: string; users: PresenceUser[] }
  /** Instance `i` is stopping: its users are offline. */
  | { k: 'bye'; i: string }
  /** Instance `i` is still running; it says so again within `every` ms. */
  | { k: 'alive'; i: string; every: number };

/** A user as presence needs them: id, property and provider-staff flag. */
export type PresenceUser = { id: number; p: number | null; s: boolean };

/** NOTIFY's payload limit, less a margin. */
export const MAX_PAYLOAD = 7900;

/**
 * Publishes `event` on the bus through `db`; pass the change's transaction so the event is
 * delivered only if the change commits. A `send` too large for NOTIFY goes without its data
 * (the notice still tells clients to fetch again).
 */
export async function notify(db: Executor, event: BusEvent): Promise<void> {
  let payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD && event.k === 'send') {
    payload = JSON.stringify({ ...event, m: { type: event.m.type } });
  }
  if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
    throw new Error(`Realtime event '${event.k}' is too large for the bus`);
  }
  await db.execute(sql`select pg_notify(${CHANNEL_PREFIX} || current_schema(), ${payload})`);
}

/**
 * Publishes an event the database writes (`event`: an SQL expression of a BusEvent's JSON), so a
 * figure the event carries, such as a count, is read in the notice's own statement. Pass the
 * change's transaction, as for {@link notify}.
 */
export async function notifyBuilt(db: Executor, event: SQL): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL_PREFIX} || current_schema(), (${event})::text)`);
}

/**
 * The bus event `{ k: 'audit', id }` for the audit entry whose id `id` is, as an SQL expression:
 * written into the statement that inserts the entry, so the notice costs no statement of its own.
 */
export const auditNotice = (id: SQL | AnyColumn) =>
  sql`pg_notify(${CHANNEL_PREFIX} || current_schema(), json_build_object('k', 'audit', 'id', ${id})::text)`;

/** Reads a bus payload; `null` when it is not one of ours. */
export function parseBusEvent(payload: string): BusEvent | null {
  try {
    const value = JSON.parse(payload) as { k?: unknown };
    return typeof value === 'object' && value !== null && typeof value.k === 'string'
      ? (value as BusEvent)
      : null;
  } catch {
    return null;
  }
}
