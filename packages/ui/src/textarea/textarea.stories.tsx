import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Textarea, textareaResizeOptions } from './textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Message', placeholder: 'Write the announcement' },
  argTypes: { resize: { control: 'inline-radio', options: textareaResizeOptions } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(textarea);
    await userEvent.keyboard('Lift B is under maintenance.{Enter}Please use lift A.');
    await expect(textarea).toHaveValue('Lift B is under maintenance.\nPlease use lift A.');
    await userEvent.clear(textarea);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'The swimming pool is closed on Monday for cleaning.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(textarea);
    await userEvent.keyboard('{End} Thank you.');
    await expect(textarea).toHaveValue(
      'The swimming pool is closed on Monday for cleaning. Thank you.',
    );
  },
};

export const InvalidWithError: Story = {
  render: (args) => (
    <Field label="Message" error="Please provide your reply">
      <Textarea {...args} aria-label={undefined} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('Please provide your reply');
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.click(textarea);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Archived announcement.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toBeDisabled();
    await userEvent.click(textarea, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(textarea).not.toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    rows: 6,
    defaultValue:
      'Dear residents,\n\nThe annual general meeting of the joint management body will be held on Saturday at the multipurpose hall, Block A, from 10 am. The agenda covers the audited accounts, the maintenance fee for next year, the sinking fund, the renovation of the guard house and the election of the new committee. Owners who cannot attend may appoint a proxy by submitting the form at the management office at least 48 hours before the meeting.\n\nThank you.',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(textarea);
    await userEvent.keyboard(
      '{Control>}{End}{/Control}{Enter}Committee of Residensi Taman Bukit Indah',
    );
    await expect((textarea as HTMLTextAreaElement).value.split('\n').at(-1)).toBe(
      'Committee of Residensi Taman Bukit Indah',
    );
  },
};
