import { TYPING_TIMEOUT_MS } from '../constants/limits';

/** Who is typing: each user id with the time (ms) their indicator expires. */
export type TypingState = Readonly<Record<number, number>>;

/** Nobody typing. */
export const NO_TYPING: TypingState = Object.freeze({});

/** A `typing` notice from `userId` at `now`: shown until `now + 30 s` (spec 000 §4). */
export function startTyping(
  state: TypingState,
  userId: number,
  now: number,
  timeout: number = TYPING_TIMEOUT_MS,
): TypingState {
  return { ...state, [userId]: now + timeout };
}

/** Clears `userId`'s indicator, e.g. when their message arrives. */
export function stopTyping(state: TypingState, userId: number): TypingState {
  if (!(userId in state)) return state;
  const { [userId]: _removed, ...rest } = state;
  return rest;
}

/** True while `userId`'s indicator has not expired at `now`. */
export function isTyping(state: TypingState, userId: number, now: number): boolean {
  const expiresAt = state[userId];
  return expiresAt !== undefined && now < expiresAt;
}

/** The ids whose indicator still shows at `now`. */
export function typingUserIds(state: TypingState, now: number): number[] {
  return Object.entries(state)
    .filter(([, expiresAt]) => now < expiresAt)
    .map(([id]) => Number(id));
}

/** Milliseconds until the next indicator expires at `now`, to schedule a re-render; null if none. */
export function nextTypingExpiry(state: TypingState, now: number): number | null {
  const pending = Object.values(state).filter((expiresAt) => expiresAt > now);
  return pending.length > 0 ? Math.min(...pending) - now : null;
}
