import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog, confirmDialogToneOptions } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Hold On!',
    message: 'Are you sure you want to log out?',
    labels: { confirm: 'Logout', cancel: 'Cancel' },
    trigger: <Button variant="outline">Logout</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogToneOptions } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Logout' });

    // Pointer: open and cancel.
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Hold On!' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    // Keyboard: Enter opens with Cancel focused (the safe choice), Escape cancels.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('alertdialog', { name: 'Hold On!' });
    await expect(within(again).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    let dialog = await body.findByRole('alertdialog', { name: 'Hold On!' });

    // Keyboard: Tab to the confirm button and press Enter.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    // Pointer: reopen, confirm with a click, then reopen for the screenshot.
    await userEvent.click(body.getByRole('button', { name: 'Logout' }));
    dialog = await body.findByRole('alertdialog', { name: 'Hold On!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(body.getByRole('button', { name: 'Logout' }));
    await body.findByRole('alertdialog', { name: 'Hold On!' });
  },
};

export const Destructive: Story = {
  args: {
    defaultOpen: true,
    tone: 'destructive',
    title: 'Delete unit?',
    message: 'Unit A-12-03 and its 3 owners will be removed. This cannot be undone.',
    labels: { confirm: 'Delete', cancel: 'Keep' },
    trigger: <Button variant="outline">Delete unit</Button>,
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    let dialog = await body.findByRole('alertdialog', { name: 'Delete unit?' });
    await expect(dialog).toHaveAttribute('data-tone', 'destructive');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: 'Delete unit' }));
    dialog = await body.findByRole('alertdialog', { name: 'Delete unit?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  },
};

export const PendingConfirm: Story = {
  args: {
    defaultOpen: true,
    // Never settles, so the story stays in its pending state.
    onConfirm: fn(() => new Promise<void>(() => {})),
    labels: { confirm: 'Logout', cancel: 'Cancel', pending: 'Logging out' },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Hold On!' });
    const confirm = within(dialog).getByRole('button', { name: 'Logout' });
    await userEvent.click(confirm);
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Logging out');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does not close it while the action runs.
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog', { name: 'Hold On!' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Hold On! You are about to send this announcement to every resident of the property',
    message:
      'Announcements are delivered as push notifications and e-mails to all 612 owners and tenants of Menara Seri Indah. Messages cannot be recalled once they are sent, so check the title, the body and the attachments before you continue.',
    labels: { confirm: 'Send to everyone', cancel: 'Cancel' },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: /Hold On!/ });
    await userEvent.keyboard('{Tab}');
    await expect(within(dialog).getByRole('button', { name: 'Send to everyone' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(body.getByRole('button', { name: 'Logout' }));
    await body.findByRole('alertdialog', { name: /Hold On!/ });
  },
};
