import { Navigate } from 'react-router-dom';
import { CHECK_IN_REQUEST } from '../../lib/check-in-request';

// Apart from the modal, which loads only when it opens (ADR 0004): the shell asks for it here.

/**
 * The route /d/check-in, for a typed address or a bookmark: the guard lands on the dashboard with
 * the check-in modal open over it (the menu entry opens it over the current page instead).
 */
export function CheckInRoute() {
  return <Navigate to="/d/dashboard" replace state={CHECK_IN_REQUEST} />;
}
