import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?inline';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiClient } from '@strata/domain';
import { expect, within } from 'storybook/test';
import { fakeApiClient } from '../../testing/fake-api';
import { signedIn } from '../../testing/session-fixtures';
import { sessionCounters, StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { HouseRulesPage } from './house-rules-page';
import { routes as houseRulesRoutes } from './routes';

/**
 * Stands in for the server's PDF (stories have no server; the frame would show the static
 * server's 'Not found' in the machine's monospace font), drawn in Inter carried inside it.
 */
const STAND_IN = `<!doctype html><html lang="en"><head><title>House Rules</title>
<style>@font-face{font-family:Inter;src:url(${interLatin}) format('woff2');font-weight:100 900}</style></head>
<body style="font:14px Inter;margin:32px"><h1>House Rules</h1>
<p>Residensi Seri Melati: quiet hours are from 11 pm to 7 am.</p></body></html>`;

/** The addresses the screen asked to open in its frame, newest last. */
const opened: string[] = [];

/**
 * The fake client, with the house rules' address recorded and answered by the stand-in, and the
 * side menu's counters as `session` has them.
 */
function documentClient(session: ReturnType<typeof signedIn>): ApiClient {
  const client = fakeApiClient({ 'GET /api/notification': sessionCounters(session.user) });
  return {
    ...client,
    houseRules: {
      ...client.houseRules,
      url: (propertyId) => {
        opened.push(client.houseRules.url(propertyId));
        return `data:text/html;charset=utf-8,${encodeURIComponent(STAND_IN)}`;
      },
    },
  };
}

const meta = {
  title: 'Screens/House Rules',
  component: StoryApp,
  // The document's frame loads again when the toolbar's language changes under a played story,
  // and the test runner's Malay phone pass then waits for it in vain: MalayPhone stands for it.
  parameters: { layout: 'fullscreen', msPhonePass: false },
  args: {
    path: '/d/house-rules',
    routes: storyRoutes({ shell: houseRulesRoutes.shell }),
    session: signedIn('owner'),
    api: documentClient(signedIn('owner')),
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mouse and a wide screen: the document in a frame, its URL carrying the token. */
export const InFrame: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'House Rules' }),
    ).toBeVisible();
    await expect(canvas.getByTitle('House rules of Residensi Seri Melati')).toBeVisible();
    await expect(opened.at(-1)).toBe('/api/units/house-rules?property_id=1&token=story-token');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** An admin sees the same document. */
export const Admin: Story = {
  args: { session: signedIn('admin'), api: documentClient(signedIn('admin')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle('House rules of Residensi Seri Melati')).toBeVisible();
  },
};

/** A touch device: 'View House Rule' opens the document in a new window. */
export const TouchDevice: Story = {
  args: {
    routes: storyRoutes({ shell: [{ path: 'house-rules', element: <HouseRulesPage touch /> }] }),
    api: {},
  },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'View House Rule' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute(
      'href',
      '/api/units/house-rules?property_id=1&token=story-token',
    );
    await expect(canvas.queryByTitle(/House rules of/)).not.toBeInTheDocument();
  },
};

/** A user of no property (the developer user): nothing to show. */
export const NoProperty: Story = {
  args: { session: signedIn('developer'), api: documentClient(signedIn('developer')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('House rules belong to a property')).toBeVisible();
  },
};

export const Malay: Story = {
  args: {
    routes: storyRoutes({ shell: [{ path: 'house-rules', element: <HouseRulesPage touch /> }] }),
    api: {},
  },
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Peraturan Rumah' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lihat Peraturan Rumah' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'House Rules' }),
    ).toBeVisible();
  },
};

/** Malay on a phone (the screen's own story for the Malay phone look). */
export const MalayPhone: Story = {
  globals: { locale: 'ms', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Peraturan Rumah' }),
    ).toBeVisible();
  },
};
