import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field/field';
import {
  Autocomplete,
  autocompleteSizeOptions,
  type AutocompleteItem,
  type AutocompleteProps,
} from './autocomplete';

const owners: AutocompleteItem[] = [
  { value: 'u1', label: 'Aisyah Rahman', description: 'A-12-03 · aisyah@example.my' },
  { value: 'u2', label: 'Aiman Tan', description: 'B-07-11 · aiman@example.my' },
  { value: 'u3', label: 'Kavitha Subramaniam', description: 'C-02-08 · kavitha@example.my' },
];

const searchOwners = async (text: string) =>
  owners.filter((owner) => owner.label.toLowerCase().includes(text.toLowerCase()));

const meta = {
  title: 'Forms/Autocomplete',
  component: Autocomplete,
  args: {
    'aria-label': 'Owner',
    placeholder: 'Search by name or email',
    onSearch: fn<AutocompleteProps['onSearch']>(searchOwners),
    onSelect: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: autocompleteSizeOptions } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Autocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Owner' });
    await userEvent.click(input);
    await userEvent.keyboard('{Shift}{Control}{ArrowDown}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Owner' });
    await userEvent.type(input, 'ai');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('ai'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      body.getByRole('option', { name: /Aiman Tan/ }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(owners[1]);
    await expect(input).toHaveValue('Aiman Tan');
  },
};

export const ChooseByPointer: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Owner' });
    await userEvent.type(input, 'kavi');
    const option = await body.findByRole('option', { name: /Kavitha Subramaniam/ });
    await userEvent.click(option);
    await expect(args.onSelect).toHaveBeenCalledWith(owners[2]);
    await expect(input).toHaveValue('Kavitha Subramaniam');
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Owner' });
    await userEvent.click(input);
    await userEvent.keyboard('a');
    await expect(await body.findByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NoResults: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Owner' });
    await userEvent.click(input);
    await userEvent.keyboard('zzz');
    await expect(await body.findByText('No results')).toHaveAttribute('role', 'status');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('z');
    await expect(await body.findByText('No results')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { onSearch: fn<AutocompleteProps['onSearch']>(() => undefined), loading: true, items: [] },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Owner' });
    await userEvent.click(input);
    await userEvent.keyboard('Ais');
    await expect(await body.findByRole('status')).toHaveTextContent('Searching…');
    await expect(input).toHaveAttribute('aria-busy', 'true');
  },
};

export const InvalidWithError: Story = {
  render: (args) => (
    <Field label="Owner" error="Please choose an owner from the list.">
      <Autocomplete {...args} aria-label={undefined} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Owner' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please choose an owner from the list.');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.click(input);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Aisyah Rahman' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Owner' });
    await expect(input).toBeDisabled();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};
