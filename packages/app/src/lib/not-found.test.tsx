import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeRoutes } from '../testing/fake-api';
import { signedIn } from '../testing/session-fixtures';
import { StoryApp } from '../testing/story-app';
import { useApi } from './api';
import { isNotFound, NotFoundPage, recordId } from './not-found';

/** A detail screen as the app's are built: the record, its not-found page, or the failure. */
function UnitScreen() {
  const detail = useApi(['unit', 7], (client) => client.units.detail(7), { silent: true });
  if (isNotFound(detail.error)) {
    return <NotFoundPage title="Unit not found" listPath="/units" listLabel="Back to Units" />;
  }
  if (detail.error) return <p>Failed: {detail.error.message}</p>;
  return <p>Loading</p>;
}

function renderUnitScreen(api: FakeRoutes) {
  render(
    <StoryApp
      path="/units/7"
      session={signedIn('admin')}
      routes={[
        { path: '/units/7', element: <UnitScreen /> },
        { path: '/units', element: <h1>Units</h1> },
      ]}
      api={api}
    />,
  );
}

describe('NotFoundPage', () => {
  it('given the server answers 404, then the page names the record, explains, and offers no retry', async () => {
    renderUnitScreen({ 'GET /api/units/detail/7': { status: 404, body: { error: 'Gone' } } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Unit not found' })).toBeVisible();
    expect(
      screen.getByText(
        'It may have been removed, the link may be wrong, or it belongs to a property you cannot see.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('given the not-found page, when Back to Units is followed, then the list opens', async () => {
    renderUnitScreen({ 'GET /api/units/detail/7': { status: 404, body: { error: 'Gone' } } });

    await userEvent.click(await screen.findByRole('link', { name: 'Back to Units' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Units' })).toBeVisible();
  });

  it('given the server fails otherwise, then the screen shows its failure, not not-found', async () => {
    renderUnitScreen({ 'GET /api/units/detail/7': { status: 500, body: { error: 'Disk full' } } });

    expect(await screen.findByText('Failed: Disk full')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Unit not found' })).not.toBeInTheDocument();
  });
});

describe('isNotFound', () => {
  it('given a 404, then it is not found', () => {
    expect(isNotFound({ kind: 'server-error', message: 'Unit not found', status: 404 })).toBe(true);
  });

  it('given a 400, a 500 or no status, then it is not', () => {
    expect(isNotFound({ kind: 'bad-request', message: 'Bad', status: 400 })).toBe(false);
    expect(isNotFound({ kind: 'server-error', message: 'Down', status: 500 })).toBe(false);
    expect(isNotFound({ kind: 'network', message: 'Offline' })).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});

describe('recordId', () => {
  it('given a whole number above 0, then it is the id', () => {
    expect(recordId('999999')).toBe(999999);
    expect(recordId('2147483647')).toBe(2147483647);
    expect(recordId('007')).toBe(7);
  });

  it('given a segment that cannot name a record, then there is none', () => {
    expect(recordId('abc')).toBeNull();
    expect(recordId('0')).toBeNull();
    expect(recordId('1.5')).toBeNull();
    expect(recordId('1e3')).toBeNull();
    expect(recordId('2147483648')).toBeNull();
    expect(recordId('')).toBeNull();
  });
});
