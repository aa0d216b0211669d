import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SESSIONS } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { LoginPage } from './login-page';

const routes = storyRoutes({ public: [{ path: '/d/login', element: <LoginPage /> }] });

const WRONG = { status: 400, body: { error: 'The email/username or password is incorrect' } };

const meta = {
  title: 'Screens/Login',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/d/login', routes, api: { 'POST /api/login': WRONG } },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByLabelText(/Email or username/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Log masuk' })).toBeVisible();
    await expect(canvas.getByLabelText(/E-mel atau nama pengguna/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Masuk' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};

export const MissingFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Login' }));
    await expect(canvas.getByLabelText(/Email or username/)).toHaveAccessibleDescription(
      'Please complete this field',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Please complete this field',
    );
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText(/Email or username/), 'admin@demo.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-one');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(
      'The email/username or password is incorrect',
    );
  },
};

export const SignedIn: Story = {
  args: {
    api: { 'POST /api/login': { body: { ...SESSIONS.admin, token: 'new-token' } } },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText(/Email or username/), 'admin@demo.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent(
      'Hello Aisyah Rahman!',
    );
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
};

export const TooManyTries: Story = {
  args: {
    api: {
      'POST /api/login': {
        status: 429,
        body: { error: 'Too many sign-in attempts. Please wait a minute and try again.' },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText(/Email or username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Hold On!' });
    await expect(dialog).toHaveTextContent('Too many sign-in attempts');
  },
};

export const AppUpdated: Story = {
  args: {
    api: {
      'POST /api/login': { status: 409, body: { error: 'A new version of Strata is available.' } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText(/Email or username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Updates' });
    await expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Forgot password?' }));
    await expect(canvas.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send password' }));
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please provide a valid email address',
    );
  },
};

export const ForgotPasswordMalay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Lupa kata laluan?' }));
    await expect(canvas.getByRole('heading', { name: 'Lupa kata laluan' })).toBeVisible();
  },
};

export const PasswordSent: Story = {
  args: { api: { 'POST /api/forgot_password': { body: { message: 'sent' } } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(canvas.getByLabelText(/^Email/), 'owner@demo.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send password' }));
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent(
      'Passsword has been sent!',
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible());
  },
};
