import {
  isModalFailure,
  isOwner,
  isTenant,
  type ApiFailure,
  type NotificationResponse,
} from '@strata/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useApi, useHandleFailure } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { asksForCheckIn } from '../../lib/check-in-request';
import { DashboardScreen, type DashboardLoad } from './dashboard-screen';
import {
  useAnnouncementOfTheDay,
  type AnnouncementOfTheDayOptions,
} from './use-announcement-of-the-day';

// Failures the screen cannot show in place: they end the session or need a modal (spec 000 §8).
const isGlobalFailure = (failure: ApiFailure) =>
  failure.kind === 'session-ended' || isModalFailure(failure);

/** Props of {@link DashboardPage}: the clock and storage of the announcement, for tests. */
export type DashboardPageProps = AnnouncementOfTheDayOptions;

/**
 * The route /d/dashboard: the dashboard for the signed-in user, with today's announcement (not
 * when the dashboard opened under the check-in modal).
 */
export function DashboardPage(props: DashboardPageProps) {
  const { user, announcement: sessionAnnouncement } = useSession();
  const handleFailure = useHandleFailure();
  const dashboard = useApi(queryKeys.dashboard(), (api) => api.dashboard.get(), { silent: true });
  const counters = useApi<NotificationResponse>(
    queryKeys.notification(),
    (api) => api.dashboard.notification(),
    { silent: true },
  );
  const { announcement, dismiss } = useAnnouncementOfTheDay(sessionAnnouncement, props);
  // Opened for a check-in (/d/check-in): the check-in modal comes alone, not stacked with the
  // announcement; the announcement stays due and shows on the next visit of the dashboard. Read
  // once: the shell drops the request from history as it opens the modal.
  const { state } = useLocation();
  const [checkingIn] = useState(() => asksForCheckIn(state));

  const failure = dashboard.error;
  useEffect(() => {
    if (failure && isGlobalFailure(failure)) handleFailure(failure);
  }, [failure, handleFailure]);

  const load: DashboardLoad = dashboard.data
    ? { status: 'ready', data: dashboard.data }
    : failure
      ? // A 409 or 429 has its modal; the screen does not say it a second time.
        { status: 'error', message: isGlobalFailure(failure) ? undefined : failure.message }
      : { status: 'loading' };

  return (
    <DashboardScreen
      view={isTenant(user) ? 'tenant' : isOwner(user) ? 'owner' : 'staff'}
      propertyName={user?.property?.name}
      pendingPayments={counters.data?.pending_payment ?? user?.pending_payment ?? 0}
      load={load}
      onRetry={() => void dashboard.mutate()}
      announcement={checkingIn ? null : announcement}
      onAnnouncementClose={dismiss}
    />
  );
}
