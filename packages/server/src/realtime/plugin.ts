import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ActorCache } from '../auth/actor-cache';
import type { Counters } from '../auth/rate-counter';
import type { Database } from '../db/database';
import type { ListCache } from '../http/list-cache';
import { RealtimeHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime hub: `app.realtime.publish({ propertyId, event })` pushes to sockets. */
    realtime: RealtimeHub;
  }
}

/** The largest frame a client may send (a chat message or an error report fits well within). */
const MAX_FRAME_BYTES = 64 * 1024;

/** Serves the realtime socket at GET /ws (spec 000 §7) and decorates `app.realtime`. */
export async function realtimeRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    counters: Counters;
    now: () => Date;
    actors: ActorCache;
    lists: ListCache;
    pingIntervalMs?: number | undefined;
  },
) {
  const hub = new RealtimeHub({
    db: options.db,
    counters: options.counters,
    now: options.now,
    actors: options.actors,
    lists: options.lists,
    log: app.log,
    ...(options.pingIntervalMs ? { pingIntervalMs: options.pingIntervalMs } : {}),
  });
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // Graceful shutdown: every client hears 1012 and comes back after 5-14 s.
    preClose: async () => {
      await hub.close();
    },
  });
  app.decorate('realtime', hub);
  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket) => hub.accept(socket));
  await hub.start();
}
