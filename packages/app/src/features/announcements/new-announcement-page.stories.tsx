import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn, signedInWithout } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { PROPERTY_CHOICES, sendEndpoints, superWithoutProperty } from './announcement-fixtures';
import { routes as announcementRoutes } from './routes';

const routes = storyRoutes({ shell: announcementRoutes.shell });

const meta = {
  title: 'Screens/Announcements/New',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/announcements/new',
    routes,
    session: signedIn('admin'),
    api: sendEndpoints(),
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const form = (canvas: ReturnType<typeof within>): Promise<HTMLElement> =>
  canvas.findByRole('form', { name: 'Announcement' });

function file(name: string, bytes: number, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function fill(canvas: ReturnType<typeof within>): Promise<HTMLElement> {
  const found = await form(canvas);
  await userEvent.type(within(found).getByRole('textbox', { name: /Title/ }), 'Water cut');
  await userEvent.selectOptions(
    within(found).getByRole('combobox', { name: /Recipient/ }),
    'Owners',
  );
  await userEvent.type(
    within(found).getByRole('textbox', { name: /Message/ }),
    'Water is off on Friday.',
  );
  return found;
}

/** The empty form: title, recipient, message, the attachment drop area, Cancel and Send. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'New Announcement' }),
    ).toBeVisible();
    const found = await form(canvas);
    const recipient = within(found).getByRole('combobox', { name: /Recipient/ });
    await expect(
      within(recipient)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose the recipients', 'Owners', 'Admins']);
    await expect(
      within(found).getByText('A jpg, jpeg, pjpg, png or pdf file of at most 5MB.'),
    ).toBeVisible();
    await expect(within(found).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(found).getByRole('button', { name: 'Send' })).toBeVisible();
  },
};

/** Send with nothing filled: each required field says so and nothing is sent. */
export const Required: Story = {
  args: {
    api: { ...sendEndpoints(), 'POST /api/announcements/add': { status: 500, body: {} } },
  },
  play: async ({ canvas }) => {
    const found = await form(canvas);
    await userEvent.click(within(found).getByRole('button', { name: 'Send' }));
    const title = within(found).getByRole('textbox', { name: /Title/ });
    await expect(title).toHaveAccessibleDescription('Please complete this field');
    await expect(
      within(found).getByRole('combobox', { name: /Recipient/ }),
    ).toHaveAccessibleDescription('Please select the options');
    await expect(
      within(found).getByRole('textbox', { name: /Message/ }),
    ).toHaveAccessibleDescription('Please complete this field');
  },
};

/** An attachment above 5MB: 'Image must be below 5MB.' and it is not kept. */
export const AttachmentTooLarge: Story = {
  play: async ({ canvas }) => {
    const found = await form(canvas);
    const input = found.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, file('plan.pdf', 5 * 1024 * 1024 + 1, 'application/pdf'));
    await expect(await within(found).findByText('Image must be below 5MB.')).toBeVisible();
    await expect(within(found).queryByText('plan.pdf')).not.toBeInTheDocument();
  },
};

/** A .docx: 'File not supported.'. */
export const AttachmentNotSupported: Story = {
  play: async ({ canvas }) => {
    const found = await form(canvas);
    const input = found.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, file('minutes.docx', 2000, 'application/msword'), {
      applyAccept: false,
    });
    await expect(await within(found).findByText('File not supported.')).toBeVisible();
  },
};

/** A PDF attached: its name and size are shown before sending. */
export const WithAttachment: Story = {
  play: async ({ canvas }) => {
    const found = await fill(canvas);
    const input = found.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, file('notice.pdf', 120_000, 'application/pdf'));
    await expect(await within(found).findByText('notice.pdf')).toBeVisible();
    await expect(within(found).getByText('Remove file')).toBeVisible();
  },
};

/**
 * Sending with an attachment: upload ('Document has been uploaded!'), then add ('Announcement has
 * been sent') and the list.
 */
export const Sent: Story = {
  play: async ({ canvas, canvasElement }) => {
    const found = await fill(canvas);
    const input = found.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, file('notice.pdf', 120_000, 'application/pdf'));
    await userEvent.click(within(found).getByRole('button', { name: 'Send' }));
    await expect(await body(canvasElement).findByText('Document has been uploaded!')).toBeVisible();
    await expect(await body(canvasElement).findByText('Announcement has been sent')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Announcements' }),
    ).toBeVisible();
  },
};

/** While the call runs, Send and Cancel wait. */
export const Sending: Story = {
  args: { api: { ...sendEndpoints(), 'POST /api/announcements/add': 'never' } },
  play: async ({ canvas }) => {
    const found = await fill(canvas);
    await userEvent.click(within(found).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(found).getByRole('button', { name: 'Send' })).toBeDisabled());
    await expect(within(found).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The server refuses: its message in the error modal, the form kept. */
export const Refused: Story = {
  args: {
    api: {
      ...sendEndpoints(),
      'POST /api/announcements/add': {
        status: 400,
        body: { error: 'Only admins can send or open announcements' },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const found = await fill(canvas);
    await userEvent.click(within(found).getByRole('button', { name: 'Send' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Only admins can send or open announcements');
    // The modal hides the page from the accessibility tree; the typed title is still there.
    await expect(found.querySelector('input[name=title]')).toHaveValue('Water cut');
  },
};

/** Cancel returns to the list without sending. */
export const Cancelled: Story = {
  play: async ({ canvas }) => {
    const found = await fill(canvas);
    await userEvent.click(within(found).getByRole('button', { name: 'Cancel' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Announcements' }),
    ).toBeVisible();
  },
};

/** A super user without a property of their own chooses the property first. */
export const SuperUserChoosesProperty: Story = {
  args: {
    session: superWithoutProperty(),
    api: { ...sendEndpoints(), 'GET /api/properties': { body: PROPERTY_CHOICES } },
  },
  play: async ({ canvas }) => {
    const found = await form(canvas);
    const property = within(found).getByRole('combobox', { name: /Property/ });
    await waitFor(() => expect(within(property).getAllByRole('option')).toHaveLength(3));
    await userEvent.click(within(found).getByRole('button', { name: 'Send' }));
    await expect(property).toHaveAccessibleDescription('Please select the options');
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
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pengumuman Baharu' }),
    ).toBeVisible();
    const found = await canvas.findByRole('form', { name: 'Pengumuman' });
    await userEvent.click(within(found).getByRole('button', { name: 'Hantar' }));
    await expect(within(found).getByRole('textbox', { name: /Tajuk/ })).toHaveAccessibleDescription(
      'Sila lengkapkan ruangan ini',
    );
  },
};

/** Sent with an attachment, in Malay: 'Dokumen telah dimuat naik!' and 'Pengumuman telah dihantar'. */
export const MalaySent: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas, canvasElement }) => {
    const found = await canvas.findByRole('form', { name: 'Pengumuman' });
    await userEvent.type(within(found).getByRole('textbox', { name: /Tajuk/ }), 'Air terputus');
    await userEvent.selectOptions(
      within(found).getByRole('combobox', { name: /Penerima/ }),
      'Owners',
    );
    await userEvent.type(
      within(found).getByRole('textbox', { name: /Mesej/ }),
      'Air terputus pada hari Jumaat.',
    );
    const input = found.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, file('notis.pdf', 120_000, 'application/pdf'));
    await userEvent.click(within(found).getByRole('button', { name: 'Hantar' }));
    await expect(await body(canvasElement).findByText('Dokumen telah dimuat naik!')).toBeVisible();
    await expect(await body(canvasElement).findByText('Pengumuman telah dihantar')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await form(canvas)).toBeVisible();
  },
};
