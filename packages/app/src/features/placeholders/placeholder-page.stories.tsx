import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedIn, signedInWithout } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { routes as placeholderRoutes } from './routes';

const routes = storyRoutes({ shell: placeholderRoutes.shell });

const meta = {
  title: 'Screens/Placeholders',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/d/facilities', routes, session: signedIn('admin') },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('main'));

export const Facilities: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await (await main(canvasElement)).findByRole('heading', { level: 1, name: 'Facilities' }),
    ).toBeVisible();
    // Until the service is built, the page says what it will do.
    await expect(
      (await main(canvasElement)).getByText(/Facility booking is on its way/),
    ).toBeVisible();
    await expect((await main(canvasElement)).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Complains: Story = {
  args: { path: '/d/complains' },
  play: async ({ canvasElement }) => {
    await expect(
      await (await main(canvasElement)).findByRole('heading', { level: 1, name: 'Complains' }),
    ).toBeVisible();
  },
};

export const Tenants: Story = {
  args: { path: '/d/tenants' },
  play: async ({ canvasElement }) => {
    await expect(
      await (await main(canvasElement)).findByRole('heading', { level: 1, name: 'Tenants' }),
    ).toBeVisible();
  },
};

export const TenantsMalay: Story = {
  args: { path: '/d/tenants' },
  globals: { locale: 'ms' },
  play: async ({ canvasElement }) => {
    await expect(
      await (await main(canvasElement)).findByRole('heading', { level: 1, name: 'Penyewa' }),
    ).toBeVisible();
    await expect((await main(canvasElement)).getByText(/Daftar penyewa/)).toBeVisible();
  },
};

export const ComplainsPhone: Story = {
  args: { path: '/d/complains' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await (await main(canvasElement)).findByRole('heading', { level: 1, name: 'Complains' }),
    ).toBeVisible();
  },
};

export const FacilitiesServiceOff: Story = {
  args: { session: signedInWithout('admin', 'Facilities') },
  play: async ({ canvasElement }) => {
    await expect(
      await (await main(canvasElement)).findByRole('heading', { level: 1, name: 'Facilities' }),
    ).toBeVisible();
    await expect((await main(canvasElement)).getByRole('alert')).toHaveTextContent(
      'Facilities Service is not available. Please ask your property management to enable this service.',
    );
  },
};

export const TenantsServiceOffMalay: Story = {
  args: { path: '/d/tenants', session: signedInWithout('manager', 'Tenants') },
  globals: { locale: 'ms' },
  play: async ({ canvasElement }) => {
    await expect(await (await main(canvasElement)).findByRole('alert')).toHaveTextContent(
      'Perkhidmatan Penyewa tidak tersedia. Sila minta pengurusan hartanah anda mengaktifkan perkhidmatan ini.',
    );
  },
};

export const ComplainsServiceOffPhone: Story = {
  args: { path: '/d/complains', session: signedInWithout('admin', 'Complains') },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await (await main(canvasElement)).findByRole('alert')).toHaveTextContent(
      'Complains Service is not available. Please ask your property management to enable this service.',
    );
  },
};

export const SuperUserServiceOff: Story = {
  args: { session: signedInWithout('super', 'Facilities') },
  play: async ({ canvasElement }) => {
    await expect(
      await (await main(canvasElement)).findByRole('heading', { level: 1, name: 'Facilities' }),
    ).toBeVisible();
    await expect((await main(canvasElement)).queryByRole('alert')).not.toBeInTheDocument();
  },
};
