import { useParams } from 'react-router-dom';
import { useApi } from '../../lib/api';
import { useFailureText } from '../../lib/api-failure-handler';
import { queryKeys } from '../../lib/query-keys';
import { VisitorPassScreen, type VisitorPassLoad } from './visitor-pass-screen';

/**
 * The route /visitors/:qrcode: loads the pass through the domain client and shows it, with no
 * sign-in. Silent: the page shows its own failures, and a 401 here must not end anybody's session.
 */
export function VisitorPassPage() {
  const { qrcode = '' } = useParams();
  const failureText = useFailureText();
  const { data, error, isLoading, mutate } = useApi(
    queryKeys.visitors.publicPass(qrcode),
    (api) => api.visitors.publicPass(qrcode),
    { silent: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const load: VisitorPassLoad = data
    ? { status: 'ready', pass: data }
    : error && !isLoading
      ? error.status === 404
        ? { status: 'not-found' }
        : { status: 'error', message: failureText(error) }
      : { status: 'loading' };
  return <VisitorPassScreen load={load} onRetry={() => void mutate()} />;
}
