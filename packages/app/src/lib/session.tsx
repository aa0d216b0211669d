import type {
  AnnouncementBrief,
  ApiResult,
  AuthenticateResponse,
  LoginPayload,
  LoginResponse,
  Nav,
  SessionUser,
} from '@strata/domain';
import { isModalFailure } from '@strata/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { clearApiCache } from './api-cache';
import { useAuthApi, useHandleFailure } from './api-client';
import { browserStorage } from './storage';
import { readToken, TOKEN_STORAGE_KEY, writeToken } from './token';

/**
 * Where the session stands: `storage-disabled` when local storage is off (spec 000 §1),
 * `checking` while a stored token is authenticated, `unavailable` when that check could not
 * reach the server.
 */
export type SessionStatus =
  'storage-disabled' | 'checking' | 'unavailable' | 'signed-out' | 'signed-in';

/** The events tabs of one browser share (spec 000 §4). */
export type SessionEvent =
  | { type: 'login' }
  | { type: 'logout' }
  | { type: 'update-user'; user: SessionUser }
  | { type: 'reset-cache' };

/** The broadcast channel's name. */
export const SESSION_CHANNEL = 'strata.session';

type SessionState = {
  status: SessionStatus;
  token: string | null;
  user: SessionUser | null;
  navs: Nav[];
  announcement: AnnouncementBrief | null;
};

/** The session and what can be done to it. */
export type Session = SessionState & {
  /** Signs in; on success stores the token and tells the other tabs. Failures are returned. */
  login: (payload: LoginPayload) => Promise<ApiResult<LoginResponse>>;
  /** Signs out on the server, clears stored data and tells the other tabs. */
  logout: () => Promise<void>;
  /** Ends the session here without asking the server (a 401, 402 or 403, or a socket notice). */
  endSession: () => void;
  /** Replaces the signed-in user (after a profile change) in every tab. */
  updateUser: (user: SessionUser) => void;
  /** Drops every cached answer in every tab, so screens fetch again. */
  resetCache: () => void;
  /** Authenticates the stored token again after `unavailable`. */
  retry: () => void;
  /**
   * Fetches the user and menu again without leaving the screen (realtime 'get-bubble': a counter,
   * a service or a permission changed); a failure keeps the session as it is, unless it ended.
   */
  refresh: () => Promise<void>;
};

const SIGNED_OUT: SessionState = {
  status: 'signed-out',
  token: null,
  user: null,
  navs: [],
  announcement: null,
};

function initialState(): SessionState {
  if (!browserStorage()) return { ...SIGNED_OUT, status: 'storage-disabled' };
  const token = readToken();
  return token ? { ...SIGNED_OUT, status: 'checking', token } : SIGNED_OUT;
}

const SessionContext = createContext<Session | null>(null);

/** A channel to the other tabs, or nothing where BroadcastChannel is missing. */
function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
}

export type SessionProviderProps = {
  /** A starting session instead of the stored token (stories and tests). */
  initial?: Partial<SessionState>;
  children: ReactNode;
};

