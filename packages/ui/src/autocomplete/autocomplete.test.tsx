import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autocomplete, type AutocompleteItem } from './autocomplete';

const owners: AutocompleteItem[] = [
  { value: 'u1', label: 'Aisyah Rahman', description: 'A-12-03' },
  { value: 'u2', label: 'Aiman Tan', description: 'B-07-11' },
];

/** Types `text` one key at a time, as a person would (fireEvent: fake timers stay in charge). */
function typeKeys(input: HTMLElement, text: string) {
  let value = (input as HTMLInputElement).value;
  for (const key of text) {
    fireEvent.keyDown(input, { key });
    value += key;
    fireEvent.change(input, { target: { value } });
    fireEvent.keyUp(input, { key });
  }
}

describe('Autocomplete search timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('given typing, searches once, 200 ms after the last key', () => {
    const onSearch = vi.fn();
    render(<Autocomplete aria-label="Owner" onSearch={onSearch} />);
    const input = screen.getByRole('combobox', { name: 'Owner' });
    typeKeys(input, 'Ai');
    act(() => vi.advanceTimersByTime(150));
    typeKeys(input, 's');
    act(() => vi.advanceTimersByTime(199));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Ais');
  });

  it('given an injected delay, waits that long instead', () => {
    const onSearch = vi.fn();
    render(<Autocomplete aria-label="Owner" onSearch={onSearch} delay={500} />);
    typeKeys(screen.getByRole('combobox', { name: 'Owner' }), 'Ais');
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('Ais');
  });

  it('given only spaces, never searches', () => {
    const onSearch = vi.fn();
    render(<Autocomplete aria-label="Owner" onSearch={onSearch} />);
    typeKeys(screen.getByRole('combobox', { name: 'Owner' }), '   ');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with the trimmed text', () => {
    const onSearch = vi.fn();
    render(<Autocomplete aria-label="Owner" onSearch={onSearch} />);
    typeKeys(screen.getByRole('combobox', { name: 'Owner' }), '  Ais ');
    act(() => vi.advanceTimersByTime(200));
    expect(onSearch).toHaveBeenCalledWith('Ais');
  });

  it.each([
    'ArrowDown',
    'ArrowUp',
    'ArrowLeft',
    'ArrowRight',
    'Escape',
    'Tab',
    'Shift',
    'Meta',
    'Control',
  ])('given text already searched, pressing %s does not search again', (key) => {
    const onSearch = vi.fn();
    render(<Autocomplete aria-label="Owner" onSearch={onSearch} />);
    const input = screen.getByRole('combobox', { name: 'Owner' });
    typeKeys(input, 'Ais');
    act(() => vi.advanceTimersByTime(200));
    expect(onSearch).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input, { key });
    fireEvent.keyUp(input, { key });
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});

describe('Autocomplete choosing', () => {
  it('given results, lists them and chooses one with arrows and Enter', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(
      <Autocomplete
        aria-label="Owner"
        onSearch={async () => owners}
        delay={0}
        onSelect={onSelect}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Owner' });
    await user.type(input, 'Ai');
    await screen.findByRole('listbox');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Aiman Tan/ }).id,
    );
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(owners[1]);
    expect(input).toHaveValue('Aiman Tan');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses a result by click', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(
      <Autocomplete
        aria-label="Owner"
        onSearch={async () => owners}
        delay={0}
        onSelect={onSelect}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Owner' }), 'Ai');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('option', { name: /Aisyah Rahman/ }));
    expect(onSelect).toHaveBeenCalledWith(owners[0]);
  });

  it('given a search with no hits, shows the no-results label', async () => {
    const user = userEvent.setup();
    render(
      <Autocomplete
        aria-label="Owner"
        onSearch={async () => []}
        delay={0}
        labels={{ noResults: 'Tiada keputusan' }}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Owner' }), 'zz');
    expect(await screen.findByText('Tiada keputusan')).toHaveAttribute('role', 'status');
  });

  it('given controlled items and loading, shows what the caller passes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Autocomplete aria-label="Owner" onSearch={() => undefined} delay={0} loading items={[]} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Owner' }), 'Ai');
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    rerender(
      <Autocomplete aria-label="Owner" onSearch={() => undefined} delay={0} items={owners} />,
    );
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('closes the list with Escape', async () => {
    const user = userEvent.setup();
    render(<Autocomplete aria-label="Owner" onSearch={async () => owners} delay={0} />);
    const input = screen.getByRole('combobox', { name: 'Owner' });
    await user.type(input, 'Ai');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
