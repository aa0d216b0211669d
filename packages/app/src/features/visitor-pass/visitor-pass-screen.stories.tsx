import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { checkedInPass, checkedOutPass, upcomingPass } from './visitor-pass-fixtures';
import { VisitorPassScreen } from './visitor-pass-screen';

const meta = {
  title: 'Screens/VisitorPass',
  component: VisitorPassScreen,
  parameters: { layout: 'fullscreen' },
  args: { load: { status: 'ready', pass: upcomingPass }, onRetry: fn() },
  argTypes: { load: { control: 'object' } },
} satisfies Meta<typeof VisitorPassScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotYetCheckedIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Nurul Aisyah's Visitor",
    );
    await expect(canvas.getByRole('img', { name: 'Visitor pass QR code' })).toBeVisible();
    await expect(canvas.getByText('Tan Wei Ming')).toBeVisible();
    await expect(canvas.getByText('012-345 6789')).toBeVisible();
    await expect(canvas.getByText('WXY 1234')).toBeVisible();
    await expect(canvas.getByText('Valid From').nextElementSibling).toHaveTextContent('2026-11-02');
    await expect(canvas.getByText('Valid Until').nextElementSibling).toHaveTextContent(
      '2026-11-03',
    );
    await expect(canvas.queryByText('Checked In')).toBeNull();
  },
};

export const NotYetCheckedInPhone: Story = {
  ...NotYetCheckedIn,
  globals: { viewport: { value: 'phone' } },
};

export const CheckedIn: Story = {
  args: { load: { status: 'ready', pass: checkedInPass } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Checked In', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('2026-11-02 08:47');
    await expect(
      canvas.getByText('Checked Out', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Not yet');
    await expect(canvas.queryByText('Valid From')).toBeNull();
  },
};

export const CheckedOut: Story = {
  args: { load: { status: 'ready', pass: checkedOutPass } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Checked Out', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('2026-11-02 11:15');
  },
};

export const CheckedOutPhone: Story = {
  ...CheckedOut,
  globals: { viewport: { value: 'phone' } },
};

export const Malay: Story = {
  globals: { locale: 'ms', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pelawat Nurul Aisyah',
    );
    await expect(canvas.getByText('Sah Dari')).toBeVisible();
  },
};

export const UnknownCode: Story = {
  args: { load: { status: 'not-found' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This visitor pass does not exist')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Visitor pass QR code' })).toBeNull();
  },
};

export const UnknownCodeMalay: Story = {
  args: UnknownCode.args,
  globals: { locale: 'ms', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pas pelawat ini tidak wujud')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the visitor pass…');
  },
};

export const Failed: Story = {
  args: { load: { status: 'error', message: 'Something went wrong' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The visitor pass could not be loaded',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
