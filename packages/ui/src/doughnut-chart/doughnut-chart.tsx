import { cva, type VariantProps } from 'class-variance-authority';
import { VisuallyHidden } from 'radix-ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import type * as React from 'react';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { useLabels } from '../labels/labels';
import type { DoughnutCanvasProps } from './doughnut-canvas';
import { useNearViewport } from './use-near-viewport';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

// chart.js comes with the canvas, in a chunk of its own, fetched when a chart nears the viewport.
const DoughnutCanvas = lazy(() =>
  import('./doughnut-canvas').then(({ DoughnutCanvas }) => ({ default: DoughnutCanvas })),
);

/** Labels of the doughnut chart's text alternative. */
export type DoughnutChartLabels = {
  /** Header of the segment column. */
  category: string;
  /** Header of the value column. */
  value: string;
  /** Header of the share column. */
  share: string;
  /** A segment's share of the whole, from a fraction between 0 and 1. */
  percent: (fraction: number) => string;
  /** Shown instead of the chart when every value is zero. */
  noData: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    doughnutChart: DoughnutChartLabels;
  }
}

const defaultLabels: DoughnutChartLabels = {
  category: 'Category',
  value: 'Value',
  share: 'Share',
  percent: (fraction) => `${Math.round(fraction * 100)}%`,
  noData: 'No Data',
};

/**
 * Segment colours, from the design tokens (../theme.css): primary, info, warning, success,
 * destructive, muted-foreground. Each has at least 3:1 contrast on white (WCAG 1.4.11).
 */
export const doughnutChartPalette = [
  '#0f766e',
  '#1d4ed8',
  '#b45309',
  '#15803d',
  '#b91c1c',
  '#475569',
] as const;

/** When the chart's canvas loads, as `<img loading>`. */
export const doughnutChartLoadingOptions = ['lazy', 'eager'] as const;

/** Every chart size. */
export const doughnutChartSizeOptions = ['sm', 'md', 'lg'] as const;

/** The chart area's classes for a size. */
export const doughnutChartVariants = cva('relative w-full min-w-0', {
  variants: {
    size: { sm: 'h-48', md: 'h-64', lg: 'h-80' } satisfies Record<
      (typeof doughnutChartSizeOptions)[number],
      string
    >,
  },
  defaultVariants: { size: 'md' },
});

export type DoughnutChartProps = Omit<React.ComponentProps<'figure'>, 'children'> &
  VariantProps<typeof doughnutChartVariants> & {
    /** Names the chart and captions its table of values, e.g. 'Platforms'. Required. */
    label: string;
    /** The segments' names (chart.js calls them labels). */
    categories: readonly string[];
    /** The segments' values, in the order of `categories`. */
    data: readonly number[];
    /** Segment colours; defaults to the token palette. */
    colors?: readonly string[];
    /** How a value reads in the tooltip and the table (e.g. formatRM). */
    formatValue?: (value: number) => string;
    /** Animate the first draw; always off when the user prefers reduced motion. */
    animate?: boolean;
    /** Overrides of the English labels of the text alternative. */
    labels?: Partial<DoughnutChartLabels>;
    /**
     * `chart`: chart.js's legend of names under the ring. `values`: a legend beside it with each
     * segment's value and share, readable without hovering.
     */
    legend?: 'chart' | 'values';
    /** A headline in the ring's hole, such as the paid percentage. */
    centerLabel?: React.ReactNode;
    /**
     * When the canvas (and chart.js with it) loads, as `<img loading>`: `lazy` once the chart comes
     * within 100 px of the viewport, `eager` at once. Everything else in the figure shows at once.
     */
    loading?: (typeof doughnutChartLoadingOptions)[number];
  };

/**
 * A doughnut chart (spec 000 §6: platforms, paid percentage). The canvas is opaque to assistive
 * technology, so the same values sit beside it in a visually hidden table.
 */
