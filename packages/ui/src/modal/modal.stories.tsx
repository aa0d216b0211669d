import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalRoot,
  modalSizeOptions,
  ModalTitle,
  ModalTrigger,
} from './modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: 'Edit unit',
    description: 'Changes apply to every owner of the unit.',
    trigger: <Button variant="outline">Edit unit</Button>,
    children: <p>Unit A-12-03 belongs to Block A, level 12.</p>,
    footer: (
      <>
        <ModalClose asChild>
          <Button variant="outline">Cancel</Button>
        </ModalClose>
        <Button>Save</Button>
      </>
    ),
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizeOptions } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Edit unit' });

    // Pointer: open, then close with the hidden-label × button.
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Edit unit' });
    await expect(dialog).toHaveAccessibleDescription('Changes apply to every owner of the unit.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Keyboard: Enter opens, Escape closes and focus goes back to the trigger.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Edit unit' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    let dialog = await body.findByRole('dialog', { name: 'Edit unit' });

    // Keyboard: Tab stays inside the dialog; Cancel closes it.
    await userEvent.tab();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

    // Pointer: reopen and leave it open for the screenshot.
    await userEvent.click(body.getByRole('button', { name: 'Edit unit' }));
    dialog = await body.findByRole('dialog', { name: 'Edit unit' });
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

export const WithoutDescription: Story = {
  args: { defaultOpen: true, description: undefined, size: 'sm', title: 'Check in visitor' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Check in visitor' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(dialog).toHaveAttribute('data-size', 'sm');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(body.getByRole('button', { name: 'Edit unit' }));
    await body.findByRole('dialog', { name: 'Check in visitor' });
  },
};

const longText = Array.from(
  { length: 30 },
  (_, index) =>
    `Rule ${index + 1}. Residents must keep common corridors clear and register every visitor at the guard house before entry.`,
);

export const LongText: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'House rules of Menara Seri Indah, a very long property name that wraps',
    children: (
      <ol className="flex list-decimal flex-col gap-2 pl-5">
        {longText.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: /House rules/ });
    // The body scrolls; the footer stays reachable.
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(body.getByRole('button', { name: 'Edit unit' }));
    await body.findByRole('dialog', { name: /House rules/ });
  },
};

export const Translated: Story = {
  args: { defaultOpen: true, title: 'Sunting unit', labels: { close: 'Tutup' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Sunting unit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(body.getByRole('button', { name: 'Edit unit' }));
    await body.findByRole('dialog', { name: 'Sunting unit' });
  },
};

/** The parts composed by hand, as a screen writes a form modal: header, a body with a field, footer. */
export const FromParts: Story = {
  render: (args) => (
    <ModalRoot defaultOpen onOpenChange={args.onOpenChange}>
      <ModalTrigger asChild>
        <Button variant="outline">Add access card</Button>
      </ModalTrigger>
      <ModalContent size="sm">
        <ModalHeader>
          <ModalTitle>Add access card</ModalTitle>
          <ModalDescription>The card works at every gate of the property.</ModalDescription>
        </ModalHeader>
        <ModalBody>
          <Field label="Serial Number">
            <Input defaultValue="AC-000123" />
          </Field>
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <Button>Save</Button>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  ),
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    let dialog = await body.findByRole('dialog', { name: 'Add access card' });
    await expect(dialog).toHaveAccessibleDescription(
      'The card works at every gate of the property.',
    );
    // The first field takes focus; Tab moves on to the footer's buttons.
    const serial = within(dialog).getByRole('textbox', { name: 'Serial Number' });
    await expect(serial).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Pointer: reopen for the screenshot.
    await userEvent.click(body.getByRole('button', { name: 'Add access card' }));
    dialog = await body.findByRole('dialog', { name: 'Add access card' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The same parts as an alert dialog: no × button, no closing by a click outside. */
export const AlertFromParts: Story = {
  render: () => (
    <ModalRoot role="alertdialog" defaultOpen>
      <ModalContent size="sm" showCloseButton={false}>
        <ModalHeader>
          <ModalTitle>Hold On!</ModalTitle>
        </ModalHeader>
        <ModalBody>
          <ModalDescription>Unassign Aisyah Rahman from unit A-12-03?</ModalDescription>
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <Button variant="destructive">Unassign</Button>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const alert = await body.findByRole('alertdialog', { name: 'Hold On!' });
    await expect(alert).toHaveAccessibleDescription('Unassign Aisyah Rahman from unit A-12-03?');
    // Cancel, the safe choice, has focus; there is no × button.
    await expect(within(alert).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(within(alert).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // A click on the backdrop leaves it open.
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    await expect(body.getByRole('alertdialog', { name: 'Hold On!' })).toBeVisible();
  },
};
