import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@strata/ui';
import { expect, within } from 'storybook/test';
import { signedIn, signedInWithout } from '../testing/session-fixtures';
import { StoryApp } from '../testing/story-app';
import { storyRoutes } from '../testing/story-routes';
import { ServicePage } from './service-page';

/** A stand-in page of a gated service, with an action and some content. */
function PaymentsPage() {
  return (
    <ServicePage service="Payments" title="Payments" actions={<Button>Add Payment</Button>}>
      <p>Three payments wait for approval.</p>
    </ServicePage>
  );
}

const routes = storyRoutes({ shell: [{ path: 'payments', element: <PaymentsPage /> }] });

const meta = {
  title: 'App/Service Gate',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/d/payments', routes, session: signedIn('admin') },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('main'));

const MESSAGE =
  'Payments Service is not available. Please ask your property management to enable this service.';

export const ServiceOn: Story = {
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByText('Three payments wait for approval.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Payment' })).toBeVisible();
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ServiceOff: Story = {
  args: { session: signedInWithout('admin', 'Payments') },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveTextContent(MESSAGE);
    await expect(page.queryByText('Three payments wait for approval.')).not.toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Add Payment' })).not.toBeInTheDocument();
  },
};

export const ServiceOffMalay: Story = {
  args: { session: signedInWithout('admin', 'Payments') },
  globals: { locale: 'ms' },
  play: async ({ canvasElement }) => {
    await expect((await main(canvasElement)).getByRole('alert')).toHaveTextContent(
      'Perkhidmatan Pembayaran tidak tersedia. Sila minta pengurusan hartanah anda mengaktifkan perkhidmatan ini.',
    );
  },
};

export const ServiceOffPhone: Story = {
  args: { session: signedInWithout('admin', 'Payments') },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect((await main(canvasElement)).getByRole('alert')).toHaveTextContent(MESSAGE);
  },
};

export const SuperUserServiceOff: Story = {
  args: { session: signedInWithout('super', 'Payments') },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(page.getByText('Three payments wait for approval.')).toBeVisible();
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};
