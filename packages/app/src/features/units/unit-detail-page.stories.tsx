import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInWithout } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { routes as unitRoutes } from './routes';
import {
  accessCards,
  DETAIL_UNIT,
  detailRoutes,
  pagedEndpoint,
  PROPERTIES,
  unitsSession,
  unitVisitors,
} from './unit-fixtures';

const routes = storyRoutes({ shell: unitRoutes.shell });

const meta = {
  title: 'Screens/Units/Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/d/units/1', routes, session: unitsSession('admin'), api: detailRoutes() },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { level: 1, name: 'Unit A-01-01' });

/** View mode: the unit's fields, amounts in RM, the tabs, and Edit. */
export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Unit sections' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Info', 'Owners', 'Account Statement', 'Payments', 'Visitors', 'Access Card']);
    await expect(canvas.getByText('RM 280.00')).toBeVisible();
    await expect(canvas.getByText('Corner unit, facing the pool')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** Edit mode on a copy: the fields hold the unit's values. */
export const Editing: Story = {
  play: async ({ canvas }) => {
    await heading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByLabelText(/^Unit No/)).toHaveValue('A-01-01');
    await expect(canvas.getByLabelText(/^Parking Lot 2/)).toHaveValue('P1-301');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** Cancel restores the unit as it was. */
export const EditCancelled: Story = {
  play: async ({ canvas }) => {
    await heading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByLabelText(/^Remark/));
    await userEvent.type(canvas.getByLabelText(/^Remark/), 'Changed my mind');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Corner unit, facing the pool')).toBeVisible();
    await expect(canvas.queryByText('Changed my mind')).not.toBeInTheDocument();
  },
};

/** The domain's rules: unit number required, numbers numeric, parking lots of at most 10. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await heading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByLabelText(/^Unit No/));
    await userEvent.clear(canvas.getByLabelText(/^Level/));
    await userEvent.type(canvas.getByLabelText(/^Level/), 'ten');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText(/^Unit No/)).toHaveAccessibleDescription(
      /Please complete this field/,
    );
    await expect(canvas.getByLabelText(/^Level/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Save merges the answer and returns to view mode with 'Changes has been saved'. */
export const Saved: Story = {
  args: {
    api: detailRoutes({
      'POST /api/units/edit': { body: { ...DETAIL_UNIT, remark: 'Repainted in November' } },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByLabelText(/^Remark/));
    await userEvent.type(canvas.getByLabelText(/^Remark/), 'Repainted in November');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Changes has been saved')).toBeVisible();
    await expect(canvas.getByText('Repainted in November')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: detailRoutes({ 'GET /api/units/detail/1': 'never' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

/** A unit that does not exist or is in another property (the server answers 404 for both). */
export const NotFound: Story = {
  args: {
    api: detailRoutes({
      'GET /api/units/detail/1': { status: 404, body: { error: 'Unit not found' } },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Unit not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Units' })).toHaveAttribute(
      'href',
      '/d/units',
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const NotFoundMalay: Story = {
  ...NotFound,
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Unit tidak dijumpai' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Unit' })).toHaveAttribute(
      'href',
      '/d/units',
    );
  },
};

/** The Owners tab: up to three owners, assign and unassign. */
export const Owners: Story = {
  args: { path: '/d/units/1?tab=owners' },
  play: async ({ canvas }) => {
    const owners = await canvas.findByRole('table', { name: 'Owners' });
    await waitFor(() => expect(within(owners).getAllByRole('row')).toHaveLength(3));
    await expect(
      within(owners).getByRole('button', { name: 'Unassign Ahmad Faizal' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Assign Owner' })).toBeVisible();
  },
};

/** A fourth owner: the server's refusal shows in the dialog. */
export const AssignRefused: Story = {
  args: {
    path: '/d/units/1?tab=owners',
    api: detailRoutes({
      'GET /api/users/autocomplete': {
        body: {
          data: [
            {
              id: 9,
              name: 'Chandra Das',
              username: 'owner9',
              email: 'owner9@demo.test',
              img: null,
            },
          ],
        },
      },
      'POST /api/units/assign': {
        status: 400,
        body: { error: 'This unit already has three owners. Unassign one before adding another.' },
      },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Assign Owner' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Assign Owner' });
    await expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('combobox'), 'Chandra');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /Chandra Das/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await expect(
      await within(dialog).findByText(
        'This unit already has three owners. Unassign one before adding another.',
      ),
    ).toBeVisible();
  },
};

export const UnassignConfirmation: Story = {
  args: { path: '/d/units/1?tab=owners' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Unassign Ahmad Faizal' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await expect(dialog).toHaveTextContent('Unassign Ahmad Faizal from this unit?');
  },
};

/** The Visitors tab: the unit's visitors, paged (27: two pages). */
export const Visitors: Story = {
  args: { path: '/d/units/1?tab=visitors' },
  play: async ({ canvas }) => {
    const visitors = await canvas.findByRole('table', { name: 'Visitors' });
    await waitFor(() => expect(within(visitors).getAllByRole('row')).toHaveLength(21));
    await expect(canvas.getByText('1 / 2')).toBeVisible();
  },
};

/** Past visitors: the second row of tabs asks the server for the past ones, from page 1. */
export const VisitorsPast: Story = {
  args: {
    path: '/d/units/1?tab=visitors&page=2',
    api: detailRoutes({
      'GET /api/visitors': ({ url }) =>
        url.includes('tab=past')
          ? { body: { data: unitVisitors(27).slice(20, 23), total: 3 } }
          : pagedEndpoint(unitVisitors(27))({ url }),
    }),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('2 / 2')).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: 'Past' }));
    const visitors = canvas.getByRole('table', { name: 'Visitors' });
    await waitFor(() => expect(within(visitors).getAllByRole('row')).toHaveLength(4));
    await expect(canvas.getByText('1 / 1')).toBeVisible();
  },
};

/** The Access Card tab: Serial Number, Status pill, edit and delete. */
export const AccessCards: Story = {
  args: { path: '/d/units/1?tab=access-card' },
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('table', { name: 'Access Cards' });
    await waitFor(() => expect(within(cards).getAllByRole('row')).toHaveLength(4));
    await expect(within(cards).getAllByText('Active')).toHaveLength(2);
    await expect(within(cards).getByText('Inactive')).toBeVisible();
    await expect(within(cards).getByRole('button', { name: 'Edit card SN-4100' })).toBeVisible();
    await expect(within(cards).getByRole('button', { name: 'Remove card SN-4100' })).toBeVisible();
  },
};

export const AccessCardsManyPages: Story = {
  args: {
    path: '/d/units/1?tab=access-card&page=2',
    api: detailRoutes({ 'GET /api/units/access-card/1': pagedEndpoint(accessCards(45)) }),
  },
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('table', { name: 'Access Cards' });
    await waitFor(() => expect(canvas.getByText('2 / 3')).toBeVisible());
    await expect(
      within(within(cards).getAllByRole('row')[1]!).getAllByRole('cell')[0],
    ).toHaveTextContent('21');
  },
};

export const AccessCardsEmpty: Story = {
  args: {
    path: '/d/units/1?tab=access-card',
    api: detailRoutes({ 'GET /api/units/access-card/1': pagedEndpoint([]) }),
  },
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('table', { name: 'Access Cards' });
    await expect(await within(cards).findByText('No Data')).toBeVisible();
    await expect(within(cards).getByRole('button', { name: 'Add Card' })).toBeVisible();
  },
};

/** The add-card dialog asks for a serial number. */
export const AccessCardValidation: Story = {
  args: { path: '/d/units/1?tab=access-card' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Access Cards' });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add Card' })[0]!);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add Access Card' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Please complete this field')).toBeVisible();
  },
};

