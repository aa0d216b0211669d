import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FakeAnswer } from '../../testing/fake-api';
import { scriptedRealtime, WithRealtime, type ScriptedRealtime } from '../../testing/fake-realtime';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { apiRequestLogEndpoint, ERROR_LOG_TEXT } from './developer-fixtures';
import { routes as developerRoutes } from './routes';

const routes = storyRoutes({ shell: developerRoutes.shell });
const saved = { body: { message: 'Changes has been saved' } };

const meta = {
  title: 'Screens/Developer',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/app-version',
    routes,
    session: signedIn('developer'),
    api: {
      'GET /api/setting/app-version': { body: { android: '3.4.1', ios: '3.4.0' } },
      'POST /api/setting/app-version': saved,
      'GET /error_log': { text: ERROR_LOG_TEXT },
      'GET /clear_log': { body: { message: 'Log has been cleared' } },
      'GET /api/api-request-log': apiRequestLogEndpoint(65),
    },
  },
  loaders: [async () => ({ realtime: scriptedRealtime() })],
  render: (args, { loaded }) => (
    <WithRealtime realtime={loaded.realtime as ScriptedRealtime}>
      <StoryApp {...args} />
    </WithRealtime>
  ),
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** App Version: Android and iOS with Save. */
export const AppVersion: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'App Version' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Android/ })).toHaveValue('3.4.1');
    await expect(canvas.getByRole('textbox', { name: /iOS/ })).toHaveValue('3.4.0');
  },
};

export const AppVersionSaved: Story = {
  play: async ({ canvas, canvasElement }) => {
    const android = await canvas.findByRole('textbox', { name: /Android/ });
    await userEvent.clear(android);
    await userEvent.type(android, '3.5.0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Changes has been saved')).toBeVisible();
    await expect(android).toHaveValue('3.5.0');
  },
};

/** Both versions are required. */
export const AppVersionRequired: Story = {
  play: async ({ canvas }) => {
    const ios = await canvas.findByRole('textbox', { name: /iOS/ });
    await userEvent.clear(ios);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please complete this field')).toBeVisible();
    await expect(ios).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AppVersionLoading: Story = {
  args: { api: { 'GET /api/setting/app-version': 'never' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

export const AppVersionFailure: Story = {
  args: {
    api: {
      'GET /api/setting/app-version': {
        status: 500,
        body: { message: 'The database is not answering' },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering')).toBeVisible();
  },
};

/** Anyone but the developer user is sent to the dashboard (spec 002 §6). */
export const SuperUserRedirected: Story = {
  args: {
    session: (() => {
      const session = signedIn('super');
      return { ...session, user: { ...session.user, isDeveloper: false } };
    })(),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
};

/** The developer's menu leads to the three pages. */
export const DeveloperMenu: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation');
    for (const name of ['Error Log', 'Api Request Log', 'App Version']) {
      await expect(within(nav).getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
  },
};

/** Error Log: the log panel and Clear Log. */
export const ErrorLog: Story = {
  args: { path: '/d/error-log' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Error Log' })).toBeVisible();
    const log = await canvas.findByRole('log', { name: 'Error log' });
    await expect(log).toHaveTextContent("Cannot read properties of undefined (reading 'amount')");
    await expect(canvas.getByRole('button', { name: 'Clear Log' })).toBeEnabled();
  },
};

/** No errors: 'Yay..! No errors..!' and nothing to clear. */
export const ErrorLogEmpty: Story = {
  args: { path: '/d/error-log', api: { 'GET /error_log': { text: '' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Yay..! No errors..!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear Log' })).toBeDisabled();
  },
};

export const ErrorLogLoading: Story = {
  args: { path: '/d/error-log', api: { 'GET /error_log': 'never' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear Log' })).toBeDisabled();
  },
};

export const ErrorLogFailure: Story = {
  args: {
    path: '/d/error-log',
    api: { 'GET /error_log': { status: 500, body: { message: 'The log could not be read' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The log could not be read')).toBeVisible();
  },
};

/** Clear Log asks first, then empties the panel: 'Log has been cleared'. */
export const ErrorLogCleared: Story = {
  args: {
    path: '/d/error-log',
    api: (() => {
      let text = ERROR_LOG_TEXT;
      return {
        'GET /error_log': (): FakeAnswer => ({ text }),
        'GET /clear_log': (): FakeAnswer => {
          text = '';
          return { body: { message: 'Log has been cleared' } };
        },
      };
    })(),
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('log', { name: 'Error log' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Log' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear Log' }));
    await expect(await body(canvasElement).findByText('Log has been cleared')).toBeVisible();
    await expect(await canvas.findByText('Yay..! No errors..!')).toBeVisible();
  },
};

/** A new error arrives live (`error-log` over the socket): the panel fetches it. */
export const ErrorLogLive: Story = {
  args: {
    path: '/d/error-log',
    api: (() => {
      let text = '';
      return {
        'GET /error_log': (): FakeAnswer => {
          const answer = { text };
          text = ERROR_LOG_TEXT;
          return answer;
        },
      };
    })(),
  },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Yay..! No errors..!')).toBeVisible();
    (loaded.realtime as ScriptedRealtime).serverSays({ type: 'error-log', data: { total: 2 } });
    const log = await canvas.findByRole('log', { name: 'Error log' });
    await waitFor(() => expect(log).toHaveTextContent('Unhandled rejection: Failed to fetch'));
  },
};

/** Api Request Log: name, URL, payload, platform, created at; 20 a page. */
export const ApiRequestLog: Story = {
  args: { path: '/d/api-request-log' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Api Request Log' }),
    ).toBeVisible();
    const grid = await canvas.findByRole('table', { name: 'Api requests' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    for (const name of ['Name', 'URL', 'Payload', 'Platform', 'Created At']) {
      await expect(within(grid).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(canvas.getByText('1 / 4')).toBeVisible();
  },
};

/** Search on Enter, back to page 1. */
export const ApiRequestLogSearched: Story = {
  args: { path: '/d/api-request-log?page=2' },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'Api requests' });
    await waitFor(() => expect(canvas.getByText('2 / 4')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'login{Enter}');
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    await expect(within(grid).getAllByRole('row')).toHaveLength(14);
  },
};

export const ApiRequestLogEmpty: Story = {
  args: {
    path: '/d/api-request-log',
    api: { 'GET /api/api-request-log': apiRequestLogEndpoint(0) },
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'Api requests' });
    await expect(await within(grid).findByText('No Data')).toBeVisible();
  },
};

export const ApiRequestLogLoading: Story = {
  args: { path: '/d/api-request-log', api: { 'GET /api/api-request-log': 'never' } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'Api requests' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

export const ApiRequestLogFailure: Story = {
  args: {
    path: '/d/api-request-log',
    api: {
      'GET /api/api-request-log': {
        status: 500,
        body: { message: 'The database is not answering' },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Malay: Story = {
  args: { path: '/d/error-log' },
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log Ralat' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kosongkan Log' })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { path: '/d/api-request-log' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'Api requests' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
  },
};
