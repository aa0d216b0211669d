import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import {
  propertiesEndpoint,
  propertyEndpoints,
  propertyPeopleEndpoint,
  propertyUnitsEndpoint,
} from './property-fixtures';
import { scriptedRealtime, WithRealtime } from '../../testing/fake-realtime';
import { routes as propertyRoutes } from './routes';

const routes = storyRoutes({ shell: propertyRoutes.shell });

const meta = {
  title: 'Screens/Properties/Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/properties/1',
    routes,
    session: signedIn('super'),
    api: {
      'GET /api/properties': propertiesEndpoint(3),
      'GET /api/users': propertyPeopleEndpoint(4, 45),
      'GET /api/units': propertyUnitsEndpoint(30),
    },
  },
  // Each mount gets its own property calls, which remember what the story changed.
  render: ({ api, ...args }) => <StoryApp {...args} api={{ ...propertyEndpoints(), ...api }} />,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const field = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  canvas.getByLabelText(name, { exact: false });

/** View mode: the Info fields, bank data, the status pill and Edit. */
export const View: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Residensi Seri Melati' }),
    ).toBeVisible();
    await expect(canvas.getByText('Maybank')).toBeVisible();
    await expect(canvas.getByText('Selangor')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Services' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

function picture(name: string, bytes: number, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function openPictureDialog(canvas: ReturnType<typeof within>, canvasElement: HTMLElement) {
  await canvas.findByRole('heading', { level: 1, name: 'Residensi Seri Melati' });
  await userEvent.click(canvas.getByRole('button', { name: 'Change Picture' }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Change Picture' });
  return { dialog, input: dialog.querySelector<HTMLInputElement>('input[type=file]')! };
}

/** The property's picture (spec 001 'Shared dialogs'): above 5MB, 'Image must be below 5MB.'. */
export const PictureTooLarge: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { dialog, input } = await openPictureDialog(canvas, canvasElement);
    await userEvent.upload(input, picture('big.jpg', 5 * 1024 * 1024 + 1, 'image/jpeg'));
    await expect(await within(dialog).findByText('Image must be below 5MB.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

/** A gif: 'File not supported.'. */
export const PictureNotSupported: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { dialog, input } = await openPictureDialog(canvas, canvasElement);
    await userEvent.upload(input, picture('front.gif', 200, 'image/gif'), { applyAccept: false });
    await expect(await within(dialog).findByText('File not supported.')).toBeVisible();
  },
};

/** Uploaded for this property: 'Image has been uploaded!', the dialog closes, the picture shows. */
export const PictureUploaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { dialog, input } = await openPictureDialog(canvas, canvasElement);
    await userEvent.upload(input, picture('front.png', 2048, 'image/png'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(await body(canvasElement).findByText('Image has been uploaded!')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Residensi Seri Melati' })).toBeVisible();
  },
};

/** An admin without Update on Properties sees the picture but cannot change it. */
export const PictureReadOnly: Story = {
  args: { session: signedIn('admin') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No picture of Residensi Seri Melati'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Change Picture' })).not.toBeInTheDocument();
  },
};

/** Malay: the picture dialog's title and size rule. */
export const PictureMalay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Residensi Seri Melati' });
    await userEvent.click(canvas.getByRole('button', { name: 'Tukar Gambar' }));
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'Tukar Gambar' }),
    ).toBeVisible();
  },
};

/** `?editMode` opens edit mode; the super user has the Active checkbox, banks and states. */
export const EditModeFromUrl: Story = {
  args: { path: '/d/properties/1?editMode=true' },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Property' });
    await expect(within(form).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await expect(field(canvas, 'Bank Name')).toHaveValue('Maybank');
    await expect(within(field(canvas, 'State')).getAllByRole('option')).toHaveLength(18);
    await expect(within(field(canvas, 'Bank Name')).getAllByRole('option')).toHaveLength(23);
  },
};

/** Required fields, a bad e-mail; the phone takes numbers only. */
export const ValidationErrors: Story = {
  args: { path: '/d/properties/1?editMode=true' },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Property' });
    await userEvent.clear(field(canvas, /^Name/));
    await userEvent.clear(field(canvas, 'Email'));
    await userEvent.type(field(canvas, 'Email'), 'not-an-email');
    await userEvent.clear(field(canvas, 'Phone'));
    await userEvent.type(field(canvas, 'Phone'), '03-78ab');
    await expect(field(canvas, 'Phone')).toHaveValue('0378');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please complete this field')).toBeVisible();
    await expect(canvas.getByText('Please provide a valid email address')).toBeVisible();
  },
};

