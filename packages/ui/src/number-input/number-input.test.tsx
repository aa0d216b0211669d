import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput } from './number-input';

describe('NumberInput', () => {
  it('given a number above max typed, clamps it to max on blur', async () => {
    const onValueChange = vi.fn();
    render(<NumberInput aria-label="Age" min={0} max={120} onValueChange={onValueChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Age' });
    await userEvent.type(input, '150');
    await userEvent.tab();
    expect(input).toHaveValue('120');
    expect(onValueChange).toHaveBeenLastCalledWith(120);
  });

  it('given a number below min typed, clamps it to min on blur', async () => {
    render(<NumberInput aria-label="Age" min={0} max={120} />);
    const input = screen.getByRole('spinbutton', { name: 'Age' });
    await userEvent.type(input, '-4');
    await userEvent.tab();
    expect(input).toHaveValue('0');
  });

  it('steps up and down with ArrowUp and ArrowDown', async () => {
    render(<NumberInput aria-label="Age" defaultValue={5} />);
    const input = screen.getByRole('spinbutton', { name: 'Age' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(input).toHaveValue('6');
    expect(input).toHaveAttribute('aria-valuenow', '6');
  });

  it('given max, a step up stops at max', async () => {
    render(<NumberInput aria-label="Age" defaultValue={9} max={10} step={5} />);
    const input = screen.getByRole('spinbutton', { name: 'Age' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveValue('10');
  });

  it('given min, a step down stops at min', async () => {
    render(<NumberInput aria-label="Age" defaultValue={1} min={0} step={5} />);
    const input = screen.getByRole('spinbutton', { name: 'Age' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveValue('0');
  });

  it('given a decimal step, steps without floating-point noise', async () => {
    render(<NumberInput aria-label="Rate" defaultValue={0.1} step={0.2} />);
    const input = screen.getByRole('spinbutton', { name: 'Rate' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveValue('0.3');
  });

  it('steps with the buttons, named from labels', async () => {
    render(<NumberInput aria-label="Age" defaultValue={3} labels={{ increment: 'Tambah' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue('4');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue('3');
  });

  it('given emptied text, commits null on blur', async () => {
    const onValueChange = vi.fn();
    render(<NumberInput aria-label="Age" defaultValue={3} onValueChange={onValueChange} />);
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Age' }));
    await userEvent.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('given Enter in a plain form, submits the clamped number', async () => {
    const onSubmit = vi.fn((data: FormData) => data.get('age'));
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget));
        }}
      >
        <NumberInput aria-label="Age" name="age" max={120} />
      </form>,
    );
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Age' }), '200{Enter}');
    expect(onSubmit).toHaveReturnedWith('120');
  });
});
