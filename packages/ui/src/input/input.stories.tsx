import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Input, inputSizeOptions, inputTypeOptions } from './input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { 'aria-label': 'Full name', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: inputTypeOptions },
    size: { control: 'inline-radio', options: inputSizeOptions },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: 'e.g. Aisyah Rahman' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.click(input);
    await userEvent.keyboard('Aisyah');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Aisyah Rahman' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.click(input);
    await userEvent.keyboard(' binti Ali');
    await expect(input).toHaveValue('Aisyah Rahman binti Ali');
    await userEvent.keyboard('{Backspace>10/}');
    await expect(input).toHaveValue('Aisyah Rahman');
  },
};

export const Email: Story = {
  args: { type: 'email', 'aria-label': 'Email', defaultValue: 'aisyah@example.my' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Password: Story = {
  args: { type: 'password', 'aria-label': 'Password', defaultValue: 'kondo-2026' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    // Keyboard: the toggle is the next tab stop after the field.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Search: Story = {
  args: { type: 'search', 'aria-label': 'Search units', placeholder: 'Unit number' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search units' });
    await userEvent.click(input);
    await userEvent.keyboard('A-12');
    await expect(input).toHaveValue('A-12');
  },
};

export const InvalidWithError: Story = {
  render: (args) => (
    <Field label="Email" error="Please enter a valid email">
      <Input {...args} aria-label={undefined} type="email" defaultValue="aisyah@" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email');
    await userEvent.click(input);
    await userEvent.keyboard('example.my');
    await expect(input).toHaveValue('aisyah@example.my');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Aisyah Rahman' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeDisabled();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'Lot 12-03A, Blok Cempaka, Residensi Taman Bukit Indah, Jalan Bukit Indah 15, 81200 Johor Bahru',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.click(input);
    await userEvent.keyboard('{End}.');
    await expect(input).toHaveValue(
      'Lot 12-03A, Blok Cempaka, Residensi Taman Bukit Indah, Jalan Bukit Indah 15, 81200 Johor Bahru.',
    );
  },
};
