import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MonthPicker } from './month-picker';

const malay = [
  'Januari',
  'Februari',
  'Mac',
  'April',
  'Mei',
  'Jun',
  'Julai',
  'Ogos',
  'September',
  'Oktober',
  'November',
  'Disember',
];

describe('MonthPicker', () => {
  it('given a value, shows its month and year on the trigger', () => {
    render(<MonthPicker aria-label="Month" defaultValue="2026-03" />);
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('March 2026');
  });

  it('given Malay labels, shows Malay month names', async () => {
    render(<MonthPicker aria-label="Bulan" defaultValue="2026-08" labels={{ months: malay }} />);
    const trigger = screen.getByRole('combobox', { name: 'Bulan' });
    expect(trigger).toHaveTextContent('Ogos 2026');
    await userEvent.click(trigger);
    expect(screen.getByRole('button', { name: 'Disember' })).toBeInTheDocument();
  });

  it('given no value, shows the placeholder', () => {
    render(<MonthPicker aria-label="Month" labels={{ placeholder: 'Pilih bulan' }} />);
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('Pilih bulan');
  });

  it('chooses a month by click and reports it as yyyy-mm', async () => {
    const onValueChange = vi.fn();
    render(<MonthPicker aria-label="Month" defaultValue="2026-03" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next year' }));
    await userEvent.click(screen.getByRole('button', { name: 'May' }));
    expect(onValueChange).toHaveBeenCalledWith('2027-05');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('May 2027');
  });

  it('moves through the grid with the arrow keys and chooses with Enter', async () => {
    const onValueChange = vi.fn();
    render(<MonthPicker aria-label="Month" defaultValue="2026-11" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    expect(screen.getByRole('button', { name: 'November' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'December' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('grid', { name: '2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'January' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('2027-03');
  });

  it('moves up a row with ArrowUp', async () => {
    render(<MonthPicker aria-label="Month" defaultValue="2026-05" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'February' })).toHaveFocus();
  });

  it('given min and max, does not choose a month outside them', async () => {
    const onValueChange = vi.fn();
    render(
      <MonthPicker
        aria-label="Month"
        defaultValue="2026-05"
        min="2026-03"
        max="2026-06"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    const july = screen.getByRole('button', { name: 'July' });
    expect(july).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(july);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('marks the chosen month selected in the grid', async () => {
    render(<MonthPicker aria-label="Month" defaultValue="2026-04" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    expect(screen.getByRole('gridcell', { name: 'April' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('given a name, submits yyyy-mm with a plain form', async () => {
    const onSubmit = vi.fn((data: FormData) => data.get('date'));
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget));
        }}
      >
        <MonthPicker aria-label="Month" name="date" defaultValue="2026-10" />
        <button type="submit">Generate</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(onSubmit).toHaveReturnedWith('2026-10');
  });
});