export function DoughnutChart({
  label,
  categories,
  data,
  colors = doughnutChartPalette,
  formatValue = String,
  animate = true,
  labels,
  size = 'md',
  legend = 'chart',
  centerLabel,
  loading = 'lazy',
  className,
  ...props
}: DoughnutChartProps) {
  const l = useLabels('doughnutChart', defaultLabels, labels);
  const reducedMotion = usePrefersReducedMotion();
  const total = data.reduce((sum, value) => sum + value, 0);

  return (
    <figure
      data-slot="doughnut-chart"
      data-state={total > 0 ? 'ready' : 'empty'}
      aria-label={label}
      // Positioned: the visually hidden table below is placed within the figure, so it scrolls
      // and clips with the chart in any scroll box instead of stretching the nearest positioned one.
      className={cn('relative m-0', className)}
      {...props}
    >
      {total > 0 ? (
        <div className={legend === 'values' ? 'flex flex-wrap items-center gap-4' : undefined}>
          <DoughnutChartCanvasArea
            className={cn(
              doughnutChartVariants({ size }),
              legend === 'values' && 'max-w-56 min-w-40 flex-1',
            )}
            loading={loading}
            centerLabel={centerLabel}
            label={label}
            categories={categories}
            data={data}
            colors={colors}
            formatValue={formatValue}
            animate={animate && !reducedMotion}
            legend={legend}
          />
          {legend === 'values' ? (
            <ul
              data-slot="doughnut-chart-legend"
              aria-hidden
              className="flex min-w-40 flex-1 flex-col gap-2 text-sm"
            >
              {categories.map((category, index) => {
                const value = data[index] ?? 0;
                return (
                  <li key={category} className="flex items-center gap-2">
                    <span
                      className="size-3 shrink-0 rounded-full"
                      style={{ backgroundColor: colors[index % colors.length] }}
                    />
                    <span className="min-w-0 flex-1 truncate">{category}</span>
                    <span className="font-medium tabular-nums">{formatValue(value)}</span>
                    <span className="w-12 text-right text-muted-foreground tabular-nums">
                      {l.percent(value / total)}
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : (
        <EmptyState size="sm" title={l.noData} className={doughnutChartVariants({ size })} />
      )}
      {/* In a div: a table itself ignores the 1 px height and would stretch the page. */}
      <VisuallyHidden.Root asChild>
        <div>
          <table data-slot="doughnut-chart-table">
            <caption>{label}</caption>
            <thead>
              <tr>
                <th scope="col">{l.category}</th>
                <th scope="col">{l.value}</th>
                <th scope="col">{l.share}</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((category, index) => {
                const value = data[index] ?? 0;
                return (
                  <tr key={category}>
                    <th scope="row">{category}</th>
                    <td>{formatValue(value)}</td>
                    <td>{l.percent(total > 0 ? value / total : 0)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </VisuallyHidden.Root>
    </figure>
  );
}

/** Props of {@link DoughnutChartCanvasArea}. */
type DoughnutChartCanvasAreaProps = Omit<DoughnutCanvasProps, 'onDrawn'> & {
  className: string;
  loading: (typeof doughnutChartLoadingOptions)[number];
  centerLabel: React.ReactNode;
};

/**
 * The ring's area, sized before anything is drawn so nothing moves when the canvas arrives. A muted
 * ring holds the place until chart.js has drawn; `data-state` says which (`loading`, `drawn`).
 */
function DoughnutChartCanvasArea({
  className,
  loading,
  centerLabel,
  ...canvas
}: DoughnutChartCanvasAreaProps) {
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  // 100 px ahead, so the fetch starts as the chart scrolls in; no more, or a chart just below the
  // fold loads with the first view (the dashboard's start 175 px below a 1280×720 view; ADR 0004).
  const near = useNearViewport(area, { rootMargin: '100px', enabled: loading === 'lazy' });
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);

  return (
    <div
      ref={setArea}
      data-slot="doughnut-chart-canvas"
      data-state={drawn ? 'drawn' : 'loading'}
      className={className}
    >
      {drawn ? null : (
        // The doughnut's shape as chart.js draws it: the largest circle that fits, 60% cut out.
        <svg
          data-slot="doughnut-chart-placeholder"
          aria-hidden
          viewBox="0 0 100 100"
          className="absolute inset-0 size-full"
        >
          <circle cx="50" cy="50" r="40" strokeWidth="20" className="fill-none stroke-muted" />
        </svg>
      )}
      {near ? (
        <Suspense fallback={null}>
          <DoughnutCanvas {...canvas} onDrawn={onDrawn} />
        </Suspense>
      ) : null}
      {centerLabel ? (
        <div
          data-slot="doughnut-chart-center"
          aria-hidden
          className="pointer-events-none absolute inset-0 flex items-center justify-center text-center text-2xl font-semibold text-foreground"
        >
          {centerLabel}
        </div>
      ) : null}
    </div>
  );
}
