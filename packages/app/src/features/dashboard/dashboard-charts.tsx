import { useLingui } from '@lingui/react/macro';
import type { ChartSeries } from '@strata/domain';
import { DoughnutChart } from '@strata/ui';

/** Props of {@link DashboardCharts}. */
export type DashboardChartsProps = {
  platforms: ChartSeries;
  paid: ChartSeries;
};

/**
 * The non-owner dashboard's doughnut charts (spec 000 §2): platforms and paid percentage.
 * Drawn without animation so every render is the same picture.
 */
export function DashboardCharts({ platforms, paid }: DashboardChartsProps) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section
        aria-labelledby="dashboard-platforms"
        className="rounded-lg border bg-card p-4 shadow-card"
      >
        <h2 id="dashboard-platforms" className="mb-3 text-base font-semibold">
          {t`Platforms`}
        </h2>
        <DoughnutChart
          label={t`Platforms`}
          categories={platforms.labels}
          data={platforms.data}
          animate={false}
        />
      </section>
      <section
        aria-labelledby="dashboard-paid"
        className="rounded-lg border bg-card p-4 shadow-card"
      >
        <h2 id="dashboard-paid" className="mb-3 text-base font-semibold">
          {t`Paid Percentage`}
        </h2>
        <DoughnutChart
          label={t`Paid Percentage`}
          categories={paid.labels}
          data={paid.data}
          animate={false}
        />
      </section>
    </div>
  );
}
