import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { Checkbox } from './checkbox';

// Radix sizes the hidden form input with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('Checkbox', () => {
  it('toggles by click and by Space', async () => {
    render(<Checkbox aria-label="Owner" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Owner' });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });

  it('given a Field label, toggles when the label is clicked', async () => {
    render(
      <Field label="Remember me" orientation="horizontal">
        <Checkbox />
      </Field>,
    );
    await userEvent.click(screen.getByText('Remember me'));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('given a plain form, submits its value under its name when checked', async () => {
    const onSubmit = vi.fn((data: FormData) => data.get('remember'));
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget));
        }}
      >
        <Checkbox aria-label="Remember me" name="remember" value="yes" />
        <button type="submit">Log in</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveReturnedWith('yes');
  });

  it('given disabled, does not toggle', async () => {
    render(<Checkbox aria-label="Owner" disabled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Owner' }), {
      pointerEventsCheck: 0,
    });
    expect(screen.getByRole('checkbox', { name: 'Owner' })).not.toBeChecked();
  });
});
