import { act, render, screen, within } from '@testing-library/react';
import type { ChartOptions, Plugin } from 'chart.js';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DoughnutChart } from './doughnut-chart';

// jsdom has no canvas: record what the chart would be drawn with instead, and tell the plugins it
// was rendered, as chart.js does once it has drawn.
const drawn = vi.hoisted(() => ({ options: [] as ChartOptions<'doughnut'>[] }));
vi.mock('react-chartjs-2', () => ({
  Doughnut: ({
    options,
    plugins = [],
  }: {
    options: ChartOptions<'doughnut'>;
    plugins?: Plugin<'doughnut'>[];
  }) => {
    drawn.options.push(options);
    useEffect(() => {
      for (const plugin of plugins) (plugin.afterRender as (() => void) | undefined)?.();
    }, [plugins]);
    return <canvas aria-hidden />;
  },
}));

/** An IntersectionObserver whose intersections the test decides. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed element as now (not) intersecting the root's margin box. */
  intersect(isIntersecting: boolean) {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function observeIntersections() {
  FakeIntersectionObserver.instances.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** The area the ring is drawn in. */
const canvasArea = (figure: HTMLElement) =>
  figure.querySelector<HTMLElement>('[data-slot="doughnut-chart-canvas"]')!;

/** Waits until the lazily loaded canvas has drawn: its module loads asynchronously. */
async function drawnCanvas(label: string) {
  const figure = screen.getByRole('figure', { name: label });
  await vi.waitFor(() => expect(canvasArea(figure)).toHaveAttribute('data-state', 'drawn'));
  return figure.querySelector('canvas');
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  drawn.options.length = 0;
  vi.unstubAllGlobals();
});

describe('DoughnutChart', () => {
  it('given values, lists each with its share in a table named by the label', () => {
    render(<DoughnutChart label="Platforms" categories={['Android', 'iOS']} data={[30, 10]} />);
    const table = screen.getByRole('table', { name: 'Platforms' });
    const android = within(table).getByRole('row', { name: /Android/ });
    expect(
      within(android)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '75%']);
  });

  it('given a value format, uses it in the table', () => {
    render(
      <DoughnutChart
        label="Collections"
        categories={['Paid', 'Unpaid']}
        data={[1500, 500]}
        formatValue={(value) => `RM ${value.toFixed(2)}`}
      />,
    );
    expect(screen.getByRole('cell', { name: 'RM 1500.00' })).toBeInTheDocument();
  });

  it('given only zeros, shows No Data instead of the chart', () => {
    render(<DoughnutChart label="Platforms" categories={['Android', 'iOS']} data={[0, 0]} />);
    expect(screen.getByText('No Data')).toBeVisible();
    expect(drawn.options).toHaveLength(0);
  });

  it('given the user prefers reduced motion, draws without animation', async () => {
    preferReducedMotion(true);
    render(<DoughnutChart label="Platforms" categories={['Android']} data={[1]} />);
    await drawnCanvas('Platforms');
    expect(drawn.options.at(-1)?.animation).toBe(false);
  });

  it('given no motion preference, keeps the default animation', async () => {
    preferReducedMotion(false);
    render(<DoughnutChart label="Platforms" categories={['Android']} data={[1]} />);
    await drawnCanvas('Platforms');
    expect(drawn.options.at(-1)?.animation).toBeUndefined();
  });

  it('given animate false, draws without animation', async () => {
    preferReducedMotion(false);
    render(<DoughnutChart label="Platforms" categories={['Android']} data={[1]} animate={false} />);
    await drawnCanvas('Platforms');
    expect(drawn.options.at(-1)?.animation).toBe(false);
  });

  it('given no IntersectionObserver (as in jsdom), draws the canvas without waiting to be seen', async () => {
    render(<DoughnutChart label="Platforms" categories={['Android']} data={[1]} />);
    expect(await drawnCanvas('Platforms')).toBeInTheDocument();
  });

  it('given lazy loading, draws no canvas until the chart nears the viewport', async () => {
    observeIntersections();
    render(<DoughnutChart label="Platforms" categories={['Android', 'iOS']} data={[30, 10]} />);
    const figure = screen.getByRole('figure', { name: 'Platforms' });
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.targets).toEqual([canvasArea(figure)]);
    expect(observer?.options.rootMargin).toBe('100px');

    observer!.intersect(false);
    // Give a dynamic import every chance to land: nothing may have asked for one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(figure.querySelector('canvas')).toBeNull();
    expect(drawn.options).toHaveLength(0);
    expect(canvasArea(figure)).toHaveAttribute('data-state', 'loading');

    observer!.intersect(true);
    expect(await drawnCanvas('Platforms')).toBeInTheDocument();
    expect(drawn.options).not.toHaveLength(0);
  });

  it('given lazy loading, shows the table, legend and centre label before the canvas', () => {
    observeIntersections();
    render(
      <DoughnutChart
        label="Paid percentage"
        categories={['Paid', 'Unpaid']}
        data={[3, 1]}
        legend="values"
        centerLabel="75%"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Paid percentage' });
    expect(within(figure).getByRole('table', { name: 'Paid percentage' })).toBeInTheDocument();
    expect(figure.querySelector('[data-slot="doughnut-chart-legend"]')).toHaveTextContent(
      'Unpaid125%',
    );
    expect(figure.querySelector('[data-slot="doughnut-chart-center"]')).toHaveTextContent('75%');
    expect(figure.querySelector('canvas')).toBeNull();
    expect(canvasArea(figure)).toHaveAttribute('data-state', 'loading');
    // The placeholder ring holds the canvas's place.
    expect(figure.querySelector('[data-slot="doughnut-chart-placeholder"]')).toBeInTheDocument();
  });

  it('given eager loading, draws the canvas without waiting to be seen', async () => {
    observeIntersections();
    render(<DoughnutChart label="Platforms" categories={['Android']} data={[1]} loading="eager" />);
    expect(await drawnCanvas('Platforms')).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(
      screen.getByRole('figure').querySelector('[data-slot="doughnut-chart-placeholder"]'),
    ).toBeNull();
  });
});
