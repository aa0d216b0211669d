import type { AnnouncementBrief } from '@strata/domain';
import { useCallback, useState } from 'react';
import {
  isAnnouncementDue,
  rememberAnnouncement,
  type AnnouncementMemory,
} from './announcement-of-the-day';

/** What `useAnnouncementOfTheDay` reads: the clock and the storage, injectable for tests. */
export type AnnouncementOfTheDayOptions = {
  now?: () => Date;
  storage?: AnnouncementMemory;
};

/**
 * The session's announcement when it is due today (spec 000 §9), and `dismiss` to close it.
 * Closing it records the day, so it comes back tomorrow and not before.
 */
export function useAnnouncementOfTheDay(
  announcement: AnnouncementBrief | null | undefined,
  { now = () => new Date(), storage = globalThis.localStorage }: AnnouncementOfTheDayOptions = {},
): { announcement: AnnouncementBrief | null; dismiss: () => void } {
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  // Read on every render: cheap, and right when the session's announcement changes.
  const shown =
    isAnnouncementDue(announcement, now(), storage) && dismissedId !== String(announcement.id)
      ? announcement
      : null;

  const dismiss = useCallback(() => {
    if (!shown) return;
    rememberAnnouncement(shown, now(), storage);
    setDismissedId(String(shown.id));
  }, [shown, now, storage]);

  return { announcement: shown, dismiss };
}