/** Keeps the session: the token in local storage, the user from the server, other tabs in step. */
export function SessionProvider({ initial, children }: SessionProviderProps) {
  const auth = useAuthApi();
  const handleFailure = useHandleFailure();
  const [state, setState] = useState<SessionState>(() =>
    initial ? { ...initialState(), ...initial } : initialState(),
  );
  const channel = useRef<BroadcastChannel | null>(null);
  const [attempt, setAttempt] = useState(0);

  const signOutHere = useCallback(() => {
    writeToken(null);
    clearApiCache();
    setState((current) => (current.status === 'storage-disabled' ? current : { ...SIGNED_OUT }));
  }, []);

  const applyAuthentication = useCallback(
    (token: string, result: ApiResult<AuthenticateResponse>) => {
      if (result.ok) {
        const { user, navs, announcement } = result.data;
        setState({ status: 'signed-in', token, user, navs, announcement });
      } else if (result.error.kind === 'session-ended') {
        signOutHere();
      } else {
        // The page offers a retry itself; only 'Updates' and 'Hold On!' need the catalogue's modal.
        setState((current) => ({ ...current, status: 'unavailable' }));
        if (isModalFailure(result.error)) handleFailure(result.error);
      }
    },
    [handleFailure, signOutHere],
  );

  /**
   * Checks the stored token again (another tab signed in). No token yet means the other tab's
   * write has not reached this tab's storage; its storage event brings it (below).
   */
  const authenticate = useCallback(async () => {
    const token = readToken();
    if (!token) return;
    setState((current) => ({ ...current, status: 'checking', token }));
    applyAuthentication(token, await auth.authenticate());
  }, [auth, applyAuthentication]);

  // A stored token is checked on start, and again on retry.
  const pendingToken = state.status === 'checking' && state.user === null ? state.token : null;
  useEffect(() => {
    if (!pendingToken) return;
    let cancelled = false;
    void auth.authenticate().then((result) => {
      if (!cancelled) applyAuthentication(pendingToken, result);
    });
    return () => {
      cancelled = true;
    };
  }, [auth, applyAuthentication, pendingToken, attempt]);

  const broadcast = useCallback((event: SessionEvent) => channel.current?.postMessage(event), []);

  useEffect(() => {
    const opened = openChannel();
    channel.current = opened;
    if (!opened) return;
    opened.onmessage = ({ data }: MessageEvent<SessionEvent>) => {
      if (data.type === 'login') void authenticate();
      else if (data.type === 'logout') signOutHere();
      else if (data.type === 'update-user')
        setState((current) => (current.user ? { ...current, user: data.user } : current));
      else if (data.type === 'reset-cache') clearApiCache();
    };
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [authenticate, signOutHere]);

  // The token this tab holds, for the storage listener below to tell another tab's change from
  // one the 'login' broadcast has already brought.
  const heldToken = useRef(state.token);
  useEffect(() => {
    heldToken.current = state.token;
  }, [state.token]);

  // Spec 000 §4: a sign-in or sign-out in another tab rewrites the stored token. The browser
  // delivers the 'login' broadcast and the storage write to this tab separately, and the broadcast
  // may come first, when this tab cannot read the new token yet; the storage event comes once it
  // can (and where BroadcastChannel is missing). A cleared storage comes as key null.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      const token = readToken();
      if (token === heldToken.current) return;
      if (token === null) signOutHere();
      else void authenticate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [authenticate, signOutHere]);

  const login = useCallback(
    async (payload: LoginPayload) => {
      const result = await auth.login(payload);
      if (result.ok) {
        const { token, user, navs, announcement } = result.data;
        writeToken(token);
        setState({ status: 'signed-in', token, user, navs, announcement });
        broadcast({ type: 'login' });
      }
      return result;
    },
    [auth, broadcast],
  );

  const logout = useCallback(async () => {
    const token = readToken();
    // The session ends here whatever the server answers: the user asked to leave.
    if (token) await auth.logout(token);
    signOutHere();
    broadcast({ type: 'logout' });
  }, [auth, broadcast, signOutHere]);

  const endSession = useCallback(() => {
    signOutHere();
    broadcast({ type: 'logout' });
  }, [broadcast, signOutHere]);

  const updateUser = useCallback(
    (user: SessionUser) => {
      setState((current) => (current.user ? { ...current, user } : current));
      broadcast({ type: 'update-user', user });
    },
    [broadcast],
  );

  const resetCache = useCallback(() => {
    clearApiCache();
    broadcast({ type: 'reset-cache' });
  }, [broadcast]);

  const retry = useCallback(() => {
    setState((current) => ({ ...current, status: 'checking', user: null }));
    setAttempt((n) => n + 1);
  }, []);

  const refresh = useCallback(async () => {
    const token = readToken();
    if (!token) return;
    const result = await auth.authenticate();
    if (result.ok) {
      const { user, navs, announcement } = result.data;
      setState((current) =>
        current.status === 'signed-in' && current.token === token
          ? { ...current, user, navs, announcement }
          : current,
      );
    } else if (result.error.kind === 'session-ended') {
      signOutHere();
    }
  }, [auth, signOutHere]);

  const value = useMemo<Session>(
    () => ({ ...state, login, logout, endSession, updateUser, resetCache, retry, refresh }),
    [state, login, logout, endSession, updateUser, resetCache, retry, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}
