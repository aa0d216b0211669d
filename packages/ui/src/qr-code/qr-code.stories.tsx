import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { QrCode, qrCodeSizeOptions } from './qr-code';

const meta = {
  title: 'Primitives/QrCode',
  component: QrCode,
  args: { value: 'VST-20261102-8F3KQ2', label: 'Visitor pass QR code', size: 'md', level: 'M' },
  argTypes: {
    size: { control: 'inline-radio', options: qrCodeSizeOptions },
    level: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] },
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'Visitor pass QR code' });
    await expect(code).toHaveAttribute('data-slot', 'qr-code');
    // An image, not a control: pointer and keyboard pass it by.
    await userEvent.click(code);
    await userEvent.tab();
    await expect(code).not.toHaveFocus();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-4">
      {qrCodeSizeOptions.map((size) => (
        <QrCode key={size} {...args} size={size} label={`Visitor pass QR code, ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of qrCodeSizeOptions) {
      await expect(
        canvas.getByRole('img', { name: `Visitor pass QR code, ${size}` }),
      ).toHaveAttribute('data-size', size);
    }
  },
};

export const LongValue: Story = {
  args: {
    value:
      'https://strata.example.com/visitors/VST-20261102-8F3KQ2?unit=C-12-01&property=residensi-seri-pelangi',
    level: 'H',
    size: 'lg',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Visitor pass QR code' })).toBeVisible();
  },
};
