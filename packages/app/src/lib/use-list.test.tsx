import type { Unit } from '@strata/domain';
import { DataTable, DataTablePagination, SearchToggle } from '@strata/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../testing/session-fixtures';
import { StoryApp } from '../testing/story-app';
import type { AppRoute } from './feature-routes';
import { queryKeys } from './query-keys';
import { useList } from './use-list';

/** 45 units U-01 … U-45 (three pages of 20); `search` filters by unit number. */
function unitsAnswer(url: string) {
  const query = new URL(url, 'http://test').searchParams;
  const page = Number(query.get('page') ?? 0);
  const search = query.get('search') ?? '';
  const all = Array.from({ length: 45 }, (_, index) => ({
    id: index + 1,
    unit_no: `U-${String(index + 1).padStart(2, '0')}`,
    level: null,
    block: null,
    square_feet: null,
    parking_lot: null,
    parking_lot_2: null,
    maintenance_amount: null,
    water_amount: null,
    other_amount: null,
    remark: null,
    user_id: null,
    user_id_2: null,
    user_id_3: null,
    user: null,
    property_id: Number(query.get('property_id') ?? 1),
    created_at: '2026-11-01 09:00:00',
    issue_on: null,
  }));
  const found = all.filter((unit) => unit.unit_no.includes(search));
  return {
    body: { data: found.slice(page * 20, page * 20 + 20), total: found.length, properties: [] },
  };
}

function UnitsList() {
  const list = useList<Unit>({
    queryKey: queryKeys.units.list,
    fetch: (api, { page, search, filters }) =>
      api.units.list({ page, search, property_id: filters?.property_id }),
    filters: ['property_id'],
  });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <main>
      <p data-testid="url">{location.search}</p>
      <p data-testid="indicator">{list.pageIndicator ?? 'none'}</p>
      <p data-testid="first-number">{list.rowNumber(0)}</p>
      <button onClick={() => list.setFilter('property_id', '2')}>Property 2</button>
      <button onClick={() => navigate(-1)}>Back</button>
      <SearchToggle {...list.searchToggle} />
      <DataTable
        aria-label="Units"
        columns={[{ id: 'unit_no', header: 'Unit No', cell: (unit: Unit) => unit.unit_no }]}
        getRowId={(unit) => String(unit.id)}
        {...list.table}
      />
      <DataTablePagination aria-label="Units pages" {...list.pagination} />
    </main>
  );
}

const routes: AppRoute[] = [{ path: '/d/units', element: <UnitsList /> }];

function renderAt(path: string, requests: string[] = []) {
  render(
    <StoryApp
      path={path}
      routes={routes}
      session={signedIn('admin')}
      api={{
        'GET /api/units': (request) => {
          requests.push(request.url);
          return unitsAnswer(request.url);
        },
      }}
    />,
  );
}

const firstRow = () => within(screen.getAllByRole('row')[1]!).getAllByRole('cell');

