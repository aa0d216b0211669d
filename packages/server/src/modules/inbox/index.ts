import type { ServerModule } from '../../http/module';
import { inboxRoutes } from './routes/inbox';
import { inboxChangeRoutes } from './routes/inbox-changes';

export { leaveNotice } from './records';
export type { InboxNotice } from './tables';

/** Spec 002 §7: every user's inbox. */
export const inboxModule: ServerModule = {
  name: 'inbox',
  routes: [inboxRoutes, inboxChangeRoutes],
};
