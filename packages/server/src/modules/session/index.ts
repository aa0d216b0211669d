import type { ServerModule } from '../../http/module';
import { loginRoutes } from './routes/login';
import { sessionRoutes } from './routes/session';

/** Spec 000 §7: signing in and out, the session, forgotten passwords and e-mail confirmation. */
export const sessionModule: ServerModule = {
  name: 'session',
  routes: [loginRoutes, sessionRoutes],
};

export { LOGIN_LIMITS } from './routes/login';
export { bubbleCounters } from './session-user';
