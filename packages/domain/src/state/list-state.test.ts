import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ListState, pageIndicator, rowNumber, totalPages } from './list-state';

describe('rowNumber', () => {
  it('given page 0, then rows count from 1', () => {
    expect(rowNumber(0, 0)).toBe(1);
    expect(rowNumber(0, 19)).toBe(20);
  });

  it('given page 2 and row 0, then the row is number 41', () => {
    expect(rowNumber(2, 0)).toBe(41);
  });

  it('given another page size, then numbering follows it', () => {
    expect(rowNumber(1, 4, 10)).toBe(15);
  });

  it('numbers rows one after another across pages', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.integer({ min: 0, max: 19 }), (page, index) => {
        expect(rowNumber(page, index)).toBe(page * 20 + index + 1);
        expect(rowNumber(page, index) + 20).toBe(rowNumber(page + 1, index));
      }),
    );
  });
});

describe('totalPages', () => {
  it('given no rows, then there are no pages', () => {
    expect(totalPages(0)).toBe(0);
  });

  it('given 20 rows, then there is one page', () => {
    expect(totalPages(20)).toBe(1);
  });

  it('given 21 rows, then there are two pages', () => {
    expect(totalPages(21)).toBe(2);
  });

  it('given 612 rows, then there are 31 pages', () => {
    expect(totalPages(612)).toBe(31);
  });

  it('given a nonsense total or page size, then there are no pages', () => {
    expect(totalPages(Number.NaN)).toBe(0);
    expect(totalPages(-5)).toBe(0);
    expect(totalPages(40, 0)).toBe(0);
  });
});

