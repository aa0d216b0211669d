import { ManualTimers, ToastQueue } from '@strata/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastStack } from './toast-stack';
import { useToastQueue, type ToastQueueSource } from './use-toast-queue';

function Toasts({ queue, hidden }: { queue: ToastQueueSource; hidden?: boolean }) {
  const { toasts, dismiss } = useToastQueue(queue);
  return <ToastStack toasts={toasts} onDismiss={dismiss} hidden={hidden} />;
}

function createQueue() {
  const timers = new ManualTimers();
  const queue = new ToastQueue({ setTimer: timers.setTimer, clearTimer: timers.clearTimer });
  return { queue, timers };
}

describe('useToastQueue with ToastStack', () => {
  it('given a success toast is shown, announces it politely', () => {
    const { queue } = createQueue();
    render(<Toasts queue={queue} />);
    act(() => void queue.show({ tone: 'success', message: 'Changes has been saved' }));
    expect(screen.getByRole('status')).toHaveTextContent('Changes has been saved');
  });

  it('given an error toast is shown, announces it as an alert', () => {
    const { queue } = createQueue();
    render(<Toasts queue={queue} />);
    act(() => void queue.show({ tone: 'error', message: 'You are offline' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline');
  });

  it('given a toast on screen, when 5 s pass, removes it', () => {
    const { queue, timers } = createQueue();
    render(<Toasts queue={queue} />);
    act(() => void queue.show({ tone: 'info', message: 'You are back online!' }));
    act(() => timers.advance(5000));
    expect(screen.queryByText('You are back online!')).not.toBeInTheDocument();
  });

  it('given 6 toasts, shows 5 and the 6th once one is dismissed', async () => {
    const { queue } = createQueue();
    render(<Toasts queue={queue} />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5, 6]) queue.show({ tone: 'info', message: `Message ${n}` });
    });
    expect(screen.getAllByRole('status')).toHaveLength(5);
    expect(screen.queryByText('Message 6')).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);

    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    expect(screen.getByText('Message 6')).toBeInTheDocument();
  });

  it('given the hide-toasts preference, renders nothing', () => {
    const { queue } = createQueue();
    render(<Toasts queue={queue} hidden />);
    act(() => void queue.show({ tone: 'error', message: 'You are offline' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('given any object with the queue shape, reads it', () => {
    const listeners = new Set<() => void>();
    const snapshot = [{ id: 'a', tone: 'info', message: 'From a fake' }] as const;
    const fake: ToastQueueSource = {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      getSnapshot: () => snapshot,
      dismiss: vi.fn(),
      show: vi.fn(() => 'a'),
    };
    render(<Toasts queue={fake} />);
    expect(screen.getByRole('status')).toHaveTextContent('From a fake');
  });
});
