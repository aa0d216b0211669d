import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('given a synchronous onConfirm, closes as soon as the user confirms', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog defaultOpen title="Hold On!" message="Log out?" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('given onConfirm returns a pending promise, stays open and announces the wait', async () => {
    const action = deferred();
    render(
      <ConfirmDialog
        defaultOpen
        title="Hold On!"
        message="Log out?"
        onConfirm={() => action.promise}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alertdialog', { name: 'Hold On!' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Please wait');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('given a pending confirm, ignores Escape and a second confirm', async () => {
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    render(<ConfirmDialog defaultOpen title="Hold On!" message="Log out?" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alertdialog', { name: 'Hold On!' })).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('given the confirmed promise resolves, closes and reports it', async () => {
    const action = deferred();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        defaultOpen
        title="Hold On!"
        message="Log out?"
        onConfirm={() => action.promise}
        onOpenChange={onOpenChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    action.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('given the confirmed promise rejects, stays open and ready to try again', async () => {
    const action = deferred();
    render(
      <ConfirmDialog
        defaultOpen
        title="Hold On!"
        message="Log out?"
        onConfirm={() => action.promise}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    action.reject(new Error('offline'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).not.toBeDisabled());
    expect(screen.getByRole('alertdialog', { name: 'Hold On!' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-disabled');
  });

  it('given the user cancels, calls onCancel and not onConfirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        defaultOpen
        title="Hold On!"
        message="Log out?"
        onConfirm={onConfirm}
        onCancel={onCancel}
        labels={{ cancel: 'No', confirm: 'Yes' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