describe('ListState', () => {
  it('given a new list, then it starts on page 0, 20 a page, with no search', () => {
    const list = new ListState();

    expect(list.getSnapshot()).toEqual({
      page: 0,
      pageSize: 20,
      searchText: '',
      search: '',
      total: 0,
      totalPages: 0,
    });
  });

  it('given typing in the search box, then the rows are not filtered until Enter', () => {
    const list = new ListState();

    list.changeSearchText('Block A');

    expect(list.getSnapshot().searchText).toBe('Block A');
    expect(list.getSnapshot().search).toBe('');
  });

  it('given a list on page 3, when a search is submitted, then it filters and returns to page 0', () => {
    const list = new ListState({ total: 200 });
    list.setPage(3);

    list.submitSearch('  Block A ');

    expect(list.getSnapshot()).toMatchObject({
      page: 0,
      search: 'Block A',
      searchText: '  Block A ',
    });
  });

  it('given an active search, when a new search is submitted, then it returns to page 0', () => {
    const list = new ListState({ total: 200 });
    list.submitSearch('Block A');
    list.setPage(2);

    list.submitSearch('Block B');

    expect(list.getSnapshot()).toMatchObject({ page: 0, search: 'Block B' });
  });

  it('given an active search on page 2, when the box is emptied, then the full list returns at page 0', () => {
    const list = new ListState({ total: 200 });
    list.submitSearch('Block A');
    list.setPage(2);

    list.changeSearchText('');

    expect(list.getSnapshot()).toMatchObject({ page: 0, search: '', searchText: '' });
  });

  it('given no active search, when the box is emptied, then the page stays', () => {
    const list = new ListState({ total: 200 });
    list.changeSearchText('Blo');
    list.setPage(2);

    list.changeSearchText('');

    expect(list.getSnapshot()).toMatchObject({ page: 2, search: '', searchText: '' });
  });

  it('given an active search, when the box holds only spaces, then the full list returns', () => {
    const list = new ListState({ total: 200 });
    list.submitSearch('Block A');

    list.changeSearchText('   ');

    expect(list.getSnapshot().search).toBe('');
  });

  it('given 612 rows, then there are 31 pages', () => {
    const list = new ListState();

    list.setTotal(612);

    expect(list.totalPages).toBe(31);
    expect(list.getSnapshot().totalPages).toBe(31);
  });

  it('given 612 rows, when asked for page 40, then it stops at the last page, 30', () => {
    const list = new ListState({ total: 612 });

    list.setPage(40);

    expect(list.getSnapshot().page).toBe(30);
  });

  it('given any list, when asked for a negative page, then it stays at page 0', () => {
    const list = new ListState({ total: 612 });

    list.setPage(-1);

    expect(list.getSnapshot().page).toBe(0);
  });

  it('given a fractional or non-number page, then it is rounded down or reset to 0', () => {
    const list = new ListState({ total: 612 });

    list.setPage(2.7);
    expect(list.getSnapshot().page).toBe(2);
    list.setPage(Number.NaN);
    expect(list.getSnapshot().page).toBe(0);
  });

  it('given the last page, when the total shrinks, then the page moves back to the new last page', () => {
    const list = new ListState({ total: 41 });
    list.setPage(2);

    list.setTotal(40);

    expect(list.getSnapshot()).toMatchObject({ page: 1, total: 40, totalPages: 2 });
  });

  it('given a nonsense total, then it counts as no rows', () => {
    const list = new ListState({ total: 41 });

    list.setTotal(Number.NaN);

    expect(list.getSnapshot()).toMatchObject({ total: 0, totalPages: 0, page: 0 });
  });

  it('given a page from the URL and no total yet, then the page is kept until the total is known', () => {
    const list = new ListState({ page: 4, search: ' lobby ' });

    expect(list.getSnapshot()).toMatchObject({ page: 4, search: 'lobby', searchText: 'lobby' });
    list.setTotal(30);
    expect(list.getSnapshot().page).toBe(1);
  });

  it('given a page and a total up front, then the page is clamped at once', () => {
    const list = new ListState({ page: 9, total: 30, pageSize: 10 });

    expect(list.getSnapshot()).toMatchObject({ page: 2, pageSize: 10, totalPages: 3 });
  });

  it('given a subscriber, when the page changes, then it is told and gets a new snapshot', () => {
    const list = new ListState({ total: 100 });
    const before = list.getSnapshot();
    const listener = vi.fn();
    list.subscribe(listener);

    list.setPage(1);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(list.getSnapshot()).not.toBe(before);
  });

  it('given a subscriber, when nothing changes, then it is not told and the snapshot is the same', () => {
    const list = new ListState({ total: 100 });
    const before = list.getSnapshot();
    const listener = vi.fn();
    list.subscribe(listener);

    list.setPage(0);
    list.setTotal(100);

    expect(listener).not.toHaveBeenCalled();
    expect(list.getSnapshot()).toBe(before);
  });

  it('given an unsubscribed listener, when the page changes, then it is not told', () => {
    const list = new ListState({ total: 100 });
    const listener = vi.fn();
    list.subscribe(listener)();

    list.setPage(1);

    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the page within [0, last page] whatever happens', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('page' as const), page: fc.integer({ min: -50, max: 500 }) }),
      fc.record({ kind: fc.constant('total' as const), total: fc.integer({ min: 0, max: 5000 }) }),
      fc.record({ kind: fc.constant('search' as const), text: fc.string() }),
      fc.record({ kind: fc.constant('type' as const), text: fc.string() }),
    );
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        const list = new ListState();
        for (const step of actions) {
          if (step.kind === 'page') list.setPage(step.page);
          if (step.kind === 'total') list.setTotal(step.total);
          if (step.kind === 'search') list.submitSearch(step.text);
          if (step.kind === 'type') list.changeSearchText(step.text);
          const { page, totalPages: pages } = list.getSnapshot();
          expect(page).toBeGreaterThanOrEqual(0);
          expect(page).toBeLessThanOrEqual(Math.max(0, pages - 1));
        }
      }),
    );
  });

  it('always returns to page 0 after a submitted search', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.string(), (page, text) => {
        const list = new ListState({ total: 5000 });
        list.setPage(page);
        list.submitSearch(text);
        expect(list.getSnapshot().page).toBe(0);
        expect(list.getSnapshot().search).toBe(text.trim());
      }),
    );
  });
});

describe('pageIndicator', () => {
  it('given page 0 of 31, then it reads 1 / 31', () => {
    expect(pageIndicator(0, 31)).toBe('1 / 31');
  });

  it('given the last page, then it reads n / n', () => {
    expect(pageIndicator(30, 31)).toBe('31 / 31');
  });

  it('given no pages, then there is no indicator', () => {
    expect(pageIndicator(0, 0)).toBeNull();
  });
});

describe('ListState.restore', () => {
  it('given a reload at page 3 with a search, then the list keeps both and the box shows the search', () => {
    const list = new ListState();
    list.restore({ page: 3, search: ' tower ' });
    expect(list.getSnapshot()).toMatchObject({ page: 3, search: 'tower', searchText: 'tower' });
  });

  it('given a known total of 2 pages, when restoring page 9, then it stops at the last page', () => {
    const list = new ListState({ total: 30 });
    list.restore({ page: 9, search: '' });
    expect(list.getSnapshot().page).toBe(1);
  });
});
