import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { Switch } from './switch';

// Radix sizes the hidden form input with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('Switch', () => {
  it('given a Field label, is named by it and turns on by click, off by Space', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Field label="Visitors service" orientation="horizontal">
        <Switch onCheckedChange={onCheckedChange} />
      </Field>,
    );
    const control = screen.getByRole('switch', { name: 'Visitors service' });
    await userEvent.click(control);
    expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('given a plain form, submits "on" under its name when on', async () => {
    const onSubmit = vi.fn((data: FormData) => data.get('visitors'));
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget));
        }}
      >
        <Switch aria-label="Visitors" name="visitors" defaultChecked />
        <button type="submit">Save</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveReturnedWith('on');
  });
});
