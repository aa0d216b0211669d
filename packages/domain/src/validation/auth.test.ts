import { describe, expect, it } from 'vitest';
import { checkInErrors, forgotPasswordErrors, loginErrors } from './index';

describe('loginErrors', () => {
  it('given an empty form, asks to complete both fields', () => {
    expect(loginErrors({ email_username: '', password: '' })).toEqual({
      email_username: 'required',
      password: 'required',
    });
  });

  it('given a username and a 6-character password, passes', () => {
    expect(loginErrors({ email_username: 'aminah', password: 'abc123' })).toEqual({});
  });

  it('given a 5-character password, names the length rule', () => {
    expect(loginErrors({ email_username: 'aminah', password: 'abc12' }).password).toBe(
      'passwordLength',
    );
  });

  it('given a 3-character password, names the length rule', () => {
    expect(loginErrors({ email_username: 'aminah', password: 'abc' }).password).toBe(
      'passwordLength',
    );
  });

  it('given a 21-character password, names the length rule', () => {
    expect(loginErrors({ email_username: 'aminah', password: 'a'.repeat(21) }).password).toBe(
      'passwordLength',
    );
  });

  it('given a 20-character password, passes', () => {
    expect(loginErrors({ email_username: 'a@b.co', password: 'a'.repeat(20) })).toEqual({});
  });
});

describe('forgotPasswordErrors', () => {
  it('given no e-mail, asks for a valid address', () => {
    expect(forgotPasswordErrors({ email: '' })).toEqual({
      email: 'email',
    });
  });

  it('given an e-mail, passes', () => {
    expect(forgotPasswordErrors({ email: 'aminah@example.com' })).toEqual({});
  });
});

describe('checkInErrors', () => {
  it('given no QR code, asks to complete the field', () => {
    expect(checkInErrors({ qrcode: ' ' })).toEqual({ qrcode: 'required' });
  });

  it('given a QR code, passes', () => {
    expect(checkInErrors({ qrcode: 'QR-8841' })).toEqual({});
  });
});
