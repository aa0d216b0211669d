import type { ApiFailure } from '@strata/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signedIn } from '../testing/session-fixtures';
import { StoryApp } from '../testing/story-app';
import { PlaceholderScreen, storyRoutes } from '../testing/story-routes';
import { useHandleFailure } from './api';
import { activateLocale } from './i18n';

/** Hands one failure to the central handler, as a screen's call would. */
function Fails({ failure }: { failure: ApiFailure }) {
  const handle = useHandleFailure();
  useEffect(() => handle(failure), [handle, failure]);
  return <PlaceholderScreen title="Payments" />;
}

function appFailing(failure: ApiFailure) {
  return storyRoutes({
    shell: [{ path: 'payments', element: <Fails failure={failure} /> }],
    public: [{ path: '/d/login', element: <PlaceholderScreen title="Sign in" /> }],
  });
}

const meta = {
  title: 'App/Error Catalogue',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/payments',
    session: signedIn('admin'),
    reload: fn(),
    routes: appFailing({ kind: 'bad-request', status: 400, message: 'Receipt is required' }),
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const BadRequest: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toHaveTextContent('Receipt is required');
  },
};

export const OtherErrorWithoutText: Story = {
  args: {
    routes: appFailing({ kind: 'server-error', status: 500, message: 'Something went wrong' }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toHaveTextContent('Something went wrong');
  },
};

export const OtherErrorMalay: Story = {
  globals: { locale: 'ms' },
  args: {
    routes: appFailing({ kind: 'server-error', status: 500, message: 'Something went wrong' }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Ralat' });
    await expect(dialog).toHaveTextContent('Berlaku kesilapan');
  },
};

export const ErrorFollowsLanguage: Story = {
  args: {
    routes: appFailing({ kind: 'server-error', status: 500, message: 'Something went wrong' }),
  },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('alertdialog', { name: 'Error' });
    // The language changes while the modal is open (another tab, the stored choice): the open
    // modal's title and message follow it.
    await activateLocale('ms', null);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Ralat' });
    await expect(dialog).toHaveTextContent('Berlaku kesilapan');
  },
};

export const Updates: Story = {
  args: {
    routes: appFailing({
      kind: 'updates',
      status: 409,
      message: 'A new version of Strata is available.',
    }),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Updates' });
    await expect(dialog).toHaveTextContent('A new version of Strata is available.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(args.reload).toHaveBeenCalledTimes(1);
  },
};

export const HoldOn: Story = {
  args: {
    routes: appFailing({ kind: 'hold-on', status: 429, message: 'Too many requests.' }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On!' });
    await expect(dialog).toHaveTextContent('Too many requests.');
  },
};

export const Timeout: Story = {
  args: {
    routes: appFailing({
      kind: 'timeout',
      message: 'This is taking too long. Please check your connection',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'This is taking too long. Please check your connection',
    );
  },
};

export const SessionEnded: Story = {
  args: {
    routes: appFailing({ kind: 'session-ended', status: 401, message: 'Unauthenticated' }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};
