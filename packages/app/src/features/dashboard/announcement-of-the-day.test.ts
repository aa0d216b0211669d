import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_SEEN_KEY,
  isAnnouncementDue,
  rememberAnnouncement,
} from './announcement-of-the-day';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const monday = new Date(2026, 10, 2, 9, 30);
const mondayEvening = new Date(2026, 10, 2, 21, 0);
const tuesday = new Date(2026, 10, 3, 8, 0);
const meeting = { id: 7, title: 'AGM on Saturday', msg: 'Lobby, 10 am.' };
const welcome = { id: 1, title: 'Welcome to Strata', msg: 'Hello!' };

describe('the announcement of the day', () => {
  it('given no announcement, when asked, then nothing is due', () => {
    expect(isAnnouncementDue(null, monday, memoryStorage())).toBe(false);
  });

  it('given an announcement never shown, when asked, then it is due', () => {
    expect(isAnnouncementDue(meeting, monday, memoryStorage())).toBe(true);
  });

  it('given it was shown this morning, when asked again the same evening, then it is not due', () => {
    const storage = memoryStorage();
    rememberAnnouncement(meeting, monday, storage);
    expect(isAnnouncementDue(meeting, mondayEvening, storage)).toBe(false);
  });

  it('given it was shown yesterday, when asked today, then it is due again', () => {
    const storage = memoryStorage();
    rememberAnnouncement(meeting, monday, storage);
    expect(isAnnouncementDue(meeting, tuesday, storage)).toBe(true);
  });

  it('given another announcement was shown today, when a new one arrives, then the new one is due', () => {
    const storage = memoryStorage();
    rememberAnnouncement(meeting, monday, storage);
    expect(isAnnouncementDue({ ...meeting, id: 8 }, mondayEvening, storage)).toBe(true);
  });

  it('given the welcome announcement was shown once, when asked on a later day, then it is not due', () => {
    const storage = memoryStorage();
    rememberAnnouncement(welcome, monday, storage);
    expect(isAnnouncementDue(welcome, tuesday, storage)).toBe(false);
  });

  it('given the welcome was shown and then another, when asked later, then the welcome stays seen', () => {
    const storage = memoryStorage();
    rememberAnnouncement(welcome, monday, storage);
    rememberAnnouncement(meeting, tuesday, storage);
    expect(isAnnouncementDue(welcome, new Date(2026, 10, 9), storage)).toBe(false);
  });

  it('given unreadable storage, when asked, then the announcement is due', () => {
    const storage = memoryStorage({ [ANNOUNCEMENT_SEEN_KEY]: '{not json' });
    expect(isAnnouncementDue(meeting, monday, storage)).toBe(true);
  });

  it('given storage that refuses writes, when remembering, then nothing throws', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => rememberAnnouncement(meeting, monday, storage)).not.toThrow();
  });
});
