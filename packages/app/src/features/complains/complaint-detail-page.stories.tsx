import type { Complaint, ComplaintMessage } from '@strata/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import {
  complainsEndpoint,
  complaintEndpoints,
  complaintSession,
  EACH_STATE,
  ownerUnits,
} from './complaint-fixtures';
import { routes as complaintRoutes } from './routes';

const routes = storyRoutes({ shell: complaintRoutes.shell });

/** The complaint a story shows (`parameters.complaint`) and its thread. */
type ComplaintParameters = { complaint?: Complaint; messages?: ComplaintMessage[] };

const meta = {
  title: 'Screens/Complains/Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/complains/1',
    routes,
    session: complaintSession('manager'),
    api: {},
  },
  // Each mount gets its own complaint calls, which remember what the story changed.
  render: ({ api, ...args }, { parameters }) => {
    const { complaint, messages } = parameters as ComplaintParameters;
    return (
      <StoryApp
        {...args}
        path={complaint ? `/d/complains/${complaint.id}` : args.path}
        api={{
          'GET /api/complains': complainsEndpoint(3),
          ...complaintEndpoints(complaint, messages),
          ...api,
        }}
      />
    );
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('heading', { level: 1, name });
const [open, inProgress, resolved, resolvedLongAgo, closed] = EACH_STATE as [
  Complaint,
  Complaint,
  Complaint,
  Complaint,
  Complaint,
];

/** Staff on an Open complaint: its facts, Assign, Start work, and the thread with each author. */
export const OpenForStaff: Story = {
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Leaking pipe 1')).toBeVisible();
    await expect(canvas.getByText('A-12-03', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('Maintenance', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Assign' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start work' })).toBeVisible();
    const thread = canvas.getByRole('region', { name: 'Messages' });
    await expect(within(thread).getByText('Tan Mei Ling')).toBeVisible();
    await expect(within(thread).getByText(/Owner/)).toBeVisible();
    await expect(within(thread).getByText(/Manager/)).toBeVisible();
    await expect(within(thread).getByText('2026-10-31 09:20', { exact: false })).toBeVisible();
  },
};