/** Save merges the answer and returns to view mode: 'Changes has been saved'. */
export const Saved: Story = {
  args: { path: '/d/properties/1?editMode=true' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('form', { name: 'Property' });
    await userEvent.clear(field(canvas, 'City'));
    await userEvent.type(field(canvas, 'City'), 'Subang Jaya');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Changes has been saved')).toBeVisible();
    await expect(canvas.getByText('Subang Jaya')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** The super user's Admins tab: the property's staff, who is online, and a chat with them. */
export const AdminsTab: Story = {
  args: { path: '/d/properties/1?tab=admins' },
  render: ({ api, ...args }) => (
    <WithRealtime realtime={scriptedRealtime([{ type: 'users', data: [100, 102] }])}>
      <StoryApp {...args} api={{ ...propertyEndpoints(), ...api }} />
    </WithRealtime>
  ),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'Admins' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
    await expect(within(grid).getByRole('link', { name: 'Aminah Admin' })).toHaveAttribute(
      'href',
      '/d/admins/100',
    );
    await expect(within(grid).getByRole('img', { name: 'Aminah Admin is online' })).toBeVisible();
    await expect(
      within(grid).getByRole('img', { name: 'Marcus Manager is offline' }),
    ).toBeVisible();
  },
};

/** The Owners tab pages through the property's owners. */
export const OwnersTab: Story = {
  args: { path: '/d/properties/1?tab=owners' },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'Owners' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(canvas.getByText('1 / 3')).toBeVisible();
  },
};

/** The Units tab lists the property's units. */
export const UnitsTab: Story = {
  args: { path: '/d/properties/1?tab=units' },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'Units' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(within(grid).getByRole('link', { name: 'A-01-01' })).toHaveAttribute(
      'href',
      '/d/units/1',
    );
  },
};

/** An admin sees Info and Services only (the other tabs are the super user's). */
export const AdminTabs: Story = {
  args: { path: '/d/properties/1?tab=owners', session: signedIn('admin') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Info', selected: true })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Owners' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Services' })).toBeVisible();
  },
};

/** An admin edits their property without the Active checkbox. */
export const AdminEdit: Story = {
  args: { path: '/d/properties/1?editMode=true', session: signedIn('admin') },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Property' });
    await expect(canvas.queryByRole('checkbox', { name: 'Active' })).not.toBeInTheDocument();
  },
};

/** The super user switches Visitors off: the server's message, and the switch follows. */
export const ServicesToggle: Story = {
  args: { path: '/d/properties/1?tab=services' },
  play: async ({ canvas, canvasElement }) => {
    const visitors = await canvas.findByRole('switch', { name: 'Visitors' });
    await expect(visitors).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Tenants' })).not.toBeChecked();
    await userEvent.click(visitors);
    await expect(await body(canvasElement).findByText('Visitors has been disabled')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Visitors' })).not.toBeChecked());
  },
};

/** An admin clicking a disabled service is told to ask the product's admin (spec 001 §4). */
export const AdminClicksDisabledService: Story = {
  args: { path: '/d/properties/1?tab=services', session: signedIn('admin') },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Tenants' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Please inform Strata Admin to enable this service');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(await canvas.findByRole('switch', { name: 'Tenants' })).not.toBeChecked();
  },
};

/** A new property: blank form, 'Property has been added', back to the list. */
export const NewProperty: Story = {
  args: { path: '/d/properties/new' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Add Property' }),
    ).toBeVisible();
    await userEvent.type(field(canvas, /^Name/), 'Vista Harmoni');
    await userEvent.type(field(canvas, 'Email'), 'office@vista.test');
    await userEvent.type(field(canvas, 'Phone'), '0312345678');
    await userEvent.type(field(canvas, /^Address\s*\*?$/), '1 Jalan Vista');
    await userEvent.type(field(canvas, 'Postcode'), '50450');
    await userEvent.type(field(canvas, 'City'), 'Kuala Lumpur');
    await userEvent.selectOptions(field(canvas, 'State'), 'Kuala Lumpur');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Property has been added')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Properties Management' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/properties/detail/1': 'never' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

/** A property that does not exist: the super user goes back to the properties list. */
export const NotFound: Story = {
  args: {
    api: { 'GET /api/properties/detail/1': { status: 404, body: { error: 'Property not found' } } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Property not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Properties' })).toHaveAttribute(
      'href',
      '/d/properties',
    );
  },
};

/** Another property, to an admin: no properties list, so the way back is the dashboard. */
export const NotFoundAdmin: Story = {
  args: {
    path: '/d/properties/2',
    session: signedIn('admin'),
    api: { 'GET /api/properties/detail/2': { status: 404, body: { error: 'Property not found' } } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Property not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/d/dashboard',
    );
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  args: { path: '/d/properties/1?tab=services' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Pelawat' })).toBeChecked();
    await expect(canvas.getByRole('tab', { name: 'Perkhidmatan' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Residensi Seri Melati' }),
    ).toBeVisible();
  },
};
