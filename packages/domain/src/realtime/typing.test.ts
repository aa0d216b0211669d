import { describe, expect, it } from 'vitest';
import {
  isTyping,
  nextTypingExpiry,
  NO_TYPING,
  startTyping,
  stopTyping,
  typingUserIds,
} from './typing';

describe('typing indicator', () => {
  it('given a typing notice at 0, then it shows until just before 30 s', () => {
    const state = startTyping(NO_TYPING, 7, 0);

    expect(isTyping(state, 7, 29_999)).toBe(true);
    expect(isTyping(state, 7, 30_000)).toBe(false);
  });

  it('given a second notice, then the 30 s count again from it', () => {
    const state = startTyping(startTyping(NO_TYPING, 7, 0), 7, 20_000);

    expect(isTyping(state, 7, 45_000)).toBe(true);
  });

  it('given a user who never typed, then they are not typing', () => {
    expect(isTyping(NO_TYPING, 7, 0)).toBe(false);
  });

  it('given the typist’s message arrives, then the indicator clears at once', () => {
    const state = stopTyping(startTyping(NO_TYPING, 7, 0), 7);

    expect(isTyping(state, 7, 1)).toBe(false);
  });

  it('given nobody typing, when stopped, then the state is unchanged', () => {
    expect(stopTyping(NO_TYPING, 7)).toBe(NO_TYPING);
  });

  it('given two typists, then only the unexpired one is listed', () => {
    const state = startTyping(startTyping(NO_TYPING, 7, 0), 9, 10_000);

    expect(typingUserIds(state, 5_000)).toEqual([7, 9]);
    expect(typingUserIds(state, 35_000)).toEqual([9]);
  });

  it('given a custom timeout, then it replaces the 30 s', () => {
    expect(isTyping(startTyping(NO_TYPING, 7, 0, 1000), 7, 1000)).toBe(false);
  });

  it('given two typists, then the next expiry is the nearer one', () => {
    const state = startTyping(startTyping(NO_TYPING, 7, 0), 9, 10_000);

    expect(nextTypingExpiry(state, 5_000)).toBe(25_000);
    expect(nextTypingExpiry(state, 40_000)).toBeNull();
  });
});
