import { useEffect } from 'react';

/**
 * The location state that asks the shell to open the check-in modal over the page (the route
 * /d/check-in sends it; the dashboard opened with it shows no announcement beside the modal).
 */
export type CheckInRequest = { checkIn: true };

/** One object, so a render of the redirect while the dashboard loads does not navigate again. */
export const CHECK_IN_REQUEST: CheckInRequest = { checkIn: true };

/** Whether a location's state asks for the check-in modal. */
export function asksForCheckIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as CheckInRequest).checkIn === true;
}

/** Runs `open` once for each location that asks for the check-in modal. */
export function useCheckInRequest(state: unknown, key: string, open: () => void): void {
  const asked = asksForCheckIn(state);
  useEffect(() => {
    if (asked) open();
    // Once per location: `key` changes with every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, key]);
}
