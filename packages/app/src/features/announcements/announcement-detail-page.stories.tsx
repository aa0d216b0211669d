import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedIn, signedInWithout } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { ANNOUNCEMENT_DETAIL, announcementFixture } from './announcement-fixtures';
import { routes as announcementRoutes } from './routes';

const routes = storyRoutes({ shell: announcementRoutes.shell });

const meta = {
  title: 'Screens/Announcements/Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/announcements/500',
    routes,
    session: signedIn('admin'),
    api: { 'GET /api/announcements/detail/500': { body: { data: ANNOUNCEMENT_DETAIL } } },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each field's value, found by its label in the description list. */
const field = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** An admin: title, recipient, created by and at, the attachment, total read and the message. */
export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Water interruption on Saturday' }),
    ).toBeVisible();
    await expect(field(canvas, 'Title')).toHaveTextContent('Water interruption on Saturday');
    await expect(field(canvas, 'Recipient')).toHaveTextContent('Owners');
    await expect(field(canvas, 'Created By')).toHaveTextContent('Aisyah Rahman');
    await expect(field(canvas, 'Created At')).toHaveTextContent('2026-11-20');
    await expect(field(canvas, 'Total Read')).toHaveTextContent('128');
    const attachment = within(field(canvas, 'Attachment')).getByRole('link', {
      name: 'Open attachment (PDF)',
    });
    await expect(attachment).toHaveAttribute(
      'href',
      '/storage/announcements/notice-schedule.pdf?token=story-token',
    );
    await expect(attachment).toHaveAttribute('target', '_blank');
    const message = canvas.getByRole('region', { name: 'Message' });
    await expect(within(message).getByText('Saturday')).toHaveProperty('tagName', 'B');
    await expect(within(message).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** No attachment: the field shows the empty mark. */
export const WithoutAttachment: Story = {
  args: {
    api: {
      'GET /api/announcements/detail/500': {
        body: { data: announcementFixture(1, { id: 500 }) },
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Lift maintenance at Block B' });
    await expect(field(canvas, 'Attachment')).toHaveTextContent('—');
    await expect(canvas.queryByRole('link', { name: /Open attachment/ })).not.toBeInTheDocument();
  },
};

/** A message holding a script and an img onerror shows inert: nothing of it can run. */
export const HostileMessage: Story = {
  args: {
    api: {
      'GET /api/announcements/detail/500': {
        body: {
          data: announcementFixture(0, {
            message:
              '<p>Hello</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">',
          }),
        },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const message = await canvas.findByRole('region', { name: 'Message' });
    await expect(message).toHaveTextContent('Hello');
    await expect(message.querySelector('script')).toBeNull();
    await expect(message.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
    const view = canvasElement.ownerDocument.defaultView as Window & { pwned?: number };
    await expect(view.pwned).toBeUndefined();
  },
};

export const SuperUser: Story = {
  args: { session: signedIn('super') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Water interruption on Saturday' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/announcements/detail/500': 'never' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Announcement' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

/** Another property's announcement, or one that is gone: the server's 404, and the way back. */
export const NotFound: Story = {
  args: {
    api: {
      'GET /api/announcements/detail/500': {
        status: 404,
        body: { error: 'Announcement not found' },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Announcement not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Announcements' })).toHaveAttribute(
      'href',
      '/d/announcements',
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

/** Owners are sent to the dashboard (spec 002 §6). */
export const OwnerRedirected: Story = {
  args: { session: signedIn('owner') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
};

export const ServiceOff: Story = {
  args: { session: signedInWithout('admin', 'Announcements') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Announcements Service is not available. Please ask your property management to enable this service.',
    );
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Water interruption on Saturday' });
    await expect(field(canvas, 'Jumlah Dibaca')).toHaveTextContent('128');
    await expect(field(canvas, 'Penerima')).toHaveTextContent('Pemilik');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Water interruption on Saturday' }),
    ).toBeVisible();
  },
};
