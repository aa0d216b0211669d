import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field/field';
import { BatchedSelect, batchedSelectSizeOptions } from './batched-select';
import type { LoadOptions, SelectOption } from './use-option-batches';

const banks: SelectOption[] = [
  { value: 'maybank', label: 'Maybank' },
  { value: 'cimb', label: 'CIMB Bank' },
  { value: 'public', label: 'Public Bank' },
];

const units: SelectOption[] = Array.from({ length: 10_000 }, (_, index) => ({
  value: `unit-${index + 1}`,
  label: `Unit ${String(index + 1).padStart(5, '0')}`,
}));

const properties: SelectOption[] = [
  'Residensi Taman Bukit Indah',
  'Pangsapuri Seri Melati',
  'Kondominium Sri Damansara',
  'Residensi Desa Harmoni',
  'Vista Angkasa',
  'Menara Permai',
  'Taman Sri Murni',
].map((label, index) => ({ value: `p${index + 1}`, label }));

const meta = {
  title: 'Forms/BatchedSelect',
  component: BatchedSelect,
  args: { 'aria-label': 'Bank', options: banks, onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: batchedSelectSizeOptions } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BatchedSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(trigger).toHaveTextContent('Select an option');
    // Keyboard: open with Enter, move with arrows, choose with Enter.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(body.queryByRole('searchbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('cimb');
    await expect(trigger).toHaveFocus();
    // Pointer: open and pick the first bank.
    await userEvent.click(trigger);
    await userEvent.click(body.getByRole('option', { name: 'Maybank' }));
    await expect(trigger).toHaveTextContent('Maybank');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('maybank');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'public' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(trigger).toHaveTextContent('Public Bank');
    await userEvent.click(trigger);
    await expect(body.getByRole('option', { name: 'Public Bank' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('listbox', { name: 'Options' })).toBeVisible();
  },
};

export const WithSearch: Story = {
  args: { 'aria-label': 'Property', options: properties },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Property' });
    await userEvent.click(trigger);
    const search = body.getByRole('searchbox', { name: 'Search options' });
    await expect(search).toHaveFocus();
    await userEvent.keyboard('residensi');
    await expect(body.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{End}');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      body.getByRole('option', { name: 'Residensi Desa Harmoni' }).id,
    );
    await userEvent.hover(body.getByRole('option', { name: 'Residensi Taman Bukit Indah' }));
  },
};

export const TenThousandOptions: Story = {
  args: { 'aria-label': 'Unit', options: units },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Unit' }));
    // Only the first batch is in the DOM: 50 of 10,000.
    await expect(body.getAllByRole('option')).toHaveLength(50);
    const listbox = body.getByRole('listbox', { name: 'Options' });
    listbox.scrollTop = listbox.scrollHeight;
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(100));
    // Keyboard: Home goes back to the first unit; the list does not grow without scrolling.
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect(body.getByRole('searchbox')).toHaveAttribute(
      'aria-activedescendant',
      body.getByRole('option', { name: 'Unit 00002' }).id,
    );
    await expect(body.getAllByRole('option')).toHaveLength(100);
  },
};

const asyncUnits: LoadOptions = async ({ offset, limit, search }) => {
  const hits = units.filter((unit) => unit.label.includes(search));
  return { options: hits.slice(offset, offset + limit), total: hits.length };
};

export const AsyncSource: Story = {
  args: { 'aria-label': 'Unit', options: undefined, loadOptions: asyncUnits },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Unit' });
    trigger.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(50));
    await waitFor(() => expect(body.getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('0999');
    // Unit 00999 and Unit 09990 to 09999.
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(11));
    await userEvent.click(body.getByRole('option', { name: 'Unit 09990' }));
    await expect(trigger).toHaveTextContent('Unit 09990');
  },
};

export const Loading: Story = {
  args: {
    'aria-label': 'Unit',
    options: undefined,
    loadOptions: () => new Promise(() => {}),
    labels: { loading: 'Loading units…' },
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Unit' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('status')).toHaveTextContent('Loading units…');
    await expect(body.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoResults: Story = {
  args: { 'aria-label': 'Property', options: properties },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Property' }));
    await userEvent.keyboard('zzz');
    await expect(body.getByRole('status')).toHaveTextContent('No options');
    await expect(body.queryAllByRole('option')).toHaveLength(0);
  },
};

export const InvalidWithError: Story = {
  render: (args) => (
    <Field label="Bank" error="Please select the options" required>
      <BatchedSelect {...args} aria-label={undefined} />
    </Field>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(trigger).toBeInvalid();
    await expect(trigger).toHaveAccessibleDescription('Please select the options');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(trigger);
    await userEvent.click(body.getByRole('option', { name: 'CIMB Bank' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('cimb');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'maybank' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    'aria-label': 'Service',
    options: [
      {
        value: 'long',
        label:
          'Monthly maintenance and sinking fund for the common facilities of Residensi Taman Bukit Indah, Block C',
      },
      ...banks,
    ],
    defaultValue: 'long',
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Service' });
    await expect(trigger).toHaveTextContent(/Monthly maintenance/);
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(trigger);
    await expect(body.getByRole('listbox')).toBeVisible();
  },
};
