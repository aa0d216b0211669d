import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Pill, pillVariantOptions } from './pill';

const meta = {
  title: 'Primitives/Pill',
  component: Pill,
  args: { children: 'Active', variant: 'active' },
  argTypes: {
    variant: { control: 'inline-radio', options: pillVariantOptions },
  },
} satisfies Meta<typeof Pill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const pill = canvas.getByText('Active');
    await expect(pill).toHaveAttribute('data-slot', 'pill');
    await expect(pill).toHaveAttribute('data-variant', 'active');
    // A pill is text, not a control: pointer and keyboard pass it by.
    await userEvent.click(pill);
    await userEvent.tab();
    await expect(pill).not.toHaveFocus();
  },
};

export const ActiveAndInactive: Story = {
  render: (args) => (
    <ul className="flex gap-3" aria-label="Property status">
      <li>
        <Pill {...args} variant="active">
          Active
        </Pill>
      </li>
      <li>
        <Pill {...args} variant="inactive">
          Inactive
        </Pill>
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Property status' });
    await expect(list).toHaveTextContent('ActiveInactive');
    await expect(canvas.getByText('Inactive')).toHaveAttribute('data-variant', 'inactive');
  },
};

export const Tones: Story = {
  render: (args) => (
    <ul className="flex flex-wrap gap-3" aria-label="Tones">
      {pillVariantOptions.map((variant) => (
        <li key={variant}>
          <Pill {...args} variant={variant}>
            {variant}
          </Pill>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(pillVariantOptions.length);
    for (const variant of pillVariantOptions) {
      await expect(canvas.getByText(variant)).toHaveAttribute('data-variant', variant);
    }
  },
};

export const LongText: Story = {
  args: { variant: 'warning', children: 'Pending verification by the management office' },
  play: async ({ canvas }) => {
    const pill = canvas.getByText('Pending verification by the management office');
    await expect(pill).toBeVisible();
    await expect(pill).toHaveAttribute('data-variant', 'warning');
  },
};
