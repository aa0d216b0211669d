import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatDateTime,
  formatRM,
  type AnnouncementBrief,
  type DashboardData,
} from '@strata/domain';
import {
  Button,
  CounterBadge,
  EmptyState,
  ErrorState,
  LoadingState,
  Modal,
  ModalClose,
  StatCard,
  Timeline,
} from '@strata/ui';
import { Link } from 'react-router-dom';
import { activitySentence } from '../../lib/activity-text';
import { DashboardCharts } from './dashboard-charts';

/** Which dashboard a user sees: owners get the reduced one (spec 000 §6). */
export type DashboardView = 'owner' | 'tenant' | 'staff';

/** The dashboard data as the screen shows it: loading, failed, or ready. */
export type DashboardLoad =
  | { status: 'loading' }
  | { status: 'error'; message?: string }
  | { status: 'ready'; data: DashboardData };

/** Props of {@link DashboardScreen}. */
export type DashboardScreenProps = {
  view: DashboardView;
  /** The signed-in user's property name. */
  propertyName?: string | null;
  /** Pending payments, from the bubble counters. */
  pendingPayments: number;
  load: DashboardLoad;
  /** Loads the dashboard again after a failure. */
  onRetry?: () => void;
  /** The announcement due today, shown in a dialog; null when none. */
  announcement?: AnnouncementBrief | null;
  /** The user closed the announcement. */
  onAnnouncementClose?: () => void;
};

/** The dashboard (spec 000 §2): the owner's reduced view or the property staff's summary. */
export function DashboardScreen({
  view,
  propertyName,
  pendingPayments,
  load,
  onRetry,
  announcement,
  onAnnouncementClose,
}: DashboardScreenProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6" data-view={view}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-foreground">
            <Trans>Dashboard</Trans>
          </h1>
          {propertyName ? (
            <p data-testid="property-name" className="text-sm text-muted-foreground">
              {propertyName}
            </p>
          ) : null}
        </div>
        {/* A tenant never opens the unit's payments (spec 002 §1 Tenants). */}
        {view === 'tenant' ? null : (
          <Button asChild variant="outline">
            <Link to="/d/payments">
              <Trans>Pending Payment</Trans>
              <CounterBadge
                count={pendingPayments}
                labels={{ count: (count) => t`${count} pending` }}
              />
            </Link>
          </Button>
        )}
      </header>

      {load.status === 'loading' ? (
        <LoadingState />
      ) : load.status === 'error' ? (
        <ErrorState
          title={t`The dashboard could not be loaded`}
          description={load.message}
          onRetry={onRetry}
        />
      ) : view !== 'staff' ? (
        <OwnerDashboard data={load.data} tenant={view === 'tenant'} />
      ) : (
        <StaffDashboard data={load.data} />
      )}

      {announcement ? (
        <Modal
          open
          onOpenChange={(open: boolean) => {
            if (!open) onAnnouncementClose?.();
          }}
          title={announcement.title}
          footer={
            <ModalClose asChild>
              <Button>
                <Trans>Ok</Trans>
              </Button>
            </ModalClose>
          }
        >
          <p className="whitespace-pre-line">{announcement.msg}</p>
        </Modal>
      ) : null}
    </div>
  );
}

function StaffDashboard({ data }: { data: DashboardData }) {
  const { t, i18n } = useLingui();
  const activities = data.audit.map((entry, index) => ({
    id: `${entry.created_at}-${index}`,
    actor: activitySentence(i18n, entry.username, entry.action),
    time: formatDateTime(entry.created_at),
    dateTime: entry.created_at.replace(' ', 'T'),
  }));
  // Three counts over two sums: six columns, so neither row leaves a hole.
  return (
    <>
      <section aria-label={t`Summary`} className="grid gap-4 sm:grid-cols-6">
        <StatCard asChild label={t`Total Units`} value={data.total_unit} className="sm:col-span-2">
          <Link to="/d/units" />
        </StatCard>
        <StatCard
          asChild
          label={t`Total Owners`}
          value={data.total_owner}
          className="sm:col-span-2"
        >
          <Link to="/d/owners" />
        </StatCard>
        <StatCard
          asChild
          label={t`Total Admins`}
          value={data.total_admin}
          className="sm:col-span-2"
        >
          <Link to="/d/admins" />
        </StatCard>
        <StatCard
          asChild
          label={t`Total Outstanding`}
          value={formatRM(data.total_outstanding)}
          className="sm:col-span-3"
        >
          <Link to="/d/account-statements" />
        </StatCard>
        <StatCard
          asChild
          variant="accent"
          label={t`Collections This Month`}
          value={formatRM(data.total_collection)}
          className="sm:col-span-3"
        >
          <Link to="/d/account-statements" />
        </StatCard>
      </section>
      {activities.length > 0 ? (
        <section
          aria-labelledby="dashboard-activities"
          className="rounded-lg border bg-card p-4 shadow-card"
        >
          <h2 id="dashboard-activities" className="mb-3 text-base font-semibold">
            <Trans>Recent Activities</Trans>
          </h2>
          <Timeline items={activities} />
        </section>
      ) : null}
      <DashboardCharts platforms={data.platforms} paid={data.paid} />
    </>
  );
}

/** The resident's dashboard; a tenant's leaves out the unit's money (spec 002 §1 Tenants). */
function OwnerDashboard({ data, tenant }: { data: DashboardData; tenant: boolean }) {
  const { t } = useLingui();
  const announcements = data.announcements ?? [];
  return (
    <>
      <section aria-label={t`Summary`} className="grid gap-4 sm:grid-cols-2">
        {tenant ? null : (
          <StatCard asChild label={t`Total Outstanding`} value={formatRM(data.total_outstanding)}>
            <Link to="/d/account-statements" />
          </StatCard>
        )}
        <StatCard asChild label={t`Total Visitors`} value={data.total_visitor}>
          <Link to="/d/visitors" />
        </StatCard>
      </section>
      <section
        aria-labelledby="dashboard-announcements"
        className="rounded-lg border bg-card p-4 shadow-card"
      >
        <h2
          id="dashboard-announcements"
          className="mb-3 flex items-center gap-2 text-base font-semibold"
        >
          <Trans>Announcements</Trans>
        </h2>
        {announcements.length > 0 ? (
          <ul className="flex flex-col divide-y">
            {announcements.map((item) => (
              <li key={item.id} className="py-3 first:pt-0 last:pb-0">
                <h3 className="text-sm font-medium text-foreground">{item.title}</h3>
                <p className="text-sm whitespace-pre-line text-muted-foreground">{item.msg}</p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState size="sm" title={t`No announcements yet`} />
        )}
      </section>
    </>
  );
}
