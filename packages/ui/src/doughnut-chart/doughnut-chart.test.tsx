import { render, screen, within } from '@testing-library/react';
import type { ChartOptions } from 'chart.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DoughnutChart } from './doughnut-chart';

// jsdom has no canvas: record what the chart would be drawn with instead.
const drawn = vi.hoisted(() => ({ options: [] as ChartOptions<'doughnut'>[] }));
vi.mock('react-chartjs-2', () => ({
  Doughnut: ({ options }: { options: ChartOptions<'doughnut'> }) => {
    drawn.options.push(options);
    return <canvas aria-hidden />;
  },
}));

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

  it('given the user prefers reduced motion, draws without animation', () => {
    preferReducedMotion(true);
    render(<DoughnutChart label="Platforms" categories={['Android']} data={[1]} />);
    expect(drawn.options.at(-1)?.animation).toBe(false);
  });

  it('given no motion preference, keeps the default animation', () => {
    preferReducedMotion(false);
    render(<DoughnutChart label="Platforms" categories={['Android']} data={[1]} />);
    expect(drawn.options.at(-1)?.animation).toBeUndefined();
  });

  it('given animate false, draws without animation', () => {
    preferReducedMotion(false);
    render(<DoughnutChart label="Platforms" categories={['Android']} data={[1]} animate={false} />);
    expect(drawn.options.at(-1)?.animation).toBe(false);
  });
});
