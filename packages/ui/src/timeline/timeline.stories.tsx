import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Timeline, type TimelineItem } from './timeline';

const items: TimelineItem[] = [
  {
    id: 'a1',
    actor: 'aisyah.admin',
    time: '09:12',
    dateTime: '2026-11-02T09:12:00+08:00',
    text: 'Verified payment for unit A-01-01',
  },
  {
    id: 'a2',
    actor: 'guard.wei',
    time: '08:47',
    dateTime: '2026-11-02T08:47:00+08:00',
    text: 'Checked in visitor Farid Ismail',
  },
  {
    id: 'a3',
    actor: 'priya.manager',
    time: 'Yesterday',
    dateTime: '2026-11-01T17:05:00+08:00',
    text: 'Published announcement “Lift maintenance on Saturday”',
  },
];

const meta = {
  title: 'Data/Timeline',
  component: Timeline,
  args: { items, 'aria-label': 'Recent activities' },
  argTypes: { items: { control: 'object' } },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Recent activities' });
    const entries = within(list).getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    await expect(entries[0]).toHaveTextContent(
      'aisyah.admin09:12Verified payment for unit A-01-01',
    );
    await expect(within(entries[1]!).getByText('08:47')).toHaveAttribute(
      'datetime',
      '2026-11-02T08:47:00+08:00',
    );
    // Read-only: pointer and keyboard pass through.
    await userEvent.click(entries[0]!);
    await userEvent.tab();
    await expect(list).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const ManyEntries: Story = {
  args: {
    items: Array.from({ length: 10 }, (_, index) => ({
      id: `m${index}`,
      actor: `user${index + 1}`,
      time: `0${9 - (index % 10)}:00`,
      text: index % 2 === 0 ? 'Updated unit details' : 'Signed in',
    })),
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(10);
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'l1',
        actor: 'a.very.long.username.from.the.management.office',
        time: '02/11/2026 09:30',
        text: 'Imported 148 owners from “Residensi Seri Pelangi – Tower C – November 2026 – final (2).xlsx”, skipping 3 rows with missing unit numbers',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Imported 148 owners/)).toBeVisible();
  },
};
