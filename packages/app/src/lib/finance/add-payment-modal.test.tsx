import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { financeRoutes, financeSession } from '../../testing/finance-fixtures';
import { StoryApp } from '../../testing/story-app';

class StillWebSocket {
  onopen = null;
  onclose = null;
  onmessage = null;
  send() {}
  close() {}
}

beforeEach(() => vi.stubGlobal('WebSocket', StillWebSocket));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function bankTransfer() {
  const user = userEvent.setup();
  const add = await screen.findByRole('button', { name: 'Add Payment' }, { timeout: 5000 });
  await vi.waitFor(() => expect(add).toBeEnabled());
  await user.click(add);
  const dialog = await screen.findByRole('dialog', { name: 'Add Payment' });
  await user.click(within(dialog).getByRole('radio', { name: 'Bank Transfer' }));
  return { user, dialog };
}

describe('the Add Payment receipt upload', () => {
  it("given an owner's receipt, when the server stores it, then 'Document has been uploaded!' shows", async () => {
    render(
      <StoryApp
        path="/d/account-statements"
        session={financeSession('owner')}
        api={financeRoutes()}
      />,
    );
    const { user, dialog } = await bankTransfer();

    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Document has been uploaded!')).toBeInTheDocument();
  });

  it('given a receipt the server refuses, when it answers, then no upload toast shows', async () => {
    render(
      <StoryApp
        path="/d/account-statements"
        session={financeSession('owner')}
        api={financeRoutes({
          'POST /api/payments/upload': { status: 400, body: { error: 'File not supported.' } },
        })}
      />,
    );
    const { user, dialog } = await bankTransfer();

    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' }));

    expect(await within(dialog).findByText('File not supported.')).toBeInTheDocument();
    expect(screen.queryByText('Document has been uploaded!')).toBeNull();
  });
});