/** Assign: the staff autocomplete, then the assignee shows. */
export const Assigned: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Assign' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Assign Complaint' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'Dan');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /Daniel Lim/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(canvas.getByText('Daniel Lim', { selector: 'dd' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Reassign' })).toBeVisible();
  },
};

/** Escape closes Assign and gives the focus back to the button that opened it. */
export const AssignClosed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const open = await canvas.findByRole('button', { name: 'Assign' });
    await userEvent.click(open);
    await body(canvasElement).findByRole('dialog', { name: 'Assign Complaint' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** In progress: Mark resolved moves it on and says so. */
export const InProgress: Story = {
  parameters: { complaint: inProgress },
  play: async ({ canvas, canvasElement }) => {
    await expect(await heading(canvas, 'Loud music 2')).toBeVisible();
    await expect(canvas.getByText('Lobby B', { selector: 'dd' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark resolved' }));
    await expect(await body(canvasElement).findByText('Complaint is now Resolved')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Close complaint' })).toBeVisible();
  },
};

/**
 * Resolved: closing is the only move left, and it asks first (a closed complaint is final); the
 * resolution time shows.
 */
export const Resolved: Story = {
  parameters: { complaint: resolved },
  play: async ({ canvas, canvasElement }) => {
    const close = await canvas.findByRole('button', { name: 'Close complaint' });
    await expect(canvas.getByText('2026-10-31 16:00', { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start work' })).not.toBeInTheDocument();
    await userEvent.click(close);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Close Complaint' });
    await expect(dialog).toHaveTextContent('can no longer be changed, reopened or answered');
  },
};

/** Closed is final: no assign, no move. */
export const Closed: Story = {
  parameters: { complaint: closed },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Blocked parking 5')).toBeVisible();
    await expect(canvas.getByText('Closed', { selector: 'dd *' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Close complaint' })).not.toBeInTheDocument();
    await expect(
      canvas.getByText('This complaint is closed and can no longer be changed.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  },
};

/** A reply joins the thread. */
export const Replied: Story = {
  play: async ({ canvas }) => {
    const reply = await canvas.findByRole('form', { name: 'Reply' });
    await userEvent.type(within(reply).getByRole('textbox'), 'The plumber is on his way.');
    await userEvent.click(within(reply).getByRole('button', { name: 'Send' }));
    const thread = canvas.getByRole('region', { name: 'Messages' });
    await expect(await within(thread).findByText('The plumber is on his way.')).toBeVisible();
  },
};

/** A blank reply is not sent: the field says what is missing. */
export const ReplyRequired: Story = {
  play: async ({ canvas }) => {
    const reply = await canvas.findByRole('form', { name: 'Reply' });
    await userEvent.click(within(reply).getByRole('button', { name: 'Send' }));
    await expect(await within(reply).findByText('Please complete this field')).toBeVisible();
  },
};

/** The owner, resolved two days ago: Reopen puts it back to Open. */
export const OwnerReopens: Story = {
  args: { session: complaintSession('owner') },
  parameters: { complaint: resolved },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reopen' }));
    await expect(await body(canvasElement).findByText('Complaint has been reopened')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Open', { selector: 'dd *' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
  },
};

/** The owner, resolved a month ago: no Reopen, and why. */
export const OwnerReopenExpired: Story = {
  args: { session: complaintSession('owner') },
  parameters: { complaint: resolvedLongAgo },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'This complaint was resolved more than 7 days ago and can no longer be reopened.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
  },
};

/** The owner filing: the units they own (one: chosen), and every required field asked for. */
export const NewValidationErrors: Story = {
  args: { path: '/d/complains/new', session: complaintSession('owner'), api: ownerUnits(true) },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'New Complaint')).toBeVisible();
    const form = await canvas.findByRole('form', { name: 'Complaint' });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await expect(await within(form).findAllByText('Please select the options')).toHaveLength(2);
    await expect(within(form).getAllByText('Please complete this field')).toHaveLength(2);
    await userEvent.click(within(form).getByRole('radio', { name: 'A common area' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await expect(await within(form).findAllByText('Please complete this field')).toHaveLength(3);
  },
};

/** The owner of one unit files with a photo: the unit is theirs, the photo shows, then the list. */
export const NewWithPhoto: Story = {
  args: { path: '/d/complains/new', session: complaintSession('owner'), api: ownerUnits() },
  play: async ({ canvas, canvasElement }) => {
    const form = await canvas.findByRole('form', { name: 'Complaint' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /Unit/ })).toHaveValue('10'),
    );
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Category/ }),
      'Noise',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Loud music');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Description/ }),
      'Every night after midnight.',
    );
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'noise.png', { type: 'image/png' }),
    );
    const photos = await within(form).findByRole('list', { name: 'Photos' });
    await expect(within(photos).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(photos).getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await expect(await body(canvasElement).findByText('Complaint has been added')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/complains/detail/1': 'never' } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Complaint')).toBeVisible();
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    api: { 'GET /api/complains/detail/1': { status: 404, body: { error: 'Complaint not found' } } },
  },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Complaint not found')).toBeVisible();
  },
};

/** A property without the Complains service: the message instead of the complaint. */
export const ServiceOff: Story = {
  args: { session: complaintSession('manager', 'Complains') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Complains Service is not available. Please ask your property management to enable this service.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  parameters: { complaint: open },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Leaking pipe 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tetapkan' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Mesej' })).toBeVisible();
  },
};

export const MalayNewComplaint: Story = {
  globals: { locale: 'ms' },
  args: { path: '/d/complains/new', session: complaintSession('owner'), api: ownerUnits(true) },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Aduan Baharu')).toBeVisible();
    const form = await canvas.findByRole('form', { name: 'Aduan' });
    await userEvent.click(within(form).getByRole('button', { name: 'Hantar' }));
    await expect(await within(form).findAllByText(/Sila/)).not.toHaveLength(0);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { complaint: inProgress },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Loud music 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark resolved' })).toBeVisible();
  },
};
