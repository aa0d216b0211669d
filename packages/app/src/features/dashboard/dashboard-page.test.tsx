import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { staffDashboard } from './dashboard-fixtures';

/** A guard whose session carries today's announcement. */
const guardWithAnnouncement = () => ({
  ...signedIn('guard'),
  announcement: { id: 7, title: 'Fire drill', msg: 'A fire drill is scheduled for Wednesday.' },
});

class StillWebSocket {
  onopen = null;
  onclose = null;
  onmessage = null;
  send() {}
  close() {}
}

beforeEach(() => vi.stubGlobal('WebSocket', StillWebSocket));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the dashboard route', () => {
  it("given today's announcement, when the dashboard opens, then it shows over the page", async () => {
    render(<StoryApp path="/d/dashboard" session={guardWithAnnouncement()} />);

    expect(await screen.findByRole('dialog', { name: 'Fire drill' })).toBeVisible();
  });

  it("given today's announcement, when /d/check-in opens the dashboard, then the check-in modal comes alone", async () => {
    render(<StoryApp path="/d/check-in" session={guardWithAnnouncement()} />);

    expect(await screen.findByRole('dialog', { name: 'Check In' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1, hidden: true })).toBeTruthy();
    // Radix hides the page from the accessibility tree under a modal: look for the text itself.
    expect(screen.queryByText('Fire drill')).toBeNull();
  });

  it('given a staff dashboard, when it shows, then Total Units links to the units list', async () => {
    render(
      <StoryApp
        path="/d/dashboard"
        session={signedIn('admin')}
        api={{ 'GET /api/dashboard': { body: staffDashboard } }}
      />,
    );

    expect(await screen.findByRole('link', { name: /Total Units/ })).toHaveAttribute(
      'href',
      '/d/units',
    );
  });
});
