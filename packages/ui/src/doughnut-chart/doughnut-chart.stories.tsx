import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DoughnutChart, doughnutChartSizeOptions } from './doughnut-chart';

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

export const Default: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Platforms' });
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
    await userEvent.unhover(canvas.getByRole('figure', { name: 'Paid percentage' }));
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
  },
};
