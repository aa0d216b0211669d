import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LabelsProvider } from '../labels';
import {
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
} from './modal';

function EditUnit({ role }: { role?: 'dialog' | 'alertdialog' }) {
  return (
    <ModalRoot role={role}>
      <ModalTrigger>Edit unit</ModalTrigger>
      <ModalContent>
        <ModalHeader>
          <ModalTitle>Edit unit</ModalTitle>
          <ModalDescription>Changes apply to every owner.</ModalDescription>
        </ModalHeader>
        <ModalBody>Unit A-12-03</ModalBody>
        <ModalFooter>
          <ModalClose>Cancel</ModalClose>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}

describe('Modal parts', () => {
  it('given the parts, opens a dialog named by its title and described by its description', async () => {
    render(<EditUnit />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit unit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit unit' });
    expect(dialog).toHaveAccessibleDescription('Changes apply to every owner.');
    expect(dialog).toHaveAttribute('data-slot', 'modal');
    expect(within(dialog).getByText('Unit A-12-03')).toHaveAttribute('data-slot', 'modal-body');
  });

  it('when Cancel is pressed, closes and hands focus back to the trigger', async () => {
    render(<EditUnit />);
    const trigger = screen.getByRole('button', { name: 'Edit unit' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('given role alertdialog, opens an alert dialog with the same parts', async () => {
    render(<EditUnit role="alertdialog" />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit unit' }));
    const alert = screen.getByRole('alertdialog', { name: 'Edit unit' });
    expect(alert).toHaveAccessibleDescription('Changes apply to every owner.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('names the × button from the labels provider', async () => {
    render(
      <LabelsProvider labels={{ modal: { close: 'Tutup' } }}>
        <EditUnit />
      </LabelsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit unit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('given showCloseButton false, has no × button', () => {
    render(
      <ModalRoot defaultOpen>
        <ModalContent showCloseButton={false} aria-describedby={undefined}>
          <ModalTitle>Check in visitor</ModalTitle>
        </ModalContent>
      </ModalRoot>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Check in visitor' });
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
  });

  it('given a controlled open state, asks its owner to close and stays open until told', async () => {
    const onOpenChange = vi.fn();
    render(
      <ModalRoot open onOpenChange={onOpenChange}>
        <ModalContent aria-describedby={undefined}>
          <ModalTitle>Edit unit</ModalTitle>
        </ModalContent>
      </ModalRoot>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Edit unit' })).toBeInTheDocument();
  });

  it('given an owner that follows changes, closes on Escape', async () => {
    function Owner() {
      const [open, setOpen] = useState(true);
      return (
        <ModalRoot open={open} onOpenChange={setOpen}>
          <ModalContent aria-describedby={undefined}>
            <ModalTitle>Edit unit</ModalTitle>
          </ModalContent>
        </ModalRoot>
      );
    }
    render(<Owner />);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
