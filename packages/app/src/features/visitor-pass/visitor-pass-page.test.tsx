import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeEndpoint } from '../../testing/fake-api';
import { StoryApp } from '../../testing/story-app';
import { checkedInPass, upcomingPass } from './visitor-pass-fixtures';

const PASS_PATH = '/api/public/visitors/K7Q2M9X4T1VB';

function openPass(qrcode: string, endpoint: FakeEndpoint, path = `/api/public/visitors/${qrcode}`) {
  return render(<StoryApp path={`/visitors/${qrcode}`} api={{ [`GET ${path}`]: endpoint }} />);
}

describe('the public visitor pass page', () => {
  it('given a code, when the page opens, then it asks the public endpoint through the client, with the app version', async () => {
    const endpoint = vi.fn(() => ({ body: upcomingPass }));
    openPass('K7Q2M9X4T1VB', endpoint);
    await screen.findByRole('heading', { name: "Nurul Aisyah's Visitor" });
    expect(endpoint).toHaveBeenCalledWith(
      expect.objectContaining({
        url: PASS_PATH,
        headers: expect.objectContaining({ 'X-App-Version': 'story', 'X-Platform': 'web_app' }),
      }),
    );
  });

  it('given the answer is on its way, when the page opens, then it says it is loading', async () => {
    openPass('K7Q2M9X4T1VB', 'never');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the visitor pass…');
  });

  it('given a pass not yet checked in, when it loads, then the validity dates show', async () => {
    openPass('K7Q2M9X4T1VB', { body: upcomingPass });
    expect(await screen.findByText('Valid From')).toBeInTheDocument();
    expect(screen.getByText('2026-11-03')).toBeInTheDocument();
    expect(screen.queryByText('Checked In')).not.toBeInTheDocument();
  });

  it('given a checked-in pass, when it loads, then the check-in time shows instead of the dates', async () => {
    openPass('K7Q2M9X4T1VB', { body: checkedInPass });
    expect(await screen.findByText('2026-11-02 08:47')).toBeInTheDocument();
    expect(screen.queryByText('Valid From')).not.toBeInTheDocument();
  });

  it('given the QR code and the visitor, when it loads, then both are shown', async () => {
    openPass('K7Q2M9X4T1VB', { body: upcomingPass });
    expect(await screen.findByRole('img', { name: 'Visitor pass QR code' })).toBeInTheDocument();
    expect(screen.getByText('Tan Wei Ming')).toBeInTheDocument();
    expect(screen.getByText('WXY 1234')).toBeInTheDocument();
  });

  it('given an unknown code, when the server answers 404, then the page says the pass does not exist', async () => {
    openPass('NOPE', { status: 404, body: { error: 'This visitor pass does not exist.' } });
    expect(await screen.findByText('This visitor pass does not exist')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('given the server fails, when the page opens, then it shows the error with a retry', async () => {
    openPass('K7Q2M9X4T1VB', { status: 500, body: { error: 'Database down' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('given the server fails, when the page shows it, then the app-wide error modal stays closed', async () => {
    openPass('K7Q2M9X4T1VB', { status: 500, body: { error: 'Database down' } });
    await screen.findByRole('alert');
    await expect(screen.findByRole('dialog', {}, { timeout: 300 })).rejects.toThrow();
  });

  it('given a reply that breaks the pass schema, when the page opens, then it shows the generic error', async () => {
    openPass('K7Q2M9X4T1VB', { body: { ...upcomingPass, host: null } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('heading', { name: /Visitor$/ })).not.toBeInTheDocument();
  });
});
