import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('given type password, hides the text until the toggle shows it', async () => {
    render(<Input type="password" aria-label="Password" defaultValue="s3cret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('given toggle labels, names the toggle with them', () => {
    render(
      <Input
        type="password"
        aria-label="Kata laluan"
        labels={{ showPassword: 'Tunjuk kata laluan' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Tunjuk kata laluan' })).toBeInTheDocument();
  });

  it('given type search, is a searchbox', () => {
    render(<Input type="search" aria-label="Search units" />);
    expect(screen.getByRole('searchbox', { name: 'Search units' })).toBeInTheDocument();
  });

  it('given a plain form, submits its value under its name', async () => {
    const onSubmit = vi.fn((data: FormData) => data.get('email'));
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget));
        }}
      >
        <Input type="email" name="email" aria-label="Email" />
        <button type="submit">Log in</button>
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.my{Enter}');
    expect(onSubmit).toHaveReturnedWith('a@b.my');
  });

  it('given the password toggle inside a form, pressing it does not submit', async () => {
    const onSubmit = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Input type="password" aria-label="Password" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
