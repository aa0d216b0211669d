import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../field/field';
import { MonthPicker, monthPickerSizeOptions } from './month-picker';

const malayMonths = [
  'Januari',
  'Februari',
  'Mac',
  'April',
  'Mei',
  'Jun',
  'Julai',
  'Ogos',
  'September',
  'Oktober',
  'November',
  'Disember',
];

const meta = {
  title: 'Forms/MonthPicker',
  component: MonthPicker,
  args: { onValueChange: fn(), name: 'date' },
  // A visible label names the trigger, so its name holds what it shows (WCAG 2.5.3).
  render: (args) => (
    <Field label="Month">
      <MonthPicker {...args} />
    </Field>
  ),
  argTypes: { size: { control: 'inline-radio', options: monthPickerSizeOptions } },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Month' });
    await expect(trigger).toHaveTextContent('Select month');
    // Pointer: open, go to next year, pick February.
    await userEvent.click(trigger);
    await userEvent.click(body.getByRole('button', { name: 'Next year' }));
    await userEvent.click(body.getByRole('button', { name: 'February' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2027-02');
    // Keyboard: open with Enter, the grid starts on the chosen month.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(body.getByRole('button', { name: 'February' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-12');
    await expect(trigger).toHaveTextContent('December 2026');
  },
};

export const Open: Story = {
  args: { defaultValue: '2026-11' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Month' });
    trigger.focus();
    await userEvent.keyboard(' ');
    const grid = body.getByRole('grid', { name: '2026' });
    await expect(within(grid).getByRole('gridcell', { name: 'November' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(body.getByRole('button', { name: 'August' })).toHaveFocus();
    await userEvent.hover(body.getByRole('button', { name: 'May' }));
  },
};

export const Filled: Story = {
  args: { defaultValue: '2026-10' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Month' });
    await expect(trigger).toHaveTextContent('October 2026');
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('grid')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

export const Malay: Story = {
  render: (args) => (
    <Field label="Bulan">
      <MonthPicker {...args} />
    </Field>
  ),
  args: {
    defaultValue: '2026-08',
    labels: {
      months: malayMonths,
      placeholder: 'Pilih bulan',
      previousYear: 'Tahun sebelumnya',
      nextYear: 'Tahun berikutnya',
      dialog: 'Pilih bulan',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Bulan' });
    await expect(trigger).toHaveTextContent('Ogos 2026');
    await userEvent.click(trigger);
    await userEvent.keyboard('{ArrowRight}');
    await expect(body.getByRole('button', { name: 'September' })).toHaveFocus();
    await userEvent.click(body.getByRole('button', { name: 'Tahun sebelumnya' }));
    await expect(body.getByRole('grid', { name: '2025' })).toBeInTheDocument();
  },
};

export const WithMinAndMax: Story = {
  args: { defaultValue: '2026-11', min: '2026-03', max: '2026-11' },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Month' }));
    const december = body.getByRole('button', { name: 'December' });
    await expect(december).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(december);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithError: Story = {
  render: (args) => (
    <Field label="Month" error="Please select month" required>
      <MonthPicker {...args} />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Month' });
    await expect(trigger).toBeInvalid();
    await expect(trigger).toHaveAccessibleDescription('Please select month');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}{Escape}');
    await userEvent.click(trigger);
    await userEvent.click(body.getByRole('button', { name: 'January' }));
    await expect(trigger).toHaveTextContent('January 2026');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-06' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Month' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(body.queryByRole('grid')).not.toBeInTheDocument();
  },
};
