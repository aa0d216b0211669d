import type { ListCache } from './list-cache';
import type { ActorCache } from '../auth/actor-cache';
import type { ServerConfig } from '../config';
import type { Counters } from '../auth/rate-counter';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/outbox';

/** What the route groups are built with. */
export type RouteDeps = {
  db: Database;
  mailer: Mailer;
  /** The signed-in actors kept by token; a write that changes what one carries calls `changed`. */
  actors: ActorCache;
  /** Serialised list replies of this instance (http/list-cache.ts): `cachedList` reads and keeps them. */
  lists: ListCache;
  /** The rate limits' counters: the database's, or Redis's when REDIS_URL is set. */
  counters: Counters;
  /** The clock (tests pass a fixed one). */
  now: () => Date;
  /** `dataDir`: DATA_DIR, where uploads from before 0005_upload_contents are read. */
  config: Pick<ServerConfig, 'sessionTtlDays' | 'dataDir'>;
};
