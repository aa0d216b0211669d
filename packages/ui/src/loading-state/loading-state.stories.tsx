import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingState, loadingStateSizeOptions } from './loading-state';

const meta = {
  title: 'Primitives/LoadingState',
  component: LoadingState,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: loadingStateSizeOptions } },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-size', 'sm');
  },
};

export const Translated: Story = {
  args: { labels: { loading: 'Memuatkan…' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuatkan…');
  },
};
