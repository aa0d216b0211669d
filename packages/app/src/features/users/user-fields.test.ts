import { describe, expect, it } from 'vitest';
import { pendingEmail, userDraft, userDraftErrors, userPayload, userTypeOf } from './user-fields';
import { userFixture } from './user-fixtures';

const admin = userFixture('admins', 1, { role: 'Accountant' });
const owner = userFixture('owners', 0);

describe('userPayload', () => {
  it('given someone editing themselves, then the role is not sent (spec 001 §5)', () => {
    const payload = userPayload(userDraft(admin), { type: 'admins', mode: 'edit', self: true });
    expect(payload.role).toBeUndefined();
  });

  it('given an admin edited by another, then the chosen role is sent', () => {
    const payload = userPayload(
      { ...userDraft(admin), role: 'Manager' },
      {
        type: 'admins',
        mode: 'edit',
      },
    );
    expect(payload.role).toBe('Manager');
  });

  it('given an owner, then no role is sent', () => {
    expect(userPayload(userDraft(owner), { type: 'owners', mode: 'edit' }).role).toBeUndefined();
  });

  it('given no new password, then neither password nor current password is sent', () => {
    const draft = { ...userDraft(admin), current_password: 'typed anyway' };
    const payload = userPayload(draft, { type: 'admins', mode: 'edit', self: true });
    expect(payload.password).toBeUndefined();
    expect(payload.current_password).toBeUndefined();
  });

  it("given a new password of one's own, then the current one goes with it", () => {
    const draft = { ...userDraft(admin), password: 'newpass1', current_password: 'demo1234' };
    const payload = userPayload(draft, { type: 'admins', mode: 'edit', self: true });
    expect(payload).toMatchObject({ password: 'newpass1', current_password: 'demo1234' });
  });

  it("given a new e-mail of one's own, then the current password goes with it and is required", () => {
    const draft = { ...userDraft(admin), email: 'new@demo.test', current_password: 'demo1234' };
    const mode = { type: 'admins', mode: 'edit', self: true } as const;
    expect(userPayload(draft, mode).current_password).toBe('demo1234');
    expect(userDraftErrors({ ...draft, current_password: '' }, mode).current_password).toBe(
      'required',
    );
  });

  it("given one's own e-mail in another case, then no current password is asked", () => {
    const draft = { ...userDraft(admin), email: userDraft(admin).email.toUpperCase() };
    const mode = { type: 'admins', mode: 'edit', self: true } as const;
    expect(userDraftErrors(draft, mode).current_password).toBeUndefined();
  });

  it("given an admin setting an owner's password, then no current password is sent", () => {
    const draft = { ...userDraft(owner), password: 'newpass1', current_password: 'x' };
    expect(userPayload(draft, { type: 'owners', mode: 'edit' }).current_password).toBeUndefined();
  });

  it('given blanks, then optional texts are left out and the property only for a super user', () => {
    const draft = { ...userDraft(owner), ic: '  ', emergency_contact: '', property_id: '2' };
    const payload = userPayload(draft, { type: 'owners', mode: 'create' });
    expect(payload.ic).toBeUndefined();
    expect(payload.emergency_contact).toBeUndefined();
    expect(payload).not.toHaveProperty('property_id');
    expect(
      userPayload(draft, { type: 'owners', mode: 'create', choosesProperty: true }).property_id,
    ).toBe(2);
  });
});

describe('userDraftErrors', () => {
  it('given a new owner without IC and a username with a dot, then both are refused', () => {
    const draft = { ...userDraft(owner), ic: '', username: 'tan.mei' };
    expect(userDraftErrors(draft, { type: 'owners', mode: 'create' })).toEqual({
      ic: 'required',
      username: 'usernameSpecialCharacter',
    });
  });

  it('given an existing username with a dot, then it is not checked again when editing', () => {
    const draft = { ...userDraft(owner), username: 'old.name' };
    expect(userDraftErrors(draft, { type: 'owners', mode: 'edit' })).toEqual({});
  });

  it("given a new password of one's own without the current one, then the current is required", () => {
    const draft = { ...userDraft(admin), password: 'newpass1' };
    expect(userDraftErrors(draft, { type: 'admins', mode: 'edit', self: true })).toEqual({
      current_password: 'required',
    });
    expect(userDraftErrors(draft, { type: 'admins', mode: 'edit' })).toEqual({});
  });

  it('given an admin without a role, then it is required except for oneself', () => {
    const draft = { ...userDraft(admin), role: '' };
    expect(userDraftErrors(draft, { type: 'admins', mode: 'edit' })).toEqual({ role: 'select' });
    expect(userDraftErrors(draft, { type: 'admins', mode: 'edit', self: true })).toEqual({});
  });

  it('given a super user adding without a property, then the property is asked for', () => {
    const draft = { ...userDraft(owner), property_id: '' };
    expect(
      userDraftErrors(draft, { type: 'owners', mode: 'create', choosesProperty: true }),
    ).toEqual({ property_id: 'select' });
  });
});

describe('userTypeOf', () => {
  it('given a route path, then its type', () => {
    expect(userTypeOf('/d/admins/12')).toBe('admins');
    expect(userTypeOf('/d/owners')).toBe('owners');
  });
});

describe('pendingEmail', () => {
  it("given one's new e-mail saved while the server still answers the old one, then the new one waits for its link", () => {
    const draft = { ...userDraft(admin), email: ' New.Address@demo.test ' };
    expect(pendingEmail(draft, { email: admin.email })).toBe('New.Address@demo.test');
  });

  it('given the server answers the new e-mail, then nothing waits', () => {
    const draft = { ...userDraft(admin), email: 'new.address@demo.test' };
    expect(pendingEmail(draft, { email: 'new.address@demo.test' })).toBeNull();
  });

  it('given the e-mail unchanged but for its case, then nothing waits', () => {
    const draft = { ...userDraft(admin), email: admin.email.toUpperCase() };
    expect(pendingEmail(draft, { email: admin.email })).toBeNull();
  });
});
