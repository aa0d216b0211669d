import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, Users, Wallet } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { StatCard, statCardVariantOptions } from './stat-card';

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  args: { label: 'Total Units', value: '128', icon: <Building2 />, variant: 'default' },
  argTypes: {
    variant: { control: 'inline-radio', options: statCardVariantOptions },
    label: { control: 'text' },
    value: { control: 'text' },
    description: { control: 'text' },
    icon: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('128')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    // Static: neither pointer nor keyboard makes it focusable.
    await userEvent.click(canvas.getByText('Total Units'));
    await userEvent.tab();
    await expect(canvas.getByText('128').closest('[data-slot=stat-card]')).not.toHaveFocus();
  },
};

export const AsLink: Story = {
  args: {
    label: 'Total Outstanding',
    value: 'RM 45,210.50',
    icon: <Wallet />,
    href: '#account-statements',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Total Outstanding RM 45,210.50' });
    await expect(link).toHaveAttribute('href', '#account-statements');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.hover(link);
  },
};

export const AsButton: Story = {
  args: { label: 'Total Owners', value: '342', icon: <Users />, onClick: fn() },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Total Owners 342' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const AsChildLink: Story = {
  args: {
    label: 'Total Admins',
    value: '12',
    icon: <Users />,
    asChild: true,
    // StatCard fills the link with its label and value.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    children: <a href="#admins" aria-describedby="admins-hint" />,
  },
  render: (args) => (
    <>
      <StatCard {...args} />
      <p id="admins-hint" className="mt-2 text-xs text-muted-foreground">
        Opens the admins list
      </p>
    </>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Total Admins 12' });
    await expect(link).toHaveAttribute('data-slot', 'stat-card');
    await expect(link).toHaveAccessibleDescription('Opens the admins list');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Accent: Story = {
  args: {
    variant: 'accent',
    label: 'Collections This Month',
    value: 'RM 18,900.00',
    description: 'November 2026',
    icon: <Wallet />,
    href: '#account-statements',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Collections This Month/ });
    await expect(link).toHaveAttribute('data-variant', 'accent');
    await userEvent.hover(link);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'Total outstanding across every unit in Residensi Seri Pelangi Tower C',
    value: 'RM 1,245,210,987.50',
    icon: <Wallet />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RM 1,245,210,987.50')).toBeVisible();
  },
};