describe('useList', () => {
  it('given 45 units, when the list opens, then page 1 of 3 shows rows 1 to 20', async () => {
    renderAt('/d/units');

    await waitFor(() => expect(screen.getByRole('cell', { name: 'U-01' })).toBeVisible());
    expect(screen.getByTestId('indicator')).toHaveTextContent('1 / 3');
    expect(screen.getAllByRole('row')).toHaveLength(21);
  });

  it('given page 1, when the next page is asked for, then row numbers continue at 21 and the URL says page=2', async () => {
    renderAt('/d/units');
    await screen.findByRole('cell', { name: 'U-01' });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(screen.getByRole('cell', { name: 'U-21' })).toBeVisible());
    expect(firstRow()[0]).toHaveTextContent('21');
    expect(screen.getByTestId('first-number')).toHaveTextContent('21');
    expect(screen.getByTestId('indicator')).toHaveTextContent('2 / 3');
    // The data router commits the URL in a transition, a tick after the rows.
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('?page=2'));
  });

  it('given a URL with page=3 (a reload), when the list opens, then it shows the third page', async () => {
    const requests: string[] = [];
    renderAt('/d/units?page=3', requests);

    await waitFor(() => expect(screen.getByRole('cell', { name: 'U-41' })).toBeVisible());
    expect(firstRow()[0]).toHaveTextContent('41');
    expect(requests[0]).toContain('page=2');
  });

  it('given page 2, when Back is pressed, then page 1 returns', async () => {
    renderAt('/d/units');
    await screen.findByRole('cell', { name: 'U-01' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('cell', { name: 'U-21' });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(screen.getByRole('cell', { name: 'U-01' })).toBeVisible());
    expect(screen.getByTestId('indicator')).toHaveTextContent('1 / 3');
  });

  it('given page 3, when a search is submitted with Enter, then the list filters and returns to page 1', async () => {
    renderAt('/d/units?page=3');
    await screen.findByRole('cell', { name: 'U-41' });

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox'), 'U-1{Enter}');

    await waitFor(() => expect(screen.getByRole('cell', { name: 'U-10' })).toBeVisible());
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByTestId('indicator')).toHaveTextContent('1 / 1');
    // The data router commits the URL in a transition, a tick after the rows.
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('?search=U-1'));
  });

  it('given typing without Enter, then the rows are not filtered', async () => {
    const requests: string[] = [];
    renderAt('/d/units', requests);
    await screen.findByRole('cell', { name: 'U-01' });

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox'), 'U-4');

    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(requests).toHaveLength(1);
  });

  it('given an active search, when the box is emptied, then the full list returns', async () => {
    renderAt('/d/units?search=U-4');
    await screen.findByRole('cell', { name: 'U-40' });

    await userEvent.clear(screen.getByRole('searchbox'));

    await waitFor(() => expect(screen.getByRole('cell', { name: 'U-01' })).toBeVisible());
    expect(screen.getByTestId('indicator')).toHaveTextContent('1 / 3');
    // The data router commits the URL in a transition, a tick after the rows.
    await waitFor(() => expect(screen.getByTestId('url')).toBeEmptyDOMElement());
  });

  it('given page 2, when a filter is chosen, then it is sent and the list returns to page 1', async () => {
    const requests: string[] = [];
    renderAt('/d/units?page=2', requests);
    await screen.findByRole('cell', { name: 'U-21' });

    await userEvent.click(screen.getByRole('button', { name: 'Property 2' }));

    await waitFor(() => expect(requests.at(-1)).toContain('property_id=2'));
    expect(requests.at(-1)).toContain('page=0');
    // The data router commits the URL in a transition, a tick after the rows.
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('?property_id=2'));
    // Looked up again until it holds: the rows may render anew as the URL commits, and a cell
    // found before that is no longer in the document (a slow CI machine once met it there).
    await waitFor(() => expect(screen.getByRole('cell', { name: 'U-01' })).toBeVisible());
  });

  it('given a page past the end in the URL, when the total arrives, then the last page shows', async () => {
    renderAt('/d/units?page=9');

    await waitFor(() => expect(screen.getByRole('cell', { name: 'U-41' })).toBeVisible());
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('?page=3'));
  });

  it('given a failing call, then the table shows the failure with a retry', async () => {
    render(
      <StoryApp
        path="/d/units"
        routes={routes}
        session={signedIn('admin')}
        api={{ 'GET /api/units': { status: 500, body: { message: 'Database is down' } } }}
      />,
    );

    expect(await screen.findByText('Database is down')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("given a 400, then the error modal shows the server's text and the table keeps its retry", async () => {
    render(
      <StoryApp
        path="/d/units"
        routes={routes}
        session={signedIn('admin')}
        api={{
          'GET /api/units': { status: 400, body: { error: 'The property filter is not valid' } },
        }}
      />,
    );

    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('The property filter is not valid');
    // Behind the modal (hidden from the accessibility tree while it is open), the retry stays.
    expect(screen.getByRole('button', { name: 'Try again', hidden: true })).toBeInTheDocument();
  });

  it('given a 429, then the central "Hold On!" modal opens', async () => {
    render(
      <StoryApp
        path="/d/units"
        routes={routes}
        session={signedIn('admin')}
        api={{ 'GET /api/units': { status: 429, body: { message: 'Too many requests' } } }}
      />,
    );

    expect(await screen.findByRole('alertdialog', { name: 'Hold On!' })).toBeVisible();
  });

  it('given a 429, then its text shows once, in the modal, not again in the table', async () => {
    render(
      <StoryApp
        path="/d/units"
        routes={routes}
        session={signedIn('admin')}
        api={{ 'GET /api/units': { status: 429, body: { message: 'Too many requests' } } }}
      />,
    );

    const dialog = await screen.findByRole('alertdialog', { name: 'Hold On!' });
    expect(dialog).toHaveTextContent('Too many requests');
    expect(screen.getAllByText('Too many requests')).toHaveLength(1);
  });

  it('given a 400, then its text shows once, in the error modal, and the table keeps its retry', async () => {
    render(
      <StoryApp
        path="/d/units"
        routes={routes}
        session={signedIn('admin')}
        api={{ 'GET /api/units': { status: 400, body: { error: 'The search is too long' } } }}
      />,
    );

    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('The search is too long');
    expect(screen.getAllByText('The search is too long')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Try again', hidden: true })).toBeInTheDocument();
  });
});
