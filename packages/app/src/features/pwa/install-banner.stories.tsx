import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InstallBanner } from './install-banner';

const meta = {
  title: 'Screens/InstallBanner',
  component: InstallBanner,
  parameters: { layout: 'fullscreen' },
  args: { onInstall: fn(), onDismiss: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-[220px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InstallBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Install Strata' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Install' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Malay: Story = {
  globals: { locale: 'ms', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pasang' })).toBeVisible();
  },
};
