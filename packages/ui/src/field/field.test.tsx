import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../checkbox/checkbox';
import { Input } from '../input/input';
import { Field } from './field';

describe('Field', () => {
  it('given a label, names its control by it', () => {
    render(
      <Field label="Email">
        <Input type="email" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });

  it('given a description, describes the control with it', () => {
    render(
      <Field label="Email" description="We send the password here.">
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send the password here.',
    );
  });

  it('given an error, marks the control invalid and describes it with the error too', () => {
    render(
      <Field label="Email" description="We send the password here." error="Invalid email">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We send the password here. Invalid email');
    expect(screen.getByText('Invalid email')).toBeVisible();
  });

  it('given no error, leaves the control valid', () => {
    render(
      <Field label="Email">
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('given required, marks the control required', () => {
    render(
      <Field label="Name" required>
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  });

  it('given horizontal orientation, labels a checkbox placed before its label', () => {
    render(
      <Field label="Send a copy by email" orientation="horizontal">
        <Checkbox />
      </Field>,
    );
    expect(screen.getByRole('checkbox', { name: 'Send a copy by email' })).toBeInTheDocument();
  });
});
