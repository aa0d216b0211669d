import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchToggle } from './search-toggle';

async function openBox() {
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  return screen.getByRole('searchbox', { name: 'Search' });
}

describe('SearchToggle', () => {
  it('when the search button is pressed, opens a focused search box', async () => {
    render(<SearchToggle onSearch={vi.fn()} />);
    const box = await openBox();
    expect(box).toHaveFocus();
  });

  it('when Enter is pressed, runs the search with the trimmed text', async () => {
    const onSearch = vi.fn();
    render(<SearchToggle onSearch={onSearch} />);
    await openBox();
    await userEvent.keyboard('  Tower C {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Tower C');
  });

  it('when typing without Enter, does not search', async () => {
    const onSearch = vi.fn();
    render(<SearchToggle onSearch={onSearch} />);
    await openBox();
    await userEvent.keyboard('Tower');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('given a search ran, when the box is emptied, restores the full list once', async () => {
    const onSearch = vi.fn();
    render(<SearchToggle onSearch={onSearch} />);
    const box = await openBox();
    await userEvent.keyboard('ab{Enter}');
    await userEvent.clear(box);
    await userEvent.keyboard('c{Backspace}');
    expect(onSearch.mock.calls).toEqual([['ab'], ['']]);
  });

  it('given the list is already full, when Enter is pressed on an empty box, does not search', async () => {
    const onSearch = vi.fn();
    render(<SearchToggle onSearch={onSearch} />);
    await openBox();
    await userEvent.keyboard('   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('given no search ran, when the box is emptied, does not search', async () => {
    const onSearch = vi.fn();
    render(<SearchToggle onSearch={onSearch} />);
    const box = await openBox();
    await userEvent.keyboard('ab');
    await userEvent.clear(box);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('given an empty box, when it loses focus, closes', async () => {
    render(
      <>
        <SearchToggle onSearch={vi.fn()} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await openBox();
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('given an empty box, when focus moves to its close button and on, closes', async () => {
    render(
      <>
        <SearchToggle onSearch={vi.fn()} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await openBox();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('given text in the box, when it loses focus, stays open', async () => {
    render(
      <>
        <SearchToggle onSearch={vi.fn()} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await openBox();
    await userEvent.keyboard('Tower');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Tower');
  });

  it('given a search ran, when Escape is pressed, closes, restores the list and refocuses the button', async () => {
    const onSearch = vi.fn();
    render(<SearchToggle onSearch={onSearch} />);
    await openBox();
    await userEvent.keyboard('Tower{Enter}{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('when the close button is pressed, clears and closes the box', async () => {
    const onOpenChange = vi.fn();
    render(<SearchToggle onSearch={vi.fn()} onOpenChange={onOpenChange} />);
    await openBox();
    await userEvent.keyboard('Tower');
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('given translated labels, names the button and the box from them', async () => {
    render(
      <SearchToggle
        onSearch={vi.fn()}
        labels={{ open: 'Cari', input: 'Kotak carian', placeholder: 'Cari' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(screen.getByRole('searchbox', { name: 'Kotak carian' })).toHaveFocus();
  });
});
