import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { NumberInput, numberInputSizeOptions } from './number-input';

const meta = {
  title: 'Forms/NumberInput',
  component: NumberInput,
  args: { 'aria-label': 'Minimum age (adult)', min: 0, max: 120, onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: numberInputSizeOptions } },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Minimum age (adult)' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
    await expect(input).toHaveValue('1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

export const Filled: Story = {
  args: { defaultValue: 18 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Minimum age (adult)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(input).toHaveValue('19');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('18');
  },
};

export const ClampedToMax: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Minimum age (adult)' });
    await userEvent.click(input);
    await userEvent.keyboard('150');
    await userEvent.tab();
    await expect(input).toHaveValue('120');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(120);
  },
};

export const InvalidWithError: Story = {
  render: (args) => (
    <Field label="Current reading" error="Current reading should be greater than previous reading">
      <NumberInput {...args} aria-label={undefined} min={0} max={undefined} defaultValue={120} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Current reading' });
    await expect(input).toBeInvalid();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('121');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(input).toHaveValue('122');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 18 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Minimum age (adult)' });
    await expect(input).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }), {
      pointerEventsCheck: 0,
    });
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
