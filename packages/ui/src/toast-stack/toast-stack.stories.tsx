import { ManualTimers, ToastQueue } from '@strata/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { ToastStack } from './toast-stack';
import { useToastQueue } from './use-toast-queue';

const meta = {
  title: 'Overlays/ToastStack',
  component: ToastStack,
  args: {
    toasts: [{ id: 'saved', tone: 'success', message: 'Changes has been saved' }],
    onDismiss: fn(),
  },
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dismisses the only toast by pointer, then again by keyboard (the story's toasts are fixed). */
async function dismissBothWays(
  canvasElement: HTMLElement,
  onDismiss: (id: string) => void,
  id: string,
) {
  const body = within(canvasElement.ownerDocument.body);
  const dismiss = body.getByRole('button', { name: 'Dismiss' });
  await userEvent.click(dismiss);
  await expect(onDismiss).toHaveBeenLastCalledWith(id);
  await userEvent.keyboard('{Enter}');
  await expect(onDismiss).toHaveBeenCalledTimes(2);
  await userEvent.tab({ shift: true });
  await userEvent.tab();
  await expect(dismiss).toHaveFocus();
}

export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('status')).toHaveTextContent('Changes has been saved');
    await expect(body.getByRole('region', { name: 'Notifications' })).toBeVisible();
    await dismissBothWays(canvasElement, args.onDismiss, 'saved');
  },
};

export const Error: Story = {
  args: { toasts: [{ id: 'offline', tone: 'error', message: 'You are offline' }] },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alert')).toHaveTextContent('You are offline');
    await dismissBothWays(canvasElement, args.onDismiss, 'offline');
  },
};

export const Info: Story = {
  args: { toasts: [{ id: 'checked-in', tone: 'info', message: 'Visitor has been checked in' }] },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('status')).toHaveTextContent('Visitor has been checked in');
    await dismissBothWays(canvasElement, args.onDismiss, 'checked-in');
  },
};

export const LongText: Story = {
  args: {
    toasts: [
      {
        id: 'timeout',
        tone: 'error',
        message:
          'This is taking too long. Please check your connection. The statement for unit A-12-03-ANNEX-BLOCK-C was not generated.',
      },
    ],
    labels: { dismiss: 'Tutup' },
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alert')).toHaveTextContent(/This is taking too long/);
    await userEvent.click(body.getByRole('button', { name: 'Tutup' }));
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

export const HiddenToasts: Story = {
  args: {
    hidden: true,
    toasts: [{ id: 'offline', tone: 'error', message: 'You are offline' }],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvasElement);
    await userEvent.tab();
    await expect(body.queryByRole('alert')).not.toBeInTheDocument();
    await expect(body.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  },
};

const messages = [
  'Hello Aisyah!',
  'Visitor has been checked in',
  'Changes has been saved',
  'You are offline',
  'You are back online!',
  'Passsword has been sent!',
  'Changes has been saved',
];
const tones = ['success', 'info', 'success', 'error', 'info', 'success', 'success'] as const;

/** The real ToastQueue from @strata/domain, on manual timers so the toasts stay for the screenshot. */
function QueueDemo() {
  const [queue] = useState(() => {
    const timers = new ManualTimers();
    const created = new ToastQueue({ setTimer: timers.setTimer, clearTimer: timers.clearTimer });
    for (const index of [0, 1, 2, 3, 4]) {
      created.show({ tone: tones[index]!, message: messages[index]! });
    }
    return created;
  });
  const [shown, setShown] = useState(5);
  const { toasts, show, dismiss } = useToastQueue(queue);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          const index = shown % messages.length;
          show({ tone: tones[index]!, message: messages[index]! });
          setShown(shown + 1);
        }}
      >
        Show a toast
      </Button>
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

export const FiveVisibleSixthQueued: Story = {
  render: () => <QueueDemo />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toasts = () =>
      within(body.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem');

    // Pointer: a 6th toast waits while 5 are on screen.
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    await expect(toasts()).toHaveLength(5);
    await expect(body.queryByText('Passsword has been sent!')).not.toBeInTheDocument();

    // Dismissing the oldest lets the waiting one in.
    await userEvent.click(body.getAllByRole('button', { name: 'Dismiss' })[0]!);
    await expect(body.queryByText('Hello Aisyah!')).not.toBeInTheDocument();
    await expect(await body.findByText('Passsword has been sent!')).toBeVisible();

    // Keyboard: queue one more, so 5 stay visible with a 6th waiting.
    canvas.getByRole('button', { name: 'Show a toast' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(toasts()).toHaveLength(5);
    await expect(body.getAllByRole('alert')).toHaveLength(1);
  },
};
