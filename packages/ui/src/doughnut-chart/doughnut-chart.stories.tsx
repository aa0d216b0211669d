import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DoughnutChart,
  doughnutChartLoadingOptions,
  doughnutChartSizeOptions,
} from './doughnut-chart';

const meta = {
  title: 'Data/DoughnutChart',
  component: DoughnutChart,
  args: {
    label: 'Platforms',
    categories: ['Android', 'iOS', 'Web'],
    data: [412, 268, 57],
    size: 'md',
    // Image snapshots need the final frame at once.
    animate: false,
  },
  argTypes: {
    size: { control: 'inline-radio', options: doughnutChartSizeOptions },
    loading: { control: 'inline-radio', options: doughnutChartLoadingOptions },
    formatValue: { control: false },
    colors: { control: 'object' },
  },
  // A canvas does not ask for web fonts: load Inter before the legend is drawn, or the image
  // would depend on whether other text had loaded it already.
  loaders: [async () => ({ font: await document.fonts.load("12px 'Inter Variable'") })],
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DoughnutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The area the ring is drawn in; `data-state` says whether chart.js has drawn it. */
const canvasArea = (figure: HTMLElement) =>
  figure.querySelector<HTMLElement>('[data-slot="doughnut-chart-canvas"]')!;

/**
 * Waits until chart.js has drawn the figure's canvas (it loads once the chart nears the
 * viewport), so the image snapshot never catches the placeholder ring.
 */
async function canvasDrawn(figure: HTMLElement) {
  await waitFor(() => expect(canvasArea(figure)).toHaveAttribute('data-state', 'drawn'), {
    timeout: 5000,
  });
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Platforms' });
    await canvasDrawn(figure);
    const table = within(figure).getByRole('table', { name: 'Platforms' });
    const android = within(table).getByRole('row', { name: /Android/ });
    await expect(
      within(android)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['412', '56%']);
    // The chart is not interactive beyond its tooltip: hovering shows it, Tab passes by.
    await userEvent.hover(figure.querySelector('canvas')!);
    await userEvent.tab();
    await expect(figure).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const PaidPercentage: Story = {
  args: {
    label: 'Paid percentage',
    categories: ['Paid', 'Unpaid'],
    data: [73, 27],
    colors: ['#15803d', '#b91c1c'],
    formatValue: (value: number) => `${value}%`,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Paid percentage' });
    await expect(within(table).getByRole('row', { name: /Unpaid/ })).toHaveTextContent('27%');
    const figure = canvas.getByRole('figure', { name: 'Paid percentage' });
    await canvasDrawn(figure);
    await userEvent.unhover(figure);
  },
};

export const ManySegments: Story = {
  args: {
    label: 'Visitors by type',
    categories: ['Guest', 'Delivery', 'Contractor', 'Ride-hailing', 'Family', 'Other'],
    data: [120, 96, 34, 52, 70, 12],
    size: 'lg',
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Visitors by type' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await canvasDrawn(canvas.getByRole('figure', { name: 'Visitors by type' }));
  },
};

export const Empty: Story = {
  args: { data: [0, 0, 0] },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Platforms' });
    await expect(within(figure).getByText('No Data')).toBeVisible();
    await expect(figure.querySelector('canvas')).toBeNull();
  },
};

export const Translated: Story = {
  args: {
    label: 'Platform',
    labels: { category: 'Kategori', value: 'Nilai', share: 'Bahagian' },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Platform' });
    await expect(within(table).getByRole('columnheader', { name: 'Bahagian' })).toBeInTheDocument();
    await canvasDrawn(canvas.getByRole('figure', { name: 'Platform' }));
  },
};

/**
 * Below the fold, as on the dashboard: the figure, its table and legend are there at once; the
 * canvas (and chart.js) loads only when the chart scrolls near the viewport. Until it has drawn, a
 * muted ring holds its place.
 */
export const LoadsNearTheViewport: Story = {
  args: {
    label: 'Paid percentage',
    categories: ['Paid', 'Unpaid'],
    data: [219, 81],
    colors: ['#15803d', '#b91c1c'],
    legend: 'values',
    size: 'sm',
    centerLabel: '73%',
  },
  decorators: [
    (Story) => (
      <div
        role="region"
        aria-label="Report"
        // Keyboard users need a tab stop to scroll it (axe: scrollable-region-focusable).
        tabIndex={0} // eslint-disable-line jsx-a11y/no-noninteractive-tabindex
        className="h-72 overflow-y-auto rounded-md border p-4"
      >
        <p className="h-[1200px] text-sm text-muted-foreground">Scroll down to the chart.</p>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Paid percentage' });
    // Out of sight: everything but the canvas is there, and the canvas waits.
    await expect(
      within(figure).getByRole('table', { name: 'Paid percentage' }),
    ).toBeInTheDocument();
    await expect(canvasArea(figure)).toHaveAttribute('data-state', 'loading');
    await expect(figure.querySelector('canvas')).toBeNull();

    const region = canvas.getByRole('region', { name: 'Report' });
    region.scrollTop = region.scrollHeight;
    await canvasDrawn(figure);
    await expect(figure.querySelector('canvas')).toBeInTheDocument();
  },
};
