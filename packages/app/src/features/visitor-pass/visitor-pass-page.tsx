import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { fetchPublicPass, type FetchLike } from './public-pass';
import { VisitorPassScreen, type VisitorPassLoad } from './visitor-pass-screen';

/** Props of {@link VisitorPassPage}. */
export type VisitorPassPageProps = {
  /** The fetch to use; the browser's by default. */
  fetchImpl?: FetchLike;
};

/** The route /visitors/:qrcode: loads the pass and shows it, with no sign-in. */
export function VisitorPassPage({ fetchImpl }: VisitorPassPageProps) {
  const { qrcode = '' } = useParams();
  const { data, isLoading, mutate } = useSWR(
    ['public-visitor-pass', qrcode],
    () => fetchPublicPass(qrcode, fetchImpl),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const load: VisitorPassLoad =
    isLoading || !data
      ? { status: 'loading' }
      : data.ok
        ? { status: 'ready', pass: data.data }
        : data.error.status === 404
          ? { status: 'not-found' }
          : { status: 'error', message: data.error.message };
  return <VisitorPassScreen load={load} onRetry={() => void mutate()} />;
}
