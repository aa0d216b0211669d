import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Switch, switchSizeOptions } from './switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { onCheckedChange: fn(), name: 'visitors' },
  argTypes: { size: { control: 'inline-radio', options: switchSizeOptions } },
  render: (args) => (
    <Field label="Visitors service" orientation="horizontal">
      <Switch {...args} />
    </Field>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Visitors service' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Visitors service' });
    await expect(control).toBeChecked();
    await userEvent.click(canvas.getByText('Visitors service'));
    await expect(control).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).toBeChecked();
  },
};

export const InvalidWithError: Story = {
  render: (args) => (
    <Field
      label="Visitors service"
      orientation="horizontal"
      error="Enable at least one service for this property."
    >
      <Switch {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Visitors service' });
    await expect(control).toBeInvalid();
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.click(control);
    await userEvent.click(control);
    await expect(control).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Visitors service' });
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(control).not.toHaveFocus();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
