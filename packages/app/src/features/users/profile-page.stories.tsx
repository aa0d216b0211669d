import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { routes as userRoutes } from './routes';
import { SELF_ADMIN, userDetailRoutes, userFixture, usersSession } from './user-fixtures';

const routes = storyRoutes({ shell: userRoutes.shell });

const meta = {
  title: 'Screens/Users/My Profile',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/d/profile', routes, session: usersSession('admin'), api: userDetailRoutes() },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = (canvas: ReturnType<typeof within>, name = 'My Profile') =>
  canvas.findByRole('heading', { level: 1, name });

/** The signed-in user's own record, reached from the header's menu under their name. */
export const View: Story = {
  args: { path: '/d/dashboard' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(SELF_ADMIN.name) }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'My Profile' }));
    await expect(await heading(canvas)).toBeVisible();
    await expect(await canvas.findByText(SELF_ADMIN.email)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** A new password needs the current one; the role is locked. */
export const PasswordNeedsCurrent: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Edit' });
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByLabelText('Role')).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'newpass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText(/^Current Password/)).toHaveAccessibleDescription(
      /Please complete this field/,
    );
  },
};

/** A wrong current password: the server's message. */
export const WrongCurrentPassword: Story = {
  args: {
    api: userDetailRoutes({
      'POST /api/users/edit': { status: 400, body: { error: 'Current password is incorrect' } },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Edit' });
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'newpass1');
    await userEvent.type(canvas.getByLabelText(/^Current Password/), 'not-mine');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await body(canvasElement).findByText('Current password is incorrect'),
    ).toBeVisible();
  },
};

/** Saved: 'Changes has been saved', and the header shows the new name. */
export const Saved: Story = {
  args: {
    api: userDetailRoutes({
      'POST /api/users/edit': { body: { ...SELF_ADMIN, name: 'Aisyah binti Rahman' } },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Edit' });
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Aisyah binti Rahman');
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'newpass1');
    await userEvent.type(canvas.getByLabelText(/^Current Password/), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Changes has been saved')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Aisyah binti Rahman/ })).toBeVisible();
  },
};

/**
 * A new e-mail of one's own waits for its mailed link: the server answers the old address, and the
 * page says where the link went (a new e-mail must be confirmed, ADR 0003).
 */
export const EmailAwaitsConfirmation: Story = {
  args: {
    api: userDetailRoutes({ 'POST /api/users/edit': { body: SELF_ADMIN } }),
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Edit' });
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByLabelText(/^Email/));
    await userEvent.type(canvas.getByLabelText(/^Email/), 'aisyah.new@demo.test');
    await userEvent.type(canvas.getByLabelText(/^Current Password/), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Changes has been saved')).toBeVisible();
    await expect(
      await canvas.findByText(
        'We sent a confirmation link to aisyah.new@demo.test. Your e-mail changes when you open it.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(SELF_ADMIN.email)).toBeVisible();
  },
};

/** An owner's own profile: no tabs, IC required. */
export const Owner: Story = {
  args: {
    session: usersSession('owner'),
    api: {
      'GET /api/users/detail/5': {
        body: { data: userFixture('owners', 0, { id: 5, name: 'Tan Mei Ling' }) },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByLabelText(/^IC No/)).toBeRequired();
    await expect(canvas.queryByLabelText(/^Role/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { api: userDetailRoutes({ 'GET /api/users/detail/1': 'never' }) },
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Profil Saya')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sunting' }));
    await expect(canvas.getByLabelText(/^Kata Laluan Baharu/)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
  },
};
