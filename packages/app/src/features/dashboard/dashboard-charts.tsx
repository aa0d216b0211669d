import { useLingui } from '@lingui/react/macro';
import type { ChartSeries } from '@strata/domain';
import { DoughnutChart } from '@strata/ui';

/** Platform names that are the same in every language. */
const PLATFORM_NAMES: Record<string, string> = { android: 'Android', ios: 'iOS' };

/** Props of {@link DashboardCharts}. */
export type DashboardChartsProps = {
  platforms: ChartSeries;
  paid: ChartSeries;
};

/**
 * The non-owner dashboard's doughnut charts (spec 000 §2): platforms and paid percentage, each
 * with its values beside the ring and the paid share in its hole. The wire's names ('mobile_app',
 * 'Paid') are translated. Drawn without animation so every render is the same picture.
 */
export function DashboardCharts({ platforms, paid }: DashboardChartsProps) {
  const { t } = useLingui();
  const paidIndex = paid.labels.indexOf('Paid');
  const paidTotal = paid.data.reduce((sum, value) => sum + value, 0);
  const paidShare =
    paidIndex >= 0 && paidTotal > 0
      ? `${Math.round(((paid.data[paidIndex] ?? 0) / paidTotal) * 100)}%`
      : undefined;
  const platformNames = platforms.labels.map((label) =>
    label === 'mobile_app'
      ? t`Mobile app`
      : label === 'web_app'
        ? t`Web app`
        : (PLATFORM_NAMES[label] ?? label),
  );
  const paidNames = paid.labels.map((label) =>
    label === 'Paid' ? t`Paid` : label === 'Unpaid' ? t`Unpaid` : label,
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="dashboard-platforms"
        className="min-w-0 rounded-lg border bg-card p-4 shadow-card"
      >
        <h2 id="dashboard-platforms" className="mb-3 text-base font-semibold">
          {t`Platforms`}
        </h2>
        <DoughnutChart
          label={t`Platforms`}
          categories={platformNames}
          data={platforms.data}
          legend="values"
          size="sm"
          animate={false}
        />
      </section>
      <section
        aria-labelledby="dashboard-paid"
        className="min-w-0 rounded-lg border bg-card p-4 shadow-card"
      >
        <h2 id="dashboard-paid" className="mb-3 text-base font-semibold">
          {t`Paid Percentage`}
        </h2>
        {paidShare ? <p className="sr-only">{t`${paidShare} of units paid`}</p> : null}
        <DoughnutChart
          label={t`Paid Percentage`}
          categories={paidNames}
          data={paid.data}
          legend="values"
          size="sm"
          centerLabel={paidShare}
          animate={false}
        />
      </section>
    </div>
  );
}
