import { useLocation, useNavigate } from 'react-router-dom';

/** Closes a route-opened modal: back where the user came from, or to the dashboard. */
export function useCloseModalRoute(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // The first entry of a history has the key 'default': there is nothing to go back to.
  return () => (location.key === 'default' ? navigate('/d/dashboard') : navigate(-1));
}
