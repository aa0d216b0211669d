import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Input } from '../input/input';
import { Switch } from '../switch/switch';
import { Field, fieldOrientationOptions } from './field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Email', children: <Input type="email" name="email" /> },
  argTypes: { orientation: { control: 'inline-radio', options: fieldOrientationOptions } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { description: 'We send the temporary password here.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the temporary password here.');
    await userEvent.click(canvas.getByText('Email'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('aisyah@example.my');
    await expect(input).toHaveValue('aisyah@example.my');
  },
};

export const InvalidWithError: Story = {
  args: { required: true, error: 'Please enter a valid email' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.click(input);
    await userEvent.keyboard('a');
    await expect(input).toHaveValue('a');
  },
};

export const Disabled: Story = {
  args: { children: <Input type="email" disabled defaultValue="admin@strata.my" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'Emergency contact email for the management office of Residensi Taman Bukit Indah',
    description:
      'Residents and visitors reach this address when the guard house cannot be contacted. Use an address that several staff members read, so that nothing waits over the weekend.',
    error: 'This email is already used by another property; choose a different one.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Emergency contact email/ });
    await userEvent.click(input);
    await userEvent.keyboard('office@residensi.my');
    await expect(input).toHaveValue('office@residensi.my');
    await expect(input).toBeInvalid();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Visitors service',
    orientation: 'horizontal',
    description: 'Residents can register visitors and share QR passes.',
    children: <Switch name="visitors" />,
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Visitors service' });
    await userEvent.click(canvas.getByText('Visitors service'));
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
};

/**
 * Two fields in a form's grid row, one with an error: both controls stay on one line (the field
 * without the error does not spread its label and control over the row's extra height).
 */
export const SideBySide: Story = {
  render: () => (
    <div className="grid w-full grid-cols-2 gap-4">
      <Field label="Name" required error="Please complete this field">
        <Input name="name" />
      </Field>
      <Field label="IC / Passport No" required>
        <Input name="ic" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const ic = canvas.getByRole('textbox', { name: 'IC / Passport No' });
    await expect(ic.getBoundingClientRect().top).toBe(name.getBoundingClientRect().top);
  },
};
