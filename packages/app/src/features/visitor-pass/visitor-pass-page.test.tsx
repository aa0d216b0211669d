import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import type { FetchLike } from './public-pass';
import { checkedInPass, upcomingPass } from './visitor-pass-fixtures';
import { VisitorPassPage } from './visitor-pass-page';

function answer(status: number, body: unknown): FetchLike {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

function openPass(qrcode: string, fetchImpl: FetchLike) {
  i18n.activate('en');
  return render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[`/visitors/${qrcode}`]}>
          <Routes>
            <Route path="/visitors/:qrcode" element={<VisitorPassPage fetchImpl={fetchImpl} />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </I18nProvider>,
  );
}

describe('the public visitor pass page', () => {
  it('given a code, when the page opens, then it asks the public endpoint for that pass', async () => {
    const fetchImpl = answer(200, upcomingPass);
    openPass('K7Q2M9X4T1VB', fetchImpl);
    await screen.findByRole('heading', { name: "Nurul Aisyah's Visitor" });
    expect(fetchImpl).toHaveBeenCalledWith('/api/public/visitors/K7Q2M9X4T1VB', expect.anything());
  });

  it('given the answer is on its way, when the page opens, then it says it is loading', () => {
    openPass('K7Q2M9X4T1VB', () => new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the visitor pass…');
  });

  it('given a pass not yet checked in, when it loads, then the validity dates show', async () => {
    openPass('K7Q2M9X4T1VB', answer(200, upcomingPass));
    expect(await screen.findByText('Valid From')).toBeInTheDocument();
    expect(screen.getByText('2026-11-03')).toBeInTheDocument();
    expect(screen.queryByText('Checked In')).not.toBeInTheDocument();
  });

  it('given a checked-in pass, when it loads, then the check-in time shows instead of the dates', async () => {
    openPass('K7Q2M9X4T1VB', answer(200, checkedInPass));
    expect(await screen.findByText('2026-11-02 08:47')).toBeInTheDocument();
    expect(screen.queryByText('Valid From')).not.toBeInTheDocument();
  });

  it('given the QR code and the visitor, when it loads, then both are shown', async () => {
    openPass('K7Q2M9X4T1VB', answer(200, upcomingPass));
    expect(await screen.findByRole('img', { name: 'Visitor pass QR code' })).toBeInTheDocument();
    expect(screen.getByText('Tan Wei Ming')).toBeInTheDocument();
    expect(screen.getByText('WXY 1234')).toBeInTheDocument();
  });

  it('given an unknown code, when the server answers 404, then the page says the pass does not exist', async () => {
    openPass('NOPE', answer(404, { error: 'This visitor pass does not exist.' }));
    expect(await screen.findByText('This visitor pass does not exist')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('given the server fails, when the page opens, then it shows the error with a retry', async () => {
    openPass('K7Q2M9X4T1VB', answer(500, { error: 'Database down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('given no network, when the page opens, then it shows the error', async () => {
    openPass('K7Q2M9X4T1VB', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
