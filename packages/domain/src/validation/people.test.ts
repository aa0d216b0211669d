import { describe, expect, it } from 'vitest';
import {
  accessCardErrors,
  canAssignOwner,
  defaultVisitorEndDate,
  propertyFormErrors,
  unitFormErrors,
  userFormErrors,
  visitorFormErrors,
  type UserForm,
} from './index';

const person: UserForm = {
  name: 'Aminah',
  username: 'aminah',
  email: 'aminah@example.com',
  contact: '0123456789',
  ic: '900101-14-5678',
  gender: 'Female',
  marital_status: 'Single',
  role: 'Admin',
  password: '',
};

describe('userFormErrors', () => {
  it('given a complete new owner, passes', () => {
    expect(userFormErrors(person, { type: 'owners', mode: 'create' })).toEqual({});
  });

  it('given an empty new admin, names each required field with its message', () => {
    const empty = {
      name: '',
      username: '',
      email: '',
      contact: '',
      ic: '',
      gender: null,
      marital_status: null,
      role: null,
      password: '',
    };
    expect(userFormErrors(empty, { type: 'admins', mode: 'create' })).toEqual({
      name: 'required',
      username: 'required',
      email: 'email',
      contact: 'required',
      gender: 'select',
      marital_status: 'select',
      role: 'select',
    });
  });

  it('given a new username with a special character, refuses it', () => {
    expect(
      userFormErrors({ ...person, username: 'aminah.k' }, { type: 'owners', mode: 'create' }),
    ).toEqual({ username: 'usernameSpecialCharacter' });
  });

  it('given an edit, neither requires nor checks the username', () => {
    expect(userFormErrors({ ...person, username: '' }, { type: 'owners', mode: 'edit' })).toEqual(
      {},
    );
    expect(
      userFormErrors({ ...person, username: 'old.name' }, { type: 'owners', mode: 'edit' }),
    ).toEqual({});
  });

  it('given an owner without IC, asks to complete it; an admin needs none', () => {
    expect(userFormErrors({ ...person, ic: '' }, { type: 'owners', mode: 'edit' })).toEqual({
      ic: 'required',
    });
    expect(userFormErrors({ ...person, ic: '' }, { type: 'admins', mode: 'edit' })).toEqual({});
  });

  it('given an admin editing themself without a role, passes because the role is locked', () => {
    expect(
      userFormErrors({ ...person, role: '' }, { type: 'admins', mode: 'edit', self: true }),
    ).toEqual({});
  });

  it('given an owner without a role, passes because owners have no role select', () => {
    expect(userFormErrors({ ...person, role: '' }, { type: 'owners', mode: 'edit' })).toEqual({});
  });

  it('given a password typed shorter than 6 or longer than 20, says it must be 6 to 20', () => {
    const context = { type: 'owners', mode: 'edit' } as const;
    expect(userFormErrors({ ...person, password: '12345' }, context)).toEqual({
      password: 'passwordLength',
    });
    expect(userFormErrors({ ...person, password: 'x'.repeat(21) }, context)).toEqual({
      password: 'passwordLength',
    });
    expect(userFormErrors({ ...person, password: 'secret1' }, context)).toEqual({});
  });
});

describe('unitFormErrors', () => {
  it('given no unit number, asks to complete it', () => {
    expect(unitFormErrors({ unit_no: '' })).toEqual({ unit_no: 'required' });
  });

  it('given numbers as text and blanks in the optional fields, passes', () => {
    expect(
      unitFormErrors({
        unit_no: 'A-12-03',
        level: '12',
        square_feet: 1050,
        maintenance_amount: '250.50',
        water_amount: '',
        other_amount: null,
        parking_lot: 'P2-114',
      }),
    ).toEqual({});
  });

  it('given words in the numeric fields, asks to complete each', () => {
    expect(
      unitFormErrors({
        unit_no: 'A-1',
        level: 'ground',
        square_feet: '1,050',
        maintenance_amount: 'RM 250',
        water_amount: 'x',
        other_amount: 'y',
      }),
    ).toEqual({
      level: 'required',
      square_feet: 'required',
      maintenance_amount: 'required',
      water_amount: 'required',
      other_amount: 'required',
    });
  });

  it('given a parking lot longer than 10 characters, refuses it', () => {
    expect(
      unitFormErrors({
        unit_no: 'A-1',
        parking_lot: 'P'.repeat(10),
        parking_lot_2: 'P'.repeat(11),
      }),
    ).toEqual({ parking_lot_2: 'parkingLotLength' });
  });
});

