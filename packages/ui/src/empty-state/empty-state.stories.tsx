import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, SearchX } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { EmptyState, emptyStateSizeOptions } from './empty-state';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: emptyStateSizeOptions },
    title: { control: 'text' },
    description: { control: 'text' },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Data')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    description: 'No owners are assigned to this unit yet.',
    action: (
      <>
        <Button variant="outline" onClick={fn()}>
          Assign Owner
        </Button>
        <Button onClick={fn()}>
          <Plus aria-hidden />
          Add New Owner
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const assign = canvas.getByRole('button', { name: 'Assign Owner' });
    const add = canvas.getByRole('button', { name: 'Add New Owner' });
    await userEvent.click(assign);
    await expect(assign).toHaveFocus();
    await userEvent.tab();
    await expect(add).toHaveFocus();
  },
};

export const NoSearchResults: Story = {
  args: {
    size: 'sm',
    icon: <SearchX strokeWidth={1.5} />,
    title: 'No results for “Tower C”',
    description: 'Try another name or unit number.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results for “Tower C”')).toBeVisible();
    await expect(canvas.getByText('Try another name or unit number.')).toBeVisible();
  },
};

export const Translated: Story = {
  args: { labels: { title: 'Tiada Data' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tiada Data')).toBeVisible();
  },
};
