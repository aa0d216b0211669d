import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StatusScreen } from './status-screen';

const meta = {
  title: 'Screens/Status',
  component: StatusScreen,
  parameters: { layout: 'fullscreen' },
  args: { health: { state: 'loading' }, onRetry: fn() },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking the server…');
  },
};

export const Ready: Story = {
  args: { health: { state: 'ready', database: 'PGlite', version: '0.1.0' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Ready, on PGlite (version 0.1.0).');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const ServerDown: Story = {
  args: { health: { state: 'error', message: 'Failed to fetch' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The server did not answer: Failed to fetch',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