describe('propertyFormErrors', () => {
  const property = {
    name: 'Seri Maya',
    email: 'office@serimaya.my',
    contact: '0321234567',
    address: '1 Jalan Maya',
    postcode: '50450',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
  };

  it('given a complete property, passes', () => {
    expect(propertyFormErrors(property)).toEqual({});
  });

  it('given an empty property, names every required field', () => {
    expect(
      propertyFormErrors({
        name: '',
        email: '',
        contact: '',
        address: '',
        postcode: '',
        city: '',
        state: '',
      }),
    ).toEqual({
      name: 'required',
      email: 'email',
      contact: 'required',
      address: 'required',
      postcode: 'required',
      city: 'required',
      state: 'select',
    });
  });

  it('given a phone with a dash, asks for numbers only', () => {
    expect(propertyFormErrors({ ...property, contact: '03-2123 4567' })).toEqual({
      contact: 'digitsOnly',
    });
  });
});

describe('visitorFormErrors', () => {
  const today = '2026-11-02';
  const visit = {
    contact: '0123456789',
    vehicle_no: 'WXY 1234',
    type: 'Visit',
    start_date: '2026-11-02',
    end_date: '',
  };

  it('given a visit today with no end date, passes', () => {
    expect(visitorFormErrors(visit, today)).toEqual({});
  });

  it('given an empty form, names each required field', () => {
    expect(
      visitorFormErrors({ contact: '', vehicle_no: '', type: '', start_date: '' }, today),
    ).toEqual({
      contact: 'required',
      vehicle_no: 'required',
      type: 'select',
      start_date: 'required',
    });
  });

  it('given an Over Night visit without an end date, asks to complete it', () => {
    expect(visitorFormErrors({ ...visit, type: 'Over Night' }, today)).toEqual({
      end_date: 'required',
    });
  });

  it('given a start before today, refuses it', () => {
    expect(visitorFormErrors({ ...visit, start_date: '2026-11-01' }, today)).toEqual({
      start_date: 'startBeforeToday',
    });
  });

  it('given an end before the start, refuses it', () => {
    expect(
      visitorFormErrors(
        { ...visit, type: 'Over Night', start_date: '2026-11-05', end_date: '2026-11-04' },
        today,
      ),
    ).toEqual({ end_date: 'endBeforeStart' });
  });

  it('given an end on the start day, passes', () => {
    expect(
      visitorFormErrors(
        { ...visit, start_date: '2026-11-05T10:00', end_date: '2026-11-05' },
        today,
      ),
    ).toEqual({});
  });
});

describe('defaultVisitorEndDate', () => {
  it('given Over Night, ends the day after the start', () => {
    expect(defaultVisitorEndDate('Over Night', '2026-11-30')).toBe('2026-12-01');
  });

  it('given another type or no start yet, has no end date', () => {
    expect(defaultVisitorEndDate('Visit', '2026-11-30')).toBeNull();
    expect(defaultVisitorEndDate('Over Night', '')).toBeNull();
  });
});

describe('accessCardErrors', () => {
  it('given no serial number, asks to complete it', () => {
    expect(accessCardErrors({ serial_number: '' })).toEqual({
      serial_number: 'required',
    });
  });

  it('given a serial number, passes', () => {
    expect(accessCardErrors({ serial_number: 'SN-0042' })).toEqual({});
  });
});

describe('canAssignOwner', () => {
  it('given no chosen user, submit does nothing', () => {
    expect(canAssignOwner(null)).toBe(false);
  });

  it('given a chosen user, submit assigns', () => {
    expect(canAssignOwner({ id: 4 })).toBe(true);
  });
});
