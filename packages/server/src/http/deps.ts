import type { ActorCache } from '../auth/actor-cache';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/outbox';

/** What the route groups are built with. */
export type RouteDeps = {
  db: Database;
  mailer: Mailer;
  /** The signed-in actors kept by token; a write that changes what one carries calls `changed`. */
  actors: ActorCache;
  /** The clock (tests pass a fixed one). */
  now: () => Date;
  /** `dataDir`: where uploads are stored (DATA_DIR). */
  config: Pick<ServerConfig, 'sessionTtlDays' | 'dataDir'>;
};
