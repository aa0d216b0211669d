import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { routes as userRoutes } from './routes';
import {
  DETAIL_OWNER,
  OWNER_UNITS,
  SELF_ADMIN,
  userDetailRoutes,
  userFixture,
  usersSession,
} from './user-fixtures';

const routes = storyRoutes({ shell: userRoutes.shell });

const meta = {
  title: 'Screens/Users/Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: `/d/owners/${DETAIL_OWNER.id}`,
    routes,
    session: usersSession('admin'),
    api: userDetailRoutes(),
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = (canvas: ReturnType<typeof within>, name = 'Tan Mei Ling') =>
  canvas.findByRole('heading', { level: 1, name });

/** View mode: photo, the fields of spec 000 §2, the device, the tabs Profile and Units, Edit. */
export const OwnerProfile: Story = {
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Owner sections' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Profile', 'Units']);
    await expect(canvas.getByText('900100-14-5678')).toBeVisible();
    await expect(canvas.getByText('Female')).toBeVisible();
    await expect(canvas.getByText('Samsung Galaxy A54')).toBeVisible();
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Device' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change Picture' })).toBeVisible();
  },
};

/** Edit mode: the username cannot change; Cancel restores view mode. */
export const Editing: Story = {
  play: async ({ canvas }) => {
    await heading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByLabelText('Username')).toBeDisabled();
    await expect(canvas.getByLabelText(/^IC No/)).toHaveValue('900100-14-5678');
    await expect(canvas.getByRole('tab', { name: 'Units' })).toBeDisabled();
    await expect(canvas.queryByLabelText(/^Role/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  },
};

export const EditCancelled: Story = {
  play: async ({ canvas }) => {
    await heading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Someone Else');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Tan Mei Ling', { selector: 'dd' })).toBeVisible();
  },
};

