import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { COMPLAINT_NOTICE, HOSTILE_MESSAGE, inboxEndpoints, inboxFixture } from './inbox-fixtures';
import { routes as inboxRoutes } from './routes';

const routes = storyRoutes({ shell: inboxRoutes.shell });

const meta = {
  title: 'Screens/Inbox',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/d/inbox', routes, session: signedIn('owner') },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvas: Canvas, name = 'Messages') => canvas.findByRole('table', { name });
const rows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
const menuInbox = (canvas: Canvas) => canvas.findByRole('link', { name: /^Inbox/ });

async function loaded(canvas: Canvas, count = 20) {
  const grid = await table(canvas);
  await waitFor(() => expect(rows(grid)).toHaveLength(count));
  return grid;
}

async function open(canvas: Canvas, canvasElement: HTMLElement, title: string) {
  const grid = await loaded(canvas);
  await userEvent.click(within(grid).getByRole('button', { name: `View ${title}` }));
  return body(canvasElement).findByRole('dialog', { name: title });
}

/** An owner's inbox, page 1 of 3: the three unread rows marked New, attachments marked. */
export const ManyPages: Story = {
  args: { api: inboxEndpoints() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const grid = await loaded(canvas);
    const [first, , , fourth] = rows(grid);
    await expect(within(first!).getByText('New')).toBeVisible();
    await expect(within(first!).getByText('Has an attachment')).toBeInTheDocument();
    await expect(within(first!).getAllByRole('cell')[2]).toHaveTextContent('2026-11-20');
    await expect(within(fourth!).queryByText('New')).not.toBeInTheDocument();
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark All as Read' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete All' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Clear Archive' })).not.toBeInTheDocument();
    await waitFor(async () => expect(within(await menuInbox(canvas)).getByText('3')).toBeVisible());
  },
};

export const LastPage: Story = {
  args: { path: '/d/inbox?page=3', api: inboxEndpoints() },
  play: async ({ canvas }) => {
    const grid = await loaded(canvas, 5);
    await expect(within(rows(grid)[0]!).getAllByRole('cell')[0]).toHaveTextContent('41');
  },
};

export const Searched: Story = {
  args: { api: inboxEndpoints() },
  play: async ({ canvas }) => {
    const grid = await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'Pest{Enter}');
    await waitFor(() => expect(rows(grid)).toHaveLength(9));
    await expect(canvas.getByText('1 / 1')).toBeVisible();
  },
};

/** Nothing in the inbox: 'No Data'; Mark All as Read and Delete All have nothing to do. */
export const Empty: Story = {
  args: { api: inboxEndpoints([]) },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark All as Read' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete All' })).toBeDisabled();
  },
};

/** Every message read: Mark All as Read is disabled. */
export const AllRead: Story = {
  args: {
    api: inboxEndpoints(Array.from({ length: 4 }, (_, i) => inboxFixture(i, { is_read: true }))),
  },
  play: async ({ canvas }) => {
    const grid = await loaded(canvas, 4);
    await expect(within(grid).queryByText('New')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Mark All as Read' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/inbox': 'never' } },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Mark All as Read' })).toBeDisabled();
  },
};

