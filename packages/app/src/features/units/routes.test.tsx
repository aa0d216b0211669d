import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '../../app/router';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { routes } from './routes';

beforeEach(() => {
  // The signed-in layout's realtime connection has no server here.
  vi.stubGlobal(
    'WebSocket',
    class {
      close() {}
      send() {}
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('the units routes', () => {
  it('given /d/unit (spec 000 §2), when a staff member opens it, then the units list shows, not the dashboard', async () => {
    const shell = [
      { path: 'dashboard', element: <h1>Dashboard</h1> },
      ...routes.shell.filter((route) => route.path !== 'units'),
      { path: 'units', element: <h1>Units Management</h1> },
    ];
    render(
      <StoryApp
        path="/d/unit"
        routes={createAppRoutes({ public: [], shell })}
        session={signedIn('admin')}
      />,
    );

    expect(await screen.findByRole('heading', { name: 'Units Management' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