/** An owner needs an IC; name, e-mail, phone required; a short password refused. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await heading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByLabelText(/^IC No/));
    await userEvent.clear(canvas.getByLabelText(/^Email/));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText(/^IC No/)).toHaveAccessibleDescription(
      /Please complete this field/,
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /Password must be 6 to 20 characters/,
    );
  },
};

/** Saving merges the answer and returns to view mode: 'Changes has been saved'. */
export const Saved: Story = {
  args: {
    api: userDetailRoutes({
      'POST /api/users/edit': { body: { ...DETAIL_OWNER, contact: '017-222 3333' } },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByLabelText(/^Phone/));
    await userEvent.type(canvas.getByLabelText(/^Phone/), '017-222 3333');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Changes has been saved')).toBeVisible();
    await expect(canvas.getByText('017-222 3333')).toBeVisible();
  },
};

/** The server refuses the save (e-mail taken): the error dialog, still in edit mode. */
export const SaveRefused: Story = {
  args: {
    api: userDetailRoutes({
      'POST /api/users/edit': { status: 400, body: { error: 'Email has already been taken' } },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await body(canvasElement).findByText('Email has already been taken'),
    ).toBeVisible();
    // Still in edit mode behind the error dialog.
    await expect(canvas.getByRole('button', { name: 'Save', hidden: true })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { api: userDetailRoutes({ [`GET /api/users/detail/${DETAIL_OWNER.id}`]: 'never' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/** An owner who does not exist or is in another property (the server answers 404 for both). */
export const NotFound: Story = {
  args: {
    api: userDetailRoutes({
      [`GET /api/users/detail/${DETAIL_OWNER.id}`]: {
        status: 404,
        body: { error: 'User not found' },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Owner not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Owners' })).toHaveAttribute(
      'href',
      '/d/owners',
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

/** The Units tab lists the owner's units and assigns one through the autocomplete. */
export const UnitsTab: Story = {
  args: { path: `/d/owners/${DETAIL_OWNER.id}?tab=units` },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'Units' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    await expect(within(grid).getByRole('link', { name: 'C-07-02' })).toHaveAttribute(
      'href',
      '/d/units/2',
    );
    await expect(canvas.getByRole('button', { name: 'Assign to Unit' })).toBeVisible();
  },
};

export const UnitsTabEmpty: Story = {
  args: {
    path: `/d/owners/${DETAIL_OWNER.id}?tab=units`,
    api: userDetailRoutes({ 'GET /api/units': { body: { data: [], total: 0, properties: [] } } }),
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'Units' });
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(within(grid).getByRole('button', { name: 'Assign to Unit' })).toBeVisible();
  },
};

/** Assign does nothing until a unit is chosen; the server's refusal shows under the field. */
export const AssignRefused: Story = {
  args: {
    path: `/d/owners/${DETAIL_OWNER.id}?tab=units`,
    api: userDetailRoutes({
      'POST /api/units/assign': {
        status: 400,
        body: { error: 'This unit already has three owners. Unassign one before adding another.' },
      },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Assign to Unit' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Assign to Unit' });
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    await expect(assign).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('combobox'), 'C-07');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /C-07-02/ }));
    await userEvent.click(assign);
    await expect(
      await within(dialog).findByText(/This unit already has three owners/),
    ).toBeVisible();
  },
};

/** Remove Device asks first ('Hold On'), then 'Device has been removed'. */
export const RemoveDevice: Story = {
  args: {
    api: userDetailRoutes({
      [`GET /api/users/remove-device/${DETAIL_OWNER.id}`]: {
        body: { message: 'Device has been removed' },
      },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Device' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await expect(dialog).toHaveTextContent('Remove the registered device of Tan Mei Ling?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await body(canvasElement).findByText('Device has been removed')).toBeVisible();
  },
};

/** A device that may not be removed: the button is disabled. */
export const DeviceNotRemovable: Story = {
  args: {
    api: userDetailRoutes({
      [`GET /api/users/detail/${DETAIL_OWNER.id}`]: {
        body: {
          data: {
            ...DETAIL_OWNER,
            device: { ...DETAIL_OWNER.device!, verified: false, can_remove: false },
          },
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await heading(canvas);
    await expect(canvas.getByText('Not Verified')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Device' })).toBeDisabled();
  },
};

function picture(name: string, bytes: number, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function openPictureDialog(canvas: ReturnType<typeof within>, canvasElement: HTMLElement) {
  await heading(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Change Picture' }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Change Picture' });
  return { dialog, input: dialog.querySelector<HTMLInputElement>('input[type=file]')! };
}

/** A picture above 5MB: 'Image must be below 5MB.'. */
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
    await userEvent.upload(input, picture('anim.gif', 200, 'image/gif'), { applyAccept: false });
    await expect(await within(dialog).findByText('File not supported.')).toBeVisible();
  },
};

/** The upload at 100 % while the server stores it. */
export const PictureUploading: Story = {
  args: { api: userDetailRoutes({ 'POST /api/users/upload': 'never' }) },
  play: async ({ canvas, canvasElement }) => {
    const { dialog, input } = await openPictureDialog(canvas, canvasElement);
    await userEvent.upload(input, picture('me.png', 2048, 'image/png'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(await within(dialog).findByText('Processing..')).toBeVisible();
  },
};

/** Uploaded: 'Image has been uploaded!' and the dialog closes. */
export const PictureUploaded: Story = {
  args: { api: userDetailRoutes({ 'POST /api/users/upload': { body: { img: 'new.png' } } }) },
  play: async ({ canvas, canvasElement }) => {
    const { dialog, input } = await openPictureDialog(canvas, canvasElement);
    await userEvent.upload(input, picture('me.png', 2048, 'image/png'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(await body(canvasElement).findByText('Image has been uploaded!')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Tan Mei Ling' })).toBeVisible();
  },
};

/** A new owner: username with a special character, IC required, gender and status to choose. */
export const NewOwnerValidation: Story = {
  args: { path: '/d/owners/new' },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Add Owner')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Username/), 'tan.mei');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      /Username cannot contain special character/,
    );
    await expect(canvas.getByLabelText(/^IC No/)).toHaveAccessibleDescription(
      /Please complete this field/,
    );
    await expect(canvas.getByLabelText(/^Gender/)).toHaveAccessibleDescription(
      /Please select the options/,
    );
  },
};

/** A new admin needs a role; a good form adds the user and returns to the list. */
export const NewAdminAdded: Story = {
  args: {
    path: '/d/admins/new',
    api: userDetailRoutes({
      'POST /api/users/add': { body: userFixture('admins', 3, { name: 'Farah Aziz' }) },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await heading(canvas, 'Add Admin')).toBeVisible();
    await expect(canvas.queryByLabelText(/^IC No \*/)).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Farah Aziz');
    await userEvent.type(canvas.getByLabelText(/^Username/), 'farah');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'farah@demo.test');
    await userEvent.type(canvas.getByLabelText(/^Phone/), '0123334444');
    await userEvent.selectOptions(canvas.getByLabelText(/^Gender/), 'Female');
    await userEvent.selectOptions(canvas.getByLabelText(/^Marital Status/), 'Single');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText(/^Role/)).toHaveAccessibleDescription(
      /Please select the options/,
    );
    await userEvent.selectOptions(canvas.getByLabelText(/^Role/), 'Accountant');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('User has been added')).toBeVisible();
    await expect(await heading(canvas, 'Admins Management')).toBeVisible();
  },
};

/** A super user's new owner chooses the property. */
export const NewOwnerSuperUser: Story = {
  args: {
    path: '/d/owners/new',
    session: usersSession('super'),
    api: userDetailRoutes({
      'GET /api/units': {
        body: { data: [], total: 0, properties: [{ id: 1, name: 'Residensi Seri Melati' }] },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Add Owner')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText(/^Property/)).toHaveAccessibleDescription(
      /Please select the options/,
    );
  },
};

/** An admin's detail: no tabs; in edit mode the role, here one of the property's own. */
export const AdminDetail: Story = {
  args: {
    path: '/d/admins/503',
    api: userDetailRoutes({
      'GET /api/users/detail/503': {
        body: { data: userFixture('admins', 3, { role: 'Supervisor' }) },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Lee Chong Wei')).toBeVisible();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(canvas.getByText('No registered device')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByLabelText(/^Role/)).toHaveValue('Supervisor');
    await expect(
      within(canvas.getByLabelText(/^Role/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Please select', 'Manager', 'Admin', 'Accountant', 'Security Guard', 'Supervisor']);
  },
};

/** The admin opening their own record: the role is locked. */
export const OwnRecordRoleLocked: Story = {
  args: { path: '/d/admins/1' },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, SELF_ADMIN.name)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByLabelText('Role')).toBeDisabled();
    await expect(canvas.getByText('You cannot change your own role.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Active' })).not.toBeInTheDocument();
  },
};

/** A manager with View only: no Edit and no picture change. */
export const ViewOnly: Story = {
  args: {
    session: (() => {
      const session = usersSession('manager');
      const policies = [{ resource: 'Owners', name: 'View', active: true }];
      return { ...session, user: { ...session.user, policies } };
    })(),
  },
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Change Picture' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Units' }));
    await expect(await canvas.findByRole('link', { name: OWNER_UNITS[0]!.unit_no })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Assign to Unit' })).not.toBeInTheDocument();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Profil' })).toBeVisible();
    await expect(canvas.getByText('Peranti Berdaftar')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buang Peranti' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    await expect(canvas.getByText('Samsung Galaxy A54')).toBeVisible();
  },
};
