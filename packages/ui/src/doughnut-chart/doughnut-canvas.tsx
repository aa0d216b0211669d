// The chart.js part of DoughnutChart, in a module of its own: DoughnutChart imports it dynamically
// once the chart nears the viewport, so chart.js (~50 kB gzip) stays out of a page's first view.
import {
  ArcElement,
  Chart as ChartJS,
  Legend,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type Plugin,
} from 'chart.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Doughnut } from 'react-chartjs-2';

// Only what a doughnut needs, not chart.js/auto, so the bundle carries no other chart types.
ChartJS.register(ArcElement, Tooltip, Legend);

/** Props of {@link DoughnutCanvas}: what DoughnutChart has worked out, in chart.js's terms. */
export type DoughnutCanvasProps = {
  label: string;
  categories: readonly string[];
  data: readonly number[];
  colors: readonly string[];
  formatValue: (value: number) => string;
  /** False draws the final frame at once. */
  animate: boolean;
  legend: 'chart' | 'values';
  /** Called once chart.js has drawn the chart's final frame (after its animation, if any). */
  onDrawn: () => void;
};

/** The doughnut drawn by chart.js on a canvas, hidden from assistive technology. */
export function DoughnutCanvas({
  label,
  categories,
  data,
  colors,
  formatValue,
  animate,
  legend,
  onDrawn,
}: DoughnutCanvasProps) {
  const chart = useRef<ChartJS<'doughnut'>>(null);
  const drawn = useRef(onDrawn);
  useEffect(() => {
    drawn.current = onDrawn;
  }, [onDrawn]);

  // react-chartjs-2 hands its plugins to chart.js once, when it creates the chart. chart.js calls
  // afterRender when a render is complete: at once without animation, else when it ends.
  const [plugins] = useState<Plugin<'doughnut'>[]>(() => [
    { id: 'strataDrawn', afterRender: () => drawn.current() },
  ]);

  // A canvas draws with whatever font is loaded at the time; redraw once the web font is in.
  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) chart.current?.update('none');
    });
    return () => {
      live = false;
    };
  }, []);

  const chartData = useMemo<ChartData<'doughnut'>>(
    () => ({
      labels: [...categories],
      datasets: [
        {
          label,
          data: [...data],
          backgroundColor: categories.map((_, index) => colors[index % colors.length]!),
          borderColor: '#ffffff',
          borderWidth: 2,
        },
      ],
    }),
    [categories, data, colors, label],
  );

  const options = useMemo<ChartOptions<'doughnut'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: animate ? undefined : false,
      cutout: '60%',
      plugins: {
        legend: {
          display: legend === 'chart',
          position: 'bottom',
          labels: {
            color: '#0f172a',
            usePointStyle: true,
            font: {
              family: "'Inter Variable', Inter, ui-sans-serif, system-ui, sans-serif",
              size: 12,
            },
          },
        },
        tooltip: {
          callbacks: { label: (item) => ` ${formatValue(item.parsed)}` },
        },
      },
    }),
    [animate, formatValue, legend],
  );

  // Positioned, so it paints over DoughnutChart's placeholder ring while it animates in.
  return (
    <Doughnut
      ref={chart}
      data={chartData}
      options={options}
      plugins={plugins}
      className="relative"
      aria-hidden
    />
  );
}
