import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ellipsis, Pencil, QrCode, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

const onEdit = fn();
const onShowPass = fn();
const onDelete = fn();

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: { onOpenChange: fn() },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Actions for Aisyah binti Ahmad">
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label="Actions for Aisyah binti Ahmad">
        <DropdownMenuLabel>Visitor</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden />
            Edit
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onShowPass}>
            <QrCode aria-hidden />
            Show pass
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Check out</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Actions for Aisyah binti Ahmad' });

    // Pointer: open and pick an item.
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: 'Actions for Aisyah binti Ahmad' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    // Keyboard: Enter opens on the first item, arrows skip the disabled one, Escape closes.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Actions for Aisyah binti Ahmad' });

    // Keyboard: open, move to Show pass, choose it with Enter.
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onShowPass).toHaveBeenCalled();

    // Pointer: open and leave it open, Delete highlighted, for the screenshot.
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    const remove = within(menu).getByRole('menuitem', { name: 'Delete' });
    await expect(remove).toHaveAttribute('data-variant', 'destructive');
    await expect(within(menu).getByRole('menuitem', { name: 'Check out' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getAllByRole('separator')).toHaveLength(1);
    await userEvent.hover(remove);
    await waitFor(() => expect(remove).toHaveAttribute('data-highlighted'));
  },
};

export const DestructiveItem: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Aisyah binti Ahmad' }));
    await body.findByRole('menu');
    await userEvent.keyboard('{End}');
    await expect(body.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    // Reopen with Delete focused for the screenshot.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{End}');
    await expect(body.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  },
};
