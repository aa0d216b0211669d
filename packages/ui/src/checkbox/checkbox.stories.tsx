import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Checkbox, checkboxSizeOptions } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { onCheckedChange: fn(), name: 'types', value: 'maintenance' },
  argTypes: { size: { control: 'inline-radio', options: checkboxSizeOptions } },
  render: (args) => (
    <Field label="Maintenance" orientation="horizontal">
      <Checkbox {...args} />
    </Field>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Maintenance' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Maintenance' });
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByText('Maintenance'));
    await expect(checkbox).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { defaultChecked: 'indeterminate' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Maintenance' });
    await expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
  },
};

export const InvalidWithError: Story = {
  render: (args) => (
    <Field label="Maintenance" orientation="horizontal" error="Please select invoice type">
      <Checkbox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Maintenance' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('Please select invoice type');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Maintenance' });
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