/** A new unit: a blank form; the super user picks the property. */
export const NewUnitSuperUser: Story = {
  args: {
    path: '/d/units/new',
    session: unitsSession('super'),
    api: { 'GET /api/units': { body: { data: [], total: 0, properties: PROPERTIES } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add Unit' })).toBeVisible();
    const property = canvas.getByRole('combobox', { name: /Property/ });
    await waitFor(() => expect(within(property).getAllByRole('option')).toHaveLength(4));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(property).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
  },
};

export const Manager: Story = {
  args: { session: unitsSession('manager') },
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

export const SuperUser: Story = {
  args: { session: unitsSession('super') },
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Access Card' })).toBeVisible();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Maklumat' })).toBeVisible();
    await expect(canvas.getByText('No. Unit')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
  },
};

/** An owner at /d/property-unit: 'Property Unit', no tabs, no edit. */
export const OwnerPropertyUnit: Story = {
  args: {
    path: '/d/property-unit',
    session: unitsSession('owner'),
    api: {
      'GET /api/units/detail/10': {
        body: { data: { ...DETAIL_UNIT, id: 10, unit_no: 'A-12-03' } },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Property Unit' }),
    ).toBeVisible();
    await expect(await canvas.findByText('A-12-03')).toBeVisible();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  },
};

/** An owner at their own unit's /d/units/{id} (the dashboard's link): the same 'Property Unit' view. */
export const OwnerOwnUnitPath: Story = {
  ...OwnerPropertyUnit,
  args: { ...OwnerPropertyUnit.args, path: '/d/units/10' },
};

export const OwnerPropertyUnitMalay: Story = {
  ...OwnerPropertyUnit,
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Unit Hartanah' }),
    ).toBeVisible();
  },
};

