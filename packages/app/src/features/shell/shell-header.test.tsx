import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '../../app/router';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';

// The user menu's module arrives only when the test says so: its trigger is a stand-in until then.
const menuModule = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('./user-menu', async (importOriginal) => {
  await menuModule.arrived;
  return importOriginal();
});

beforeEach(() => {
  vi.stubGlobal(
    'WebSocket',
    class {
      send() {}
      close() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the header user menu', () => {
  it('given its code has not arrived, when the user presses Enter on the trigger, then the menu opens on its first item once it does', async () => {
    const routes = createAppRoutes({
      public: [],
      shell: [{ path: 'dashboard', element: <h1>Dashboard</h1> }],
    });
    render(<StoryApp path="/d/dashboard" routes={routes} session={signedIn('admin')} />);
    const trigger = await screen.findByRole('button', { name: /Admin/ });
    act(() => trigger.focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();

    await act(async () => menuModule.release());

    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My Profile' })),
    );
    expect(menu).toBeVisible();
  });
});
