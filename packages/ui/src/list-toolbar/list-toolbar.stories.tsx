import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Upload } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BatchedSelect } from '../batched-select';
import { Button } from '../button';
import { SearchToggle } from '../search-toggle';
import { ListToolbar } from './list-toolbar';

const properties = [
  { value: 'all', label: 'All CSA' },
  { value: '1', label: 'Menara Seri Indah' },
  { value: '2', label: 'Taman Bukit Jaya' },
];

const meta = {
  title: 'Layout/ListToolbar',
  component: ListToolbar,
  args: {
    search: <SearchToggle onSearch={fn()} />,
    filters: <BatchedSelect aria-label="Property" options={properties} defaultValue="all" />,
    actions: (
      <>
        <Button variant="outline">
          <Upload aria-hidden />
          Upload Units
        </Button>
        <Button>
          <Plus aria-hidden />
          Add
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof ListToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Keyboard order follows the visual order: search, filter, actions.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Property' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload Units' })).toHaveFocus();
    // The filter opens its options.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Property' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Taman Bukit Jaya' }));
    await expect(canvas.getByRole('combobox', { name: 'Property' })).toHaveTextContent(
      'Taman Bukit Jaya',
    );
  },
};

export const SearchOnly: Story = {
  args: { filters: undefined, actions: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Property' })).toBeVisible();
  },
};
