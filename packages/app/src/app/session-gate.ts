import type { SessionUser } from '@strata/domain';
import { createContext } from 'react-router-dom';
import type { Session } from '../lib/session';

/** What the router's loaders need of the session. */
type SessionView = Pick<Session, 'status' | 'user'>;

/**
 * The session as the router's loaders see it: the app's router (app/router.tsx) tells it every
 * change of the React session, and a loader asks it for the user. While a stored token is being
 * checked the answer waits, so the role guard (app/role-guard.ts) never judges a path by the
 * signed-out state a page load starts in.
 */
export class SessionGate {
  #session: SessionView;
  #waiting: (() => void)[] = [];

  constructor(session: SessionView) {
    this.#session = session;
  }

  /** Takes the session's latest state; a settled one releases the loaders waiting for it. */
  update(session: SessionView): void {
    this.#session = session;
    if (session.status !== 'checking') for (const release of this.#waiting.splice(0)) release();
  }

  /** The session's user (null when signed out), once no stored token is being checked. */
  async user(): Promise<SessionUser | null> {
    while (this.#session.status === 'checking') {
      await new Promise<void>((release) => this.#waiting.push(release));
    }
    return this.#session.user;
  }
}

/** The router context under which loaders find the {@link SessionGate}. */
export const sessionGateContext = createContext<SessionGate>();