/** A session that may see complaints; `off` switches the property's Complains service off. */
function complainsSession(off = false) {
  const session = off ? signedInWithout('admin', 'Complains') : unitsSession('admin');
  const granted = ['View', 'Create', 'Update', 'Delete'].map((name) => ({
    resource: 'Complains',
    name,
    active: true,
  }));
  return {
    ...session,
    user: { ...session.user, policies: [...session.user.policies, ...granted] },
  };
}

/** A complaint of unit 1, as GET /api/complains?unit_id=1 answers it. */
const unitComplaint = {
  id: 7,
  property_id: 1,
  category: 'Maintenance',
  title: 'Leaking pipe',
  description: 'Water drips from the kitchen ceiling.',
  status: 'In progress',
  unit: { id: 1, unit_no: 'A-01-01' },
  common_area: null,
  photos: [],
  assignee: { id: 2, name: 'Daniel Lim' },
  created_by: { id: 5, name: 'Tan Mei Ling' },
  created_at: '2026-10-28 10:00:00',
  resolved_at: null,
  updated_at: '2026-10-29 10:00:00',
};

/** The Complains tab (spec 002 §2): the unit's complaints, asked by unit_id, each open so long. */
export const Complains: Story = {
  args: {
    path: '/d/units/1?tab=complains',
    session: complainsSession(),
    api: detailRoutes({
      'GET /api/complains': ({ url }) =>
        new URL(url, 'http://story').searchParams.get('unit_id') === '1'
          ? { body: { data: [unitComplaint], total: 1 } }
          : { body: { data: [], total: 0 } },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Complains' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const complains = await canvas.findByRole('table', { name: 'Complains' });
    await waitFor(() => expect(within(complains).getAllByRole('row')).toHaveLength(2));
    await expect(within(complains).getByRole('link', { name: 'Leaking pipe' })).toHaveAttribute(
      'href',
      '/d/complains/7',
    );
    // Filed 2026-10-28 10:00, still open at the stories' 2026-11-02 09:30: four whole days.
    await expect(within(complains).getByText('4 days')).toBeVisible();
  },
};

/** The Complains tab on a property without the service: the service message instead. */
export const ComplainsServiceOff: Story = {
  args: { path: '/d/units/1?tab=complains', session: complainsSession(true) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Complains Service is not available. Please ask your property management to enable this service.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Complains' })).not.toBeInTheDocument();
  },
};
