import { formatDate, type AnnouncementBrief } from '@strata/domain';

/** Where the dashboard remembers which announcement it showed, and on which day. */
export type AnnouncementMemory = Pick<Storage, 'getItem' | 'setItem'>;

/** The local-storage key of the last announcement shown. */
export const ANNOUNCEMENT_SEEN_KEY = 'strata.announcement-seen';

type Seen = { id: string; day: string; welcome?: boolean };

/**
 * True for the welcome announcement. The wire has no flag for it (spec 000 §9 only names it), so
 * it is the one whose title starts with 'Welcome'.
 */
export function isWelcomeAnnouncement(announcement: AnnouncementBrief): boolean {
  return /^\s*welcome\b/i.test(announcement.title);
}

function read(storage: AnnouncementMemory): Seen[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ANNOUNCEMENT_SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Seen[]) : [];
  } catch {
    return [];
  }
}

/**
 * Whether to show `announcement` on `now`'s day (spec 000 §9): any announcement once a day; the
 * welcome one only once, as greeting a user again every morning would be noise.
 */
export function isAnnouncementDue(
  announcement: AnnouncementBrief | null | undefined,
  now: Date,
  storage: AnnouncementMemory,
): announcement is AnnouncementBrief {
  if (!announcement) return false;
  const id = String(announcement.id);
  const seen = read(storage).find((entry) => entry.id === id);
  if (!seen) return true;
  if (isWelcomeAnnouncement(announcement)) return false;
  return seen.day !== formatDate(now);
}

/** Notes that `announcement` was shown on `now`'s day. */
export function rememberAnnouncement(
  announcement: AnnouncementBrief,
  now: Date,
  storage: AnnouncementMemory,
): void {
  const id = String(announcement.id);
  // Keep the welcome entry forever; of the others, the latest one is enough.
  const kept = read(storage).filter((entry) => entry.welcome === true && entry.id !== id);
  const entry: Seen = { id, day: formatDate(now) };
  if (isWelcomeAnnouncement(announcement)) entry.welcome = true;
  try {
    storage.setItem(ANNOUNCEMENT_SEEN_KEY, JSON.stringify([...kept, entry]));
  } catch {
    // Storage full or refused: the announcement shows again, which is the safe side.
  }
}
