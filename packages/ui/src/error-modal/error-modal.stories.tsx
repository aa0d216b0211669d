import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ErrorModal, type ErrorModalProps } from './error-modal';

/** The app opens the modal from a failed request; here a button stands in for it. */
function Harness(props: ErrorModalProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Send request
      </Button>
      <ErrorModal
        {...props}
        defaultOpen={undefined}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ErrorModal',
  component: ErrorModal,
  render: (args) => <Harness {...args} />,
  args: {
    defaultOpen: true,
    title: 'Error',
    message: 'The unit number has already been taken.',
    onOk: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BadRequest: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    let dialog = await body.findByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toHaveAccessibleDescription('The unit number has already been taken.');

    // Keyboard: Ok, the only control, has focus; Enter acknowledges.
    await expect(within(dialog).getByRole('button', { name: 'Ok' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOk).toHaveBeenCalledTimes(1);

    // Pointer: open again, acknowledge with a click, and reopen for the screenshot.
    await userEvent.click(body.getByRole('button', { name: 'Send request' }));
    dialog = await body.findByRole('alertdialog', { name: 'Error' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(args.onOk).toHaveBeenCalledTimes(2);
    await userEvent.click(body.getByRole('button', { name: 'Send request' }));
    await body.findByRole('alertdialog', { name: 'Error' });
  },
};

export const Updates: Story = {
  args: {
    title: 'Updates',
    message: 'A new version of Strata is available. Press Ok to reload the page.',
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Updates' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    // The caller's onOk reloads; the story records the call instead.
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: 'Send request' }));
    await body.findByRole('alertdialog', { name: 'Updates' });
  },
};

export const TooManyRequests: Story = {
  args: {
    title: 'Hold On!',
    message: 'Too many attempts. Please try again in a minute.',
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog', { name: 'Hold On!' });
    // Escape closes without acknowledging.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOk).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(body.getByRole('button', { name: 'Send request' }));
    await body.findByRole('alertdialog', { name: 'Hold On!' });
  },
};

export const LongText: Story = {
  args: {
    title: 'Something went wrong',
    message:
      'The import stopped at row 214: the column "unit_no" holds A-12-03-ANNEX-BLOCK-C-REAR-WING-EXTENDED, which is longer than the 32 characters a unit number may have.\nFix the row and upload the file again.',
    labels: { ok: 'Baik' },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Something went wrong' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baik' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.keyboard('{Tab}');
    await expect(body.getByRole('button', { name: 'Send request' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: 'Something went wrong' });
  },
};
