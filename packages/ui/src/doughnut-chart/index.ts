export {
  DoughnutChart,
  doughnutChartLoadingOptions,
  doughnutChartPalette,
  doughnutChartSizeOptions,
  doughnutChartVariants,
} from './doughnut-chart';
export type { DoughnutChartLabels, DoughnutChartProps } from './doughnut-chart';
