import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { CounterBadge, counterBadgeVariantOptions } from './counter-badge';

const meta = {
  title: 'Primitives/CounterBadge',
  component: CounterBadge,
  args: { count: 4, variant: 'danger' },
  argTypes: {
    count: { control: { type: 'number', min: 0, step: 1 } },
    variant: { control: 'inline-radio', options: counterBadgeVariantOptions },
  },
} satisfies Meta<typeof CounterBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4')).toBeVisible();
    await expect(canvas.getByText('4 unread')).toBeInTheDocument();
  },
};

/** The usual place: inside a button, whose accessible name then carries the exact count. */
export const InAButton: Story = {
  args: { count: 12 },
  render: (args) => {
    const onClick = fn();
    return (
      <Button variant="outline" onClick={onClick}>
        <Bell aria-hidden />
        Inbox
        <CounterBadge {...args} />
      </Button>
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Inbox 12 unread' });
    await expect(button).toHaveTextContent('9+');
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
  },
};

export const AboveNine: Story = {
  args: { count: 27 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9+')).toBeVisible();
    await expect(canvas.getByText('27 unread')).toBeInTheDocument();
  },
};

export const Zero: Story = {
  args: { count: 0 },
  render: (args) => (
    <Button variant="outline">
      Inbox
      <CounterBadge {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Inbox' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent(/^Inbox$/);
  },
};

export const Primary: Story = {
  args: { count: 3, variant: 'primary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3').parentElement).toHaveAttribute('data-variant', 'primary');
  },
};

export const Translated: Story = {
  args: { count: 5, labels: { count: (count) => `${count} belum dibaca` } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 belum dibaca')).toBeInTheDocument();
  },
};
