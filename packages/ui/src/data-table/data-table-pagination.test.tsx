import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTablePagination } from './data-table-pagination';

function button(name: string) {
  return screen.getByRole('button', { name });
}

describe('DataTablePagination', () => {
  it('given the first page, disables first and previous and enables next and last', () => {
    render(<DataTablePagination aria-label="Owners pages" total={612} />);
    expect(button('First page')).toBeDisabled();
    expect(button('Previous page')).toBeDisabled();
    expect(button('Next page')).toBeEnabled();
    expect(button('Last page')).toBeEnabled();
  });

  it('given the last page, disables next and last and enables first and previous', () => {
    render(<DataTablePagination aria-label="Owners pages" total={612} defaultPage={30} />);
    expect(button('First page')).toBeEnabled();
    expect(button('Previous page')).toBeEnabled();
    expect(button('Next page')).toBeDisabled();
    expect(button('Last page')).toBeDisabled();
  });

  it('given a single page, disables every button', () => {
    render(<DataTablePagination aria-label="Owners pages" total={7} />);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(button(name)).toBeDisabled();
    }
  });

  it('given 612 rows, shows 1 / 31 and the rows of the first page', () => {
    render(<DataTablePagination aria-label="Owners pages" total={612} />);
    expect(screen.getByText('1 / 31')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–20 of 612');
  });

  it('when next is pressed, moves to page 2 and announces rows 21–40', async () => {
    const onPageChange = vi.fn();
    render(
      <DataTablePagination aria-label="Owners pages" total={612} onPageChange={onPageChange} />,
    );
    await userEvent.click(button('Next page'));
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(screen.getByText('2 / 31')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 21–40 of 612');
  });

  it('when last is pressed, shows the short last page', async () => {
    render(<DataTablePagination aria-label="Owners pages" total={612} />);
    await userEvent.click(button('Last page'));
    expect(screen.getByText('31 / 31')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 601–612 of 612');
  });

  it('when last is pressed by keyboard, keeps focus on the previous button', async () => {
    render(<DataTablePagination aria-label="Owners pages" total={612} />);
    button('Last page').focus();
    await userEvent.keyboard('{Enter}');
    expect(button('Previous page')).toHaveFocus();
  });

  it('given a controlled page, shows it and leaves changes to the owner', async () => {
    const onPageChange = vi.fn();
    render(
      <DataTablePagination
        aria-label="Owners pages"
        total={612}
        page={4}
        onPageChange={onPageChange}
      />,
    );
    await userEvent.click(button('First page'));
    expect(onPageChange).toHaveBeenCalledWith(0);
    expect(screen.getByText('5 / 31')).toBeVisible();
  });

  it('given an owner that follows changes, moves back with previous', async () => {
    function Owner() {
      const [page, setPage] = useState(3);
      return (
        <DataTablePagination
          aria-label="Owners pages"
          total={612}
          page={page}
          onPageChange={setPage}
        />
      );
    }
    render(<Owner />);
    await userEvent.click(button('Previous page'));
    expect(screen.getByText('3 / 31')).toBeVisible();
  });

  it('given no rows, shows no page and no buttons, only the empty status', () => {
    render(<DataTablePagination aria-label="Owners pages" total={0} />);
    expect(screen.getByRole('navigation', { name: 'Owners pages' })).toHaveAttribute(
      'data-state',
      'empty',
    );
    expect(screen.queryByText(/\d+ \/ \d+/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 0');
  });

  it('given no rows and a stale page, still shows the empty status', () => {
    render(<DataTablePagination aria-label="Owners pages" total={0} page={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 0');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('given 1 row, shows 1 / 1 with every button disabled', () => {
    render(<DataTablePagination aria-label="Owners pages" total={1} />);
    expect(screen.getByText('1 / 1')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–1 of 1');
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(button(name)).toBeDisabled();
    }
  });

  it('given 21 rows on the second page, shows 2 / 2 and the one row left', () => {
    render(<DataTablePagination aria-label="Owners pages" total={21} defaultPage={1} />);
    expect(screen.getByText('2 / 2')).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 21–21 of 21');
    expect(button('Next page')).toBeDisabled();
    expect(button('Previous page')).toBeEnabled();
  });

  it('given a page past the end, shows the last page instead', () => {
    render(<DataTablePagination aria-label="Owners pages" total={612} page={99} />);
    expect(screen.getByText('31 / 31')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 601–612 of 612');
  });

  it('given a page size other than 20, counts pages with it', () => {
    render(<DataTablePagination aria-label="Owners pages" total={612} pageSize={50} />);
    expect(screen.getByText('1 / 13')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–50 of 612');
  });

  it('names the navigation from its required label', () => {
    render(<DataTablePagination aria-label="Owners pages" total={40} />);
    expect(screen.getByRole('navigation', { name: 'Owners pages' })).toBeInTheDocument();
  });
});
