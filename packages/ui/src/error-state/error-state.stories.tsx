import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState, errorStateSizeOptions } from './error-state';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { size: 'md', onRetry: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: errorStateSizeOptions },
    title: { control: 'text' },
    description: { control: 'text' },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const ServerMessage: Story = {
  args: {
    title: 'Could not load payments',
    description: 'The server did not answer in time. Check your connection and try again.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load payments');
    await expect(alert).toHaveTextContent('The server did not answer in time.');
  },
};

/** A server message that only repeats the title is said once. */
export const RepeatedMessage: Story = {
  args: { description: 'Something went wrong' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Something went wrong')).toHaveLength(1);
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Small: Story = {
  args: { size: 'sm', labels: { title: 'Ralat berlaku', retry: 'Cuba lagi' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ralat berlaku');
    await userEvent.click(canvas.getByRole('button', { name: 'Cuba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
