import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BatchedSelect } from './batched-select';
import type { LoadOptions, SelectOption } from './use-option-batches';

const many: SelectOption[] = Array.from({ length: 10_000 }, (_, index) => ({
  value: `unit-${index + 1}`,
  label: `Unit ${index + 1}`,
}));
const few: SelectOption[] = [
  { value: 'maybank', label: 'Maybank' },
  { value: 'cimb', label: 'CIMB' },
  { value: 'rhb', label: 'RHB' },
];

/** Scrolls a listbox of 50 rows of 36 px, 288 px tall, to `top`. */
function scrollList(listbox: HTMLElement, top: number) {
  Object.defineProperty(listbox, 'scrollHeight', { configurable: true, value: 1800 });
  Object.defineProperty(listbox, 'clientHeight', { configurable: true, value: 288 });
  listbox.scrollTop = top;
  fireEvent.scroll(listbox);
}

function Labelled(props: React.ComponentProps<typeof BatchedSelect>) {
  return <BatchedSelect aria-label="Unit" {...props} />;
}

describe('BatchedSelect', () => {
  it('given 10,000 options, when opened, renders only the first batch of 50', async () => {
    render(<Labelled options={many} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
    expect(screen.getAllByRole('option')).toHaveLength(50);
  });

  it('given 10,000 options, when the list is scrolled to its end, renders one more batch (100)', async () => {
    render(<Labelled options={many} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
    scrollList(screen.getByRole('listbox'), 1512);
    expect(screen.getAllByRole('option')).toHaveLength(100);
  });

  it('given 10,000 options, when the list is scrolled only a little, renders no more than 50', async () => {
    render(<Labelled options={many} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
    scrollList(screen.getByRole('listbox'), 200);
    expect(screen.getAllByRole('option')).toHaveLength(50);
  });

  it('given an async source of 10,000, asks for 50 at a time and renders 50, then 100', async () => {
    const loadOptions = vi.fn<LoadOptions>(async ({ offset, limit, search }) => ({
      options: many.slice(offset, offset + limit),
      total: search ? 0 : many.length,
    }));
    render(<Labelled loadOptions={loadOptions} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
    expect(await screen.findAllByRole('option')).toHaveLength(50);
    expect(loadOptions).toHaveBeenLastCalledWith({ offset: 0, limit: 50, search: '' });

    scrollList(screen.getByRole('listbox'), 1512);
    await screen.findByRole('option', { name: 'Unit 100' });
    expect(screen.getAllByRole('option')).toHaveLength(100);
    expect(loadOptions).toHaveBeenLastCalledWith({ offset: 50, limit: 50, search: '' });
  });

  it('given an async source, while it loads, shows the loading label', async () => {
    let resolve: (value: { options: SelectOption[]; total: number }) => void = () => {};
    const loadOptions: LoadOptions = () => new Promise((done) => (resolve = done));
    render(<Labelled loadOptions={loadOptions} labels={{ loading: 'Memuatkan…' }} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
    expect(screen.getByRole('status')).toHaveTextContent('Memuatkan…');
    await act(async () => resolve({ options: few, total: 3 }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('given 5 options or fewer, shows no search box', async () => {
    render(<Labelled options={few} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('given more than 5 options, typing in the search box filters them', async () => {
    render(<Labelled options={many} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
    expect(screen.getByRole('searchbox', { name: 'Search options' })).toHaveFocus();
    await userEvent.keyboard('9999');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Unit 9999',
    ]);
  });

  it('given a search with no hits, shows the empty label', async () => {
    render(<Labelled options={many} labels={{ empty: 'Tiada pilihan' }} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
    await userEvent.keyboard('zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Tiada pilihan');
  });

  it('opens with ArrowDown, moves with arrows, Home and End, and chooses with Enter', async () => {
    const onValueChange = vi.fn();
    render(<Labelled options={many} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Unit' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = screen.getByRole('searchbox');
    const activeLabel = () =>
      document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeLabel()).toBe('Unit 1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeLabel()).toBe('Unit 3');
    await userEvent.keyboard('{End}');
    expect(activeLabel()).toBe('Unit 50');
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('unit-2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Unit 2');
  });

  it('opens with Enter and with Space', async () => {
    render(<Labelled options={few} />);
    const trigger = screen.getByRole('combobox', { name: 'Unit' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('chooses an option by pointer and marks it selected', async () => {
    render(<Labelled options={few} defaultValue="cimb" />);
    const trigger = screen.getByRole('combobox', { name: 'Unit' });
    expect(trigger).toHaveTextContent('CIMB');
    await userEvent.click(trigger);
    expect(screen.getByRole('option', { name: 'CIMB' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'RHB' }));
    expect(trigger).toHaveTextContent('RHB');
  });

  it('given no value, shows the placeholder', () => {
    render(<Labelled options={few} labels={{ placeholder: 'Pilih bank' }} />);
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveTextContent('Pilih bank');
  });

  it('given disabled, does not open', async () => {
    render(<Labelled options={few} disabled />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }), {
      pointerEventsCheck: 0,
    });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('given a name, submits the chosen value with a plain form', async () => {
    const onSubmit = vi.fn((data: FormData) => data.get('bank'));
    render(
      <form
        aria-label="Payment"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget));
        }}
      >
        <Labelled options={few} name="bank" defaultValue="rhb" />
        <button type="submit">Send</button>
      </form>,
    );
    await userEvent.click(within(screen.getByRole('form')).getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveReturnedWith('rhb');
  });
});
