import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SESSIONS } from '../testing/session-fixtures';
import { StoryApp } from '../testing/story-app';
import { storyRoutes } from '../testing/story-routes';
import { StorageDisabledPage } from './root-layout';

const meta = {
  title: 'App/Session Start',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/dashboard',
    routes: storyRoutes({}),
    session: { status: 'checking', token: 'stored-token', user: null },
    api: { 'GET /api/authenticate': 'never' },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingStoredToken: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const StoredTokenAccepted: Story = {
  args: { api: { 'GET /api/authenticate': { body: SESSIONS.manager } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Audit' })).toBeVisible();
  },
};

export const ServerUnreachable: Story = {
  args: { api: { 'GET /api/authenticate': { status: 503, body: {} } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    // The retry asks the server again and lands on the same answer.
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const StorageDisabled: StoryObj<typeof StorageDisabledPage> = {
  render: () => <StorageDisabledPage />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Please enable cookies for this app to work properly' }),
    ).toBeVisible();
  },
};
