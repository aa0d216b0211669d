import { Trans, useLingui } from '@lingui/react/macro';
import {
  canDownloadReport,
  formatDate,
  isStaffSelectLocked,
  reportFilterErrors,
  reportQuery,
  reportSubmitEnabled,
  reportTypesFor,
  type ReportFilters as ReportFilterRules,
  type ReportType,
  readPlaceText,
} from '@strata/domain';
import { Button, cn, ErrorState, LoadingState, PageHeader } from '@strata/ui';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useApi, useApiClient } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useGlobalFailure } from '../../lib/use-list';
import { downloadFile, openInNewWindow } from './open-report';
import { ReportFilters, type FilterValues } from './report-filters';
import { useReportTexts } from './report-texts';

/** The properties' wall clock: 'today' of the date ranges is the Malaysian day. */
const PROPERTY_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** The filters a page opens with: today's ranges (departure switched off) and 'all' choices. */
function initialValues(staffId: string): FilterValues {
  const today = formatDate(new Date(), { timeZone: PROPERTY_TIME_ZONE });
  return {
    purchased_date: { start: today, end: today },
    departure_date: { start: today, end: today },
    departure_date_enabled: false,
    month: '',
    trip_type: '',
    staff_id: staffId,
    counter: 'all',
    shift: 'all',
    jetty_id: '',
    time: 'all',
    boat_type: 'all',
    group_type: 'All',
    group_type_value: '',
    package_id: '',
    addon_id: '',
    payment_method: '',
    platform: 'all',
    status: 'all',
  };
}

/**
 * /d/report (spec 002 §2 'Report page'; the guard needs View and Create on 'Report'): a tile per
 * report type the role may use (§6), the chosen type's filters with the constants of §9 and the
 * server's choices, the rules of §5 on Get Report, which opens the document in a new window, and
 * Download, which saves the .xlsx of agent, agent_redeemed and daily_redemption.
 */
export function ReportPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const api = useApiClient();
  const texts = useReportTexts();
  const locked = isStaffSelectLocked(user);
  const lockedStaff = locked && user ? { value: String(user.id), label: user.name } : null;
  const [type, setType] = useState<ReportType | null>(null);
  const [values, setValues] = useState(() => initialValues(lockedStaff?.value ?? ''));
  const data = useApi(queryKeys.reports.data(), (client) => client.reports.data(), {
    silent: true,
  });
  useGlobalFailure(data.error);

  const rules: ReportFilterRules = { type, ...values };
  const errors = reportFilterErrors(rules);
  const ready = data.data !== undefined && reportSubmitEnabled(rules);
  const change = (next: Partial<FilterValues>) => setValues((current) => ({ ...current, ...next }));
  const reportUrl = (format?: 'xlsx') =>
    type === null ? '' : api.reports.url(type, reportQuery(rules), { format });

  return (
    <section className="flex flex-col gap-4">
      <PageHeader title={t`Report`} />
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-foreground">{t`Report Type`}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {reportTypesFor(user).map((option) => (
            <label
              key={option}
              data-slot="report-tile"
              data-state={type === option ? 'checked' : 'unchecked'}
              className={cn(
                'relative flex cursor-pointer items-center gap-2 rounded-md border border-border bg-background px-3 py-3 text-sm font-medium shadow-sm',
                'hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                'data-[state=checked]:border-primary data-[state=checked]:bg-primary/10',
              )}
            >
              <input
                type="radio"
                name="report-type"
                value={option}
                checked={type === option}
                onChange={() => {
                  // Each type opens with its own filters fresh: what was set for another type
                  // (a switched-on departure date, a trip type) never carries over to disable
                  // Get Report here.
                  setType(option);
                  setValues(initialValues(lockedStaff?.value ?? ''));
                }}
                // Over the whole tile, transparent: a click anywhere on it lands on the radio.
                className="absolute inset-0 z-10 cursor-pointer appearance-none opacity-0"
              />
              <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              {texts.type[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {data.error ? (
        <ErrorState
          title={t`The report filters could not be loaded`}
          description={readPlaceText(data.error)}
          onRetry={() => void data.mutate()}
        />
      ) : data.data === undefined ? (
        <LoadingState />
      ) : type === null ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Choose a report type to see its filters.</Trans>
        </p>
      ) : (
        <ReportFilters
          type={type}
          values={values}
          onChange={change}
          data={data.data}
          errors={errors}
          lockedStaff={lockedStaff}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button disabled={!ready} onClick={() => openInNewWindow(reportUrl())}>
          <FileText aria-hidden />
          <Trans>Get Report</Trans>
        </Button>
        {type !== null && canDownloadReport(type) ? (
          <Button
            variant="outline"
            disabled={!ready}
            onClick={() => downloadFile(reportUrl('xlsx'))}
          >
            <Download aria-hidden />
            <Trans>Download</Trans>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