export const Failure: Story = {
  args: {
    api: { 'GET /api/inbox': { status: 500, body: { message: 'The database is not answering' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Viewing an unread message: title, date, attachment and HTML; it is read, the counter drops. */
export const ViewMarksRead: Story = {
  args: { api: inboxEndpoints() },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(async () => expect(within(await menuInbox(canvas)).getByText('3')).toBeVisible());
    const dialog = await open(canvas, canvasElement, 'Water interruption on Saturday');
    await expect(dialog).toHaveTextContent('2026-11-20 09:30');
    await expect(
      within(dialog).getByRole('link', { name: 'Open attachment (PDF)' }),
    ).toHaveAttribute('href', '/storage/announcements/notice-schedule.pdf?token=story-token');
    const message = within(dialog).getByRole('region', { name: 'Message' });
    await expect(within(message).getByText('Saturday')).toHaveProperty('tagName', 'B');
    await expect(within(dialog).getByRole('textbox', { name: 'Reply' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(async () => expect(within(await menuInbox(canvas)).getByText('2')).toBeVisible());
    const grid = await table(canvas);
    await waitFor(() => expect(within(rows(grid)[0]!).queryByText('New')).not.toBeInTheDocument());
  },
};

/** The read call fails: the message still shows as listed, the row stays New, no error modal. */
export const ReadFails: Story = {
  args: {
    api: {
      ...inboxEndpoints(),
      'GET /api/inbox/read/900': {
        status: 500,
        body: { message: 'The database is not answering' },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await open(canvas, canvasElement, 'Water interruption on Saturday');
    await expect(within(dialog).getByRole('region', { name: 'Message' })).toHaveTextContent(
      'Water will be off on Saturday from 9am to 5pm.',
    );
    await expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const grid = await table(canvas);
    await expect(within(rows(grid)[0]!).getByText('New')).toBeVisible();
  },
};

/** An empty reply: 'Please provide your reply', nothing sent. */
export const ReplyRequired: Story = {
  args: { api: inboxEndpoints() },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await open(canvas, canvasElement, 'Water interruption on Saturday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(
      within(dialog).getByRole('textbox', { name: 'Reply' }),
    ).toHaveAccessibleDescription('Please provide your reply');
  },
};

/** A reply sent: 'Reply has been submitted', and the reply shows in place of the box. */
export const Replied: Story = {
  args: { api: inboxEndpoints() },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await open(canvas, canvasElement, 'Water interruption on Saturday');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'Noted, thanks.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(await body(canvasElement).findByText('Reply has been submitted')).toBeVisible();
    await expect(await within(dialog).findByText('Noted, thanks.')).toBeVisible();
    await expect(within(dialog).queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
  },
};

/** The server refuses the reply: its text as an error toast (spec 002 §8). */
export const ReplyRefused: Story = {
  args: {
    api: {
      ...inboxEndpoints(),
      'POST /api/inbox/reply': { status: 400, body: { error: 'Message not found' } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await open(canvas, canvasElement, 'Water interruption on Saturday');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'Noted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(await body(canvasElement).findByText('Message not found')).toBeVisible();
  },
};

/** A message already answered shows the reply instead of the box. */
export const AlreadyReplied: Story = {
  args: {
    api: inboxEndpoints([
      inboxFixture(3, { reply: 'I will store water on Friday.' }),
      ...Array.from({ length: 19 }, (_, i) => inboxFixture(i + 4)),
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await open(canvas, canvasElement, 'Pest control this Friday');
    await expect(within(dialog).getByText('I will store water on Friday.')).toBeVisible();
    await expect(within(dialog).queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
  },
};

/**
 * A notice the server left (a complaint's change) takes no reply: it links to the complaint,
 * where the owner answers.
 */
export const Notice: Story = {
  args: {
    api: inboxEndpoints([
      COMPLAINT_NOTICE,
      ...Array.from({ length: 19 }, (_, i) => inboxFixture(i + 1)),
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await open(canvas, canvasElement, 'Complaint update: Leaking pipe');
    await expect(within(dialog).getByText(/is now Resolved/)).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      '/d/complains/12',
    );
    await expect(within(dialog).queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
  },
};

/** A message with a script, an img onerror and a javascript: link shows inert: nothing runs. */
export const HostileMessage: Story = {
  args: {
    api: inboxEndpoints([
      HOSTILE_MESSAGE,
      ...Array.from({ length: 19 }, (_, i) => inboxFixture(i + 1)),
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await open(canvas, canvasElement, 'Hostile message');
    const message = within(dialog).getByRole('region', { name: 'Message' });
    await expect(message).toHaveTextContent('Read me');
    await expect(message.querySelector('script')).toBeNull();
    await expect(message.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
    await userEvent.click(within(message).getByText('click'));
    const view = canvasElement.ownerDocument.defaultView as Window & { pwned?: number };
    await expect(view.pwned).toBeUndefined();
  },
};

/** Delete asks first; the message moves to the archive: 'Message has been removed'. */
export const DeleteOne: Story = {
  args: { api: inboxEndpoints() },
  play: async ({ canvas, canvasElement }) => {
    const grid = await loaded(canvas);
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Delete Water interruption on Saturday' }),
    );
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await expect(confirm).toHaveTextContent(
      'Delete "Water interruption on Saturday"? It moves to the archive.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await body(canvasElement).findByText('Message has been removed')).toBeVisible();
    await waitFor(() =>
      expect(within(rows(grid)[0]!).getAllByRole('cell')[1]).toHaveTextContent(
        'Lift maintenance at Block B',
      ),
    );
    await waitFor(async () => expect(within(await menuInbox(canvas)).getByText('2')).toBeVisible());
  },
};

/** Delete All after 'Hold On': 'All messages has been removed', the inbox empty, no counter. */
export const DeleteAll: Story = {
  args: { api: inboxEndpoints() },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete All' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await expect(confirm).toHaveTextContent('Delete all messages? They move to the archive.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete All' }));
    await expect(
      await body(canvasElement).findByText('All messages has been removed'),
    ).toBeVisible();
    await expect(await within(await table(canvas)).findByText('No Data')).toBeVisible();
    await waitFor(async () =>
      expect(within(await menuInbox(canvas)).queryByText('3')).not.toBeInTheDocument(),
    );
  },
};

/** Mark All as Read: 'All messages has been marked as read', no New rows, the button disabled. */
export const MarkAllRead: Story = {
  args: { api: inboxEndpoints() },
  play: async ({ canvas, canvasElement }) => {
    const grid = await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark All as Read' }));
    await expect(
      await body(canvasElement).findByText('All messages has been marked as read'),
    ).toBeVisible();
    await waitFor(() => expect(within(grid).queryByText('New')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Mark All as Read' })).toBeDisabled();
    await waitFor(async () =>
      expect(within(await menuInbox(canvas)).queryByText('3')).not.toBeInTheDocument(),
    );
  },
};

const ARCHIVED = Array.from({ length: 6 }, (_, i) => inboxFixture(i + 10, { is_read: true }));

/** Archive mode (?archive=1): the archived messages, view only, Clear Archive. */
export const Archive: Story = {
  args: { path: '/d/inbox?archive=1', api: inboxEndpoints(undefined, ARCHIVED) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
    const grid = await table(canvas, 'Archived messages');
    await waitFor(() => expect(rows(grid)).toHaveLength(6));
    await expect(within(grid).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Clear Archive' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Delete All' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/d/inbox');
  },
};

/** Clear Archive after 'Hold On': the archive is emptied for good. */
export const ClearArchive: Story = {
  args: { path: '/d/inbox?archive=1', api: inboxEndpoints(undefined, ARCHIVED) },
  play: async ({ canvas, canvasElement }) => {
    const grid = await table(canvas, 'Archived messages');
    await waitFor(() => expect(rows(grid)).toHaveLength(6));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Archive' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await expect(confirm).toHaveTextContent(
      'Clear the archive? Its messages are deleted for good.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear Archive' }));
    await expect(await body(canvasElement).findByText('Archive has been cleared')).toBeVisible();
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear Archive' })).toBeDisabled();
  },
};

/** The Archive button switches modes on page 1. */
export const ToArchive: Story = {
  args: { api: inboxEndpoints(undefined, ARCHIVED) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('link', { name: 'Archive' }));
    const grid = await table(canvas, 'Archived messages');
    await waitFor(() => expect(rows(grid)).toHaveLength(6));
  },
};

/** Staff have the same inbox. */
export const Admin: Story = {
  args: { session: signedIn('admin'), api: inboxEndpoints() },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('button', { name: 'Mark All as Read' })).toBeEnabled();
  },
};

/** The menu entry leads here. */
export const FromTheMenu: Story = {
  args: { path: '/d/dashboard', api: inboxEndpoints() },
  play: async ({ canvas }) => {
    await userEvent.click(await menuInbox(canvas));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await loaded(canvas);
  },
};

export const Malay: Story = {
  args: { api: inboxEndpoints() },
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Peti Masuk' }),
    ).toBeVisible();
    const grid = await table(canvas, 'Mesej');
    await waitFor(() => expect(within(grid).getAllByText('Baharu')).toHaveLength(3));
    await expect(
      canvas.getByRole('button', { name: 'Tandakan Semua Sebagai Dibaca' }),
    ).toBeEnabled();
  },
};

export const MalayMessage: Story = {
  args: { api: inboxEndpoints() },
  globals: { locale: 'ms' },
  play: async ({ canvas, canvasElement }) => {
    const grid = await table(canvas, 'Mesej');
    await waitFor(() => expect(rows(grid)).toHaveLength(20));
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Lihat Water interruption on Saturday' }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Water interruption on Saturday',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hantar' }));
    await expect(
      within(dialog).getByRole('textbox', { name: 'Balasan' }),
    ).toHaveAccessibleDescription('Sila berikan balasan anda');
  },
};

export const Phone: Story = {
  args: { api: inboxEndpoints() },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await loaded(canvas);
  },
};

export const PhoneMessage: Story = {
  args: { api: inboxEndpoints() },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await open(canvas, canvasElement, 'Water interruption on Saturday');
    await expect(within(dialog).getByRole('textbox', { name: 'Reply' })).toBeVisible();
  },
};
