import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchToggle } from './search-toggle';

const units = ['A-01-01', 'A-01-02', 'B-03-07', 'C-12-01', 'C-12-02'];

const meta = {
  title: 'Primitives/SearchToggle',
  component: SearchToggle,
  args: { onSearch: fn(), onOpenChange: fn() },
  argTypes: {
    open: { control: 'boolean' },
    defaultOpen: { control: 'boolean' },
    defaultValue: { control: 'text' },
  },
} satisfies Meta<typeof SearchToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    // Pointer: open, type, Enter.
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'A-01{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('A-01');
    // Keyboard: Escape clears, closes, restores the list and hands focus back.
    await userEvent.keyboard('{Escape}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    const toggle = canvas.getByRole('button', { name: 'Search' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    // Leaving the empty search (past its close button) closes it again.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close search' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveValue('');
    await userEvent.click(box);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back to the toggle in an effect after the close renders: awaited, not assumed.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus());
  },
};

export const WithAppliedSearch: Story = {
  args: { defaultOpen: true, defaultValue: 'Tower C' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveValue('Tower C');
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('');
    // Leaving the emptied box closes it.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

/** How a list screen uses it: Enter filters, emptying the box brings every row back. */
function FilteredUnits({ onSearch }: { onSearch: (text: string) => void }) {
  const [query, setQuery] = useState('');
  const shown = units.filter((unit) => unit.includes(query));
  return (
    <section aria-labelledby="units-title" className="flex w-[28rem] flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id="units-title" className="text-lg font-semibold">
          Units Management
        </h2>
        <SearchToggle
          onSearch={(text) => {
            setQuery(text);
            onSearch(text);
          }}
        />
      </div>
      <ul aria-label="Units" className="divide-y rounded-md border text-sm">
        {shown.map((unit) => (
          <li key={unit} className="px-3 py-2">
            {unit}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const FilteringAList: Story = {
  render: (args) => <FilteredUnits onSearch={args.onSearch} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Units' });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.keyboard('C-12');
    // Typing alone does not filter.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.keyboard('{Enter}');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.keyboard('C-12{Enter}');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The box keeps its text when focus leaves it.
    await userEvent.click(canvas.getByRole('heading', { name: 'Units Management' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('C-12');
  },
};

export const Translated: Story = {
  args: {
    defaultOpen: true,
    labels: {
      open: 'Cari',
      input: 'Cari',
      placeholder: 'Cari nama atau unit',
      close: 'Tutup carian',
    },
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Cari' });
    await expect(box).toHaveAttribute('placeholder', 'Cari nama atau unit');
    await userEvent.click(canvas.getByRole('button', { name: 'Tutup carian' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cari' })).toHaveFocus());
  },
};
