import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FakeRoutes } from '../../testing/fake-api';
import { scriptedRealtime, WithRealtime, type ScriptedRealtime } from '../../testing/fake-realtime';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { ownerUnits } from '../../testing/wire-fixtures';
import {
  TENANT_DOCUMENTS,
  tenantFixture,
  tenantsEndpoint,
  tenantEndpoints,
  tenantSession,
} from './tenant-fixtures';
import { routes as tenantRoutes } from './routes';

const routes = storyRoutes({ shell: tenantRoutes.shell });

const meta = {
  title: 'Screens/Tenants/Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/tenants/1',
    routes,
    session: tenantSession(),
    api: {},
  },
  // Each mount gets its own tenant calls, which remember what the story changed, and the list
  // (saving goes back to it); a story's `api` adds to them or replaces one.
  render: ({ api, ...args }) => (
    <StoryApp
      {...args}
      api={{ ...tenantEndpoints(), 'GET /api/tenants': tenantsEndpoint(3), ...api }}
    />
  ),
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('heading', { level: 1, name });

/** A pending tenant, for staff: the fields, Verify, Edit and Delete. */
export const PendingWithVerify: Story = {
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Aina Tenant 1')).toBeVisible();
    await expect(canvas.getByText('A-01-01', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('Pending', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** Verify asks first, then the tenant shows as verified, with nothing left to edit. */
export const Verified: Story = {
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, 'Aina Tenant 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Verify Tenant' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(await body(canvasElement).findByText('Tenant has been verified')).toBeVisible();
    await expect(await canvas.findByText('Verified', { selector: 'dd' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Verify' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** An ended tenancy: shown as Ended; only removing is left. */
export const Ended: Story = {
  args: {
    path: '/d/tenants/3',
    api: { 'GET /api/tenants/detail/3': { body: { data: tenantFixture(2) } } },
  },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Mei Ling Tenant 3')).toBeVisible();
    await expect(canvas.getByText('Ended', { selector: 'dd' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verify' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

/** The owner's view of their pending tenant: Edit and Delete, no Verify. */
export const OwnerView: Story = {
  args: { session: tenantSession('owner') },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Aina Tenant 1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verify' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/**
 * The owner's open screen follows what the staff do elsewhere: the admin verifies the tenant on
 * their own screen, the server tells the unit's owners (a `tenant` message), and this screen
 * fetches the tenant again: Verified, with nothing left to edit.
 */
export const OwnerSeesVerifyLive: Story = {
  args: { session: tenantSession('owner') },
  loaders: [async () => ({ realtime: scriptedRealtime(), endpoints: tenantEndpoints() })],
  render: ({ api, ...args }, { loaded }) => (
    <WithRealtime realtime={loaded.realtime as ScriptedRealtime}>
      <StoryApp {...args} api={{ ...(loaded.endpoints as FakeRoutes), ...api }} />
    </WithRealtime>
  ),
  play: async ({ canvas, loaded }) => {
    await expect(await heading(canvas, 'Aina Tenant 1')).toBeVisible();
    await expect(canvas.getByText('Pending', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    // The admin's Verify, on the server the story's calls stand for.
    const verify = (loaded.endpoints as FakeRoutes)['POST /api/tenants/verify'] as () => unknown;
    verify();
    (loaded.realtime as ScriptedRealtime).serverSays({ type: 'tenant', data: { id: 1 } });
    await expect(await canvas.findByText('Verified', { selector: 'dd' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

/** Edit mode from the list's link; Save sends the change and returns to view mode. */
export const Edited: Story = {
  args: { path: '/d/tenants/1?editMode=true' },
  play: async ({ canvas, canvasElement }) => {
    const form = await canvas.findByRole('form', { name: 'Tenant' });
    const name = within(form).getByLabelText('Name', { exact: false });
    await userEvent.clear(name);
    await userEvent.type(name, 'Aina Binti Ali');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Changes has been saved')).toBeVisible();
    await expect(await heading(canvas, 'Aina Binti Ali')).toBeVisible();
  },
};

/** The owner saves a blank form, then a phone with letters and an end before the start. */
export const ValidationError: Story = {
  args: { path: '/d/tenants/new', session: tenantSession('owner') },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Register Tenant')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await canvas.findAllByText('Please complete this field')).length).toBe(5);
    await expect(canvas.getByText('Please provide a valid email address')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Phone', { exact: false }), '012-abc');
    await userEvent.type(canvas.getByLabelText('Tenancy Start', { exact: false }), '2026-10-01');
    await userEvent.type(canvas.getByLabelText('Tenancy End', { exact: false }), '2026-09-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please enter numbers only')).toBeVisible();
    await expect(canvas.getByText('End date cannot be before start date')).toBeVisible();
  },
};

/** The owner registers one: back to the list with the confirmation. */
export const Registered: Story = {
  args: { path: '/d/tenants/new', session: tenantSession('owner') },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Name', { exact: false }), 'New Tenant');
    await userEvent.type(canvas.getByLabelText('IC / Passport No', { exact: false }), 'A9876543');
    await userEvent.type(canvas.getByLabelText('Email', { exact: false }), 'new@example.test');
    await userEvent.type(canvas.getByLabelText('Phone', { exact: false }), '0123456789');
    await userEvent.type(canvas.getByLabelText('Tenancy Start', { exact: false }), '2026-11-01');
    await userEvent.type(canvas.getByLabelText('Tenancy End', { exact: false }), '2027-10-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Tenant has been added')).toBeVisible();
    await expect(await heading(canvas, 'Tenants')).toBeVisible();
  },
};

/** Delete asks first ('Hold On'), then returns to the list. */
export const Deleted: Story = {
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, 'Aina Tenant 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await body(canvasElement).findByText('Tenant has been removed')).toBeVisible();
    await expect(await heading(canvas, 'Tenants')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/tenants/detail/1': 'never' } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Tenant')).toBeVisible();
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.find((status) => status.dataset.slot === 'loading-state')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    path: '/d/tenants/7',
    api: { 'GET /api/tenants/detail/7': { status: 404, body: { error: 'Not found' } } },
  },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Tenant not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Tenants' })).toHaveAttribute(
      'href',
      '/d/tenants',
    );
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  args: { path: '/d/tenants/new', session: tenantSession('owner') },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Daftar Penyewa')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Nama', { exact: false })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  },
};

export const MalayVerified: Story = {
  globals: { locale: 'ms' },
  args: {
    path: '/d/tenants/2',
    api: { 'GET /api/tenants/detail/2': { body: { data: tenantFixture(1) } } },
  },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Daniel Tenant 2')).toBeVisible();
    await expect(canvas.getByText('Disahkan', { selector: 'dd' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Aina Tenant 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeVisible();
  },
};

export const PhoneForm: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { path: '/d/tenants/new', session: tenantSession('owner') },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Register Tenant')).toBeVisible();
  },
};

/** A pending tenant with the owner's documents, as staff open them before Verify. */
const withDocuments = {
  'GET /api/tenants/detail/1': {
    body: { data: tenantFixture(0, { documents: [...TENANT_DOCUMENTS] }) },
  },
};

/** Staff see the documents as links that open each file, before they verify. */
export const WithDocuments: Story = {
  args: { api: withDocuments },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Aina Tenant 1')).toBeVisible();
    const documents = canvas.getByRole('list', { name: 'Documents' });
    const agreement = within(documents).getByRole('link', { name: 'Document 1 (PDF)' });
    await expect(agreement).toHaveAttribute('target', '_blank');
    await expect(agreement.getAttribute('href')).toContain(
      `/storage/tenants/${TENANT_DOCUMENTS[0]}`,
    );
    await expect(within(documents).getByRole('link', { name: 'Document 2 (PNG)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeVisible();
  },
};

/** Malay: the documents of a pending tenant. */
export const WithDocumentsMalay: Story = {
  globals: { locale: 'ms' },
  args: { api: withDocuments },
  play: async ({ canvas }) => {
    const documents = await canvas.findByRole('list', { name: 'Dokumen' });
    await expect(within(documents).getByRole('link', { name: 'Dokumen 1 (PDF)' })).toBeVisible();
  },
};

/** A phone (390 px): the documents under the tenant's fields. */
export const WithDocumentsPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { api: withDocuments },
  play: async ({ canvas }) => {
    const documents = await canvas.findByRole('list', { name: 'Documents' });
    await expect(within(documents).getByRole('link', { name: 'Document 2 (PNG)' })).toBeVisible();
  },
};

/** The owner attaches the tenancy agreement while registering: it uploads and is sent with Save. */
export const DocumentAttached: Story = {
  args: {
    path: '/d/tenants/new',
    session: tenantSession('owner'),
    api: {
      'POST /api/tenants/add': (request: { body?: unknown }) => {
        const sent = JSON.parse(String(request.body)) as { documents: string[] };
        return sent.documents[0] === TENANT_DOCUMENTS[0]
          ? {
              body: {
                data: { ...tenantFixture(98), documents: sent.documents, id: 99 },
                message: 'Tenant has been added',
              },
            }
          : { status: 400, body: { error: 'documents: expected the uploaded agreement' } };
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const form = await canvas.findByRole('form', { name: 'Tenant' });
    await userEvent.type(within(form).getByLabelText('Name', { exact: false }), 'New Tenant');
    await userEvent.type(
      within(form).getByLabelText('IC / Passport No', { exact: false }),
      'A9876543',
    );
    await userEvent.type(
      within(form).getByLabelText('Email', { exact: false }),
      'new@example.test',
    );
    await userEvent.type(within(form).getByLabelText('Phone', { exact: false }), '0123456789');
    await userEvent.type(
      within(form).getByLabelText('Tenancy Start', { exact: false }),
      '2026-11-01',
    );
    await userEvent.type(
      within(form).getByLabelText('Tenancy End', { exact: false }),
      '2027-10-31',
    );
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File([new Uint8Array([37, 80, 68, 70, 45])], 'agreement.pdf', {
        type: 'application/pdf',
      }),
    );
    const documents = await within(form).findByRole('list', { name: 'Documents' });
    await expect(within(documents).getByRole('link', { name: 'Document 1 (PDF)' })).toBeVisible();
    await expect(
      within(documents).getByRole('button', { name: 'Remove document 1' }),
    ).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Tenant has been added')).toBeVisible();
  },
};

/** An owner of two units chooses which unit the tenant rents; Save without one asks for it. */
export const SeveralUnits: Story = {
  args: { path: '/d/tenants/new', session: tenantSession('owner'), api: ownerUnits(true) },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Tenant' });
    const unit = within(form).getByRole('combobox', { name: /Unit/ });
    await expect(unit).toHaveValue('');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(unit).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(form).getByText('Please select the options')).toBeVisible();
    await userEvent.selectOptions(unit, 'B-03-01');
    await expect(unit).toHaveValue('11');
  },
};

/** Malay: the unit choice of an owner of two units. */
export const SeveralUnitsMalay: Story = {
  globals: { locale: 'ms' },
  args: { path: '/d/tenants/new', session: tenantSession('owner'), api: ownerUnits(true) },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Penyewa' });
    await expect(within(form).getByRole('combobox', { name: /Unit/ })).toBeVisible();
  },
};

/** A phone (390 px): the unit choice above the tenant's fields. */
export const SeveralUnitsPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { path: '/d/tenants/new', session: tenantSession('owner'), api: ownerUnits(true) },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Tenant' });
    await expect(within(form).getByRole('combobox', { name: /Unit/ })).toBeVisible();
  },
};
