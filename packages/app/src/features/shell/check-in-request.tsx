import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

// Apart from the modal, which loads only when it opens (issue 17): the shell asks for it here.

/** The location state that asks the shell to open the check-in modal over the page. */
export type CheckInRequest = { checkIn: true };

/**
 * The route /d/check-in, for a typed address or a bookmark: the guard lands on the dashboard with
 * the check-in modal open over it (the menu entry opens it over the current page instead).
 */
export function CheckInRoute() {
  const request: CheckInRequest = { checkIn: true };
  return <Navigate to="/d/dashboard" replace state={request} />;
}

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
