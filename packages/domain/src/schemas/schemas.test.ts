import { describe, expect, it } from 'vitest';
import {
  accessCardAddSchema,
  appOnlineSchema,
  autocompleteQuerySchema,
  documentUploadSchema,
  generateStatementsSchema,
  inboxDeleteSchema,
  inboxReplySchema,
  listQuerySchema,
  loginSchema,
  paymentAddSchema,
  propertyAddSchema,
  reportQuerySchema,
  settingsSaveSchema,
  unitAddSchema,
  userAddSchema,
  userEditSchema,
  visitorAddSchema,
} from './index';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const owner = {
  type: 'owners',
  name: 'Siti',
  username: 'siti',
  email: 'siti@example.com',
  contact: '0123',
  ic: '900101',
  gender: 'Female',
  marital_status: 'Single',
};

describe('list queries', () => {
  it('given form strings, parses a zero-based page and drops a blank search', () => {
    expect(listQuerySchema.parse({ page: '2', search: '  ' })).toEqual({
      page: 2,
      search: undefined,
    });
  });

  it('given no page, starts at page 0', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 0, search: undefined });
  });

  it('given a negative or fractional page, refuses it', () => {
    expect(messages(listQuerySchema.safeParse({ page: -1 }))).toEqual(['Must be 0 or more']);
    expect(messages(listQuerySchema.safeParse({ page: '1.5' }))).toEqual([
      'Must be a whole number',
    ]);
    expect(messages(listQuerySchema.safeParse({ page: 'two' }))).toEqual(['Must be a number']);
  });

  it('given a blank autocomplete search, refuses it', () => {
    expect(messages(autocompleteQuerySchema.safeParse({ search: ' ' }))).toEqual([
      'Search is required',
    ]);
  });
});

describe('login', () => {
  it('given form fields, fills the platform and the remember field', () => {
    expect(loginSchema.parse({ email_username: 'siti', password: 'secret1' })).toEqual({
      email_username: 'siti',
      password: 'secret1',
      platform: 'web_app',
      remember: true,
    });
  });

  it('given a remember of 0, reads false', () => {
    expect(
      loginSchema.parse({ email_username: 'siti', password: 'secret1', remember: '0' }).remember,
    ).toBe(false);
  });

  it('given a short password and no username, says what is wrong', () => {
    expect(messages(loginSchema.safeParse({ email_username: ' ', password: '123' }))).toEqual([
      'Email or username is required',
      'Password must be 6 to 20 characters',
    ]);
  });
});

describe('users', () => {
  it('given an owner from form data, parses it with active as a boolean', () => {
    expect(userAddSchema.parse({ ...owner, active: '1', unit_id: '7' })).toMatchObject({
      active: true,
      unit_id: 7,
    });
  });

  it('given a username with special characters, refuses it', () => {
    expect(messages(userAddSchema.safeParse({ ...owner, username: 'siti!' }))).toEqual([
      'Username cannot contain special character',
    ]);
  });

  it('given an owner without an IC, requires it', () => {
    expect(messages(userAddSchema.safeParse({ ...owner, ic: '' }))).toEqual([
      'IC is required for owners',
    ]);
  });

  it('given a new admin without a role, requires it', () => {
    expect(messages(userAddSchema.safeParse({ ...owner, type: 'admins', ic: '' }))).toEqual([
      'Role is required for admins',
    ]);
  });

  it('given an edit without a role, accepts it (oneself keeps the role)', () => {
    expect(userEditSchema.safeParse({ ...owner, type: 'admins', id: 5 }).success).toBe(true);
  });

  it('given an edit of an owner without an IC, requires it', () => {
    expect(messages(userEditSchema.safeParse({ ...owner, id: 5, ic: null }))).toEqual([
      'IC is required for owners',
    ]);
  });
});

describe('units and cards', () => {
  it('given numeric strings and blanks, parses numbers and leaves blanks out', () => {
    expect(
      unitAddSchema.parse({
        unit_no: 'A-1',
        level: '3',
        square_feet: null,
        block: '',
        property_id: 1,
      }),
    ).toEqual({
      unit_no: 'A-1',
      level: 3,
      square_feet: undefined,
      block: undefined,
      property_id: 1,
      remark: undefined,
      parking_lot: undefined,
      parking_lot_2: undefined,
      maintenance_amount: undefined,
      water_amount: undefined,
      other_amount: undefined,
      issue_on: undefined,
      user_id: undefined,
    });
  });

  it('given a parking lot over 10 characters, refuses it', () => {
    expect(
      messages(
        unitAddSchema.safeParse({ unit_no: 'A-1', parking_lot: 'P-123456789', property_id: 1 }),
      ),
    ).toEqual(['Parking lot must be at most 10 characters']);
  });

  it('given a parking lot of up to 10 characters, keeps it', () => {
    expect(
      unitAddSchema.parse({ unit_no: 'A-1', parking_lot: 'P-12', property_id: 1 }).parking_lot,
    ).toBe('P-12');
  });

  it('given a card without a serial number, requires it', () => {
    expect(messages(accessCardAddSchema.safeParse({ unit_id: 1, serial_number: '' }))).toEqual([
      'Serial number is required',
    ]);
  });

  it('given an access card with active as 0, reads inactive', () => {
    expect(accessCardAddSchema.parse({ unit_id: 1, serial_number: 'S1', active: 0 }).active).toBe(
      false,
    );
  });
});

describe('properties', () => {
  it('given a phone with letters and a bad email, refuses both', () => {
    const result = propertyAddSchema.safeParse({
      name: 'Seri',
      email: 'office',
      contact: '03-123',
      address: '1 Jalan',
      postcode: '43000',
      city: 'Kajang',
      state: 'Selangor',
    });

    expect(messages(result)).toEqual([
      'Must be a valid email address',
      'Phone must contain numbers only',
    ]);
  });
});

describe('visitors', () => {
  const visit = { name: 'Ali', contact: '011', vehicle_no: 'W1', start_date: '2026-11-02' };

  it('given no type, defaults to Visit', () => {
    expect(visitorAddSchema.parse(visit).type).toBe('Visit');
  });

  it('given Over Night without an end date, requires it', () => {
    expect(messages(visitorAddSchema.safeParse({ ...visit, type: 'Over Night' }))).toEqual([
      'End date is required for Over Night',
    ]);
  });

  it('given an end date before the start, refuses it', () => {
    expect(messages(visitorAddSchema.safeParse({ ...visit, end_date: '2026-11-01' }))).toEqual([
      'End date cannot be before start date',
    ]);
  });
});

describe('account statements and payments', () => {
  it('given one type as a form string, reads it as a list', () => {
    expect(generateStatementsSchema.parse({ types: 'maintenance', date: '2026-11' }).types).toEqual(
      ['maintenance'],
    );
  });

  it('given no type and a bad month, says both', () => {
    expect(messages(generateStatementsSchema.safeParse({ types: [], date: '2026-13' }))).toEqual([
      'Choose at least one invoice type',
      'Must be a real month (yyyy-mm)',
    ]);
  });

  it('given a water bill without readings, requires them', () => {
    expect(
      messages(generateStatementsSchema.safeParse({ types: ['water'], date: '2026-11' })),
    ).toEqual(['Water readings are required for a water bill']);
  });

  it('given a current reading below the previous one, refuses it', () => {
    const result = generateStatementsSchema.safeParse({
      types: ['water'],
      date: '2026-11',
      previous_reading: '150',
      current_reading: '100',
    });

    expect(messages(result)).toEqual(['Current reading should be greater than previous reading']);
  });

  it('given another bill without name and amount, requires both', () => {
    expect(
      messages(generateStatementsSchema.safeParse({ types: ['others'], date: '2026-11' })),
    ).toEqual([
      'Bill name is required for another bill',
      'Bill amount is required for another bill',
    ]);
  });

  it('given valid water readings and another bill, accepts them', () => {
    const result = generateStatementsSchema.safeParse({
      types: ['water', 'others'],
      date: '2026-11',
      previous_reading: 100,
      current_reading: 100,
      other_bill_name: 'Lift repair',
      other_bill_amount: '80.50',
    });

    expect(result.success).toBe(true);
  });

  it('given only a previous water reading, requires both', () => {
    const result = generateStatementsSchema.safeParse({
      types: ['water'],
      date: '2026-11',
      previous_reading: 100,
    });

    expect(messages(result)).toEqual(['Water readings are required for a water bill']);
  });

  it('given a payment without a receipt and a zero amount, says both', () => {
    expect(
      messages(paymentAddSchema.safeParse({ amount: '0', unit_id: 1, doc: '', bank: 'CIMB' })),
    ).toEqual(['Amount must be above 0', 'Payment receipt is required']);
  });

  it('given a receipt body that is not base64, refuses it', () => {
    expect(
      messages(documentUploadSchema.safeParse({ doc: 'not base64!', original_name: 'r.pdf' })),
    ).toEqual(['Document must be base64']);
  });

  it('given a data URL receipt, accepts it', () => {
    expect(
      documentUploadSchema.safeParse({
        doc: 'data:application/pdf;base64,JVBERi0=',
        original_name: 'r.pdf',
      }).success,
    ).toBe(true);
  });
});

describe('inbox and settings', () => {
  it('given no ids, refuses the delete', () => {
    expect(messages(inboxDeleteSchema.safeParse({ ids: [] }))).toEqual([
      'Choose at least one message',
    ]);
  });

  it("given a blank or missing reply, answers the spec's 'Please provide your reply'", () => {
    expect(messages(inboxReplySchema.safeParse({ id: 1, reply: '   ' }))).toEqual([
      'Please provide your reply',
    ]);
    expect(messages(inboxReplySchema.safeParse({ id: 1 }))).toEqual(['Please provide your reply']);
    expect(inboxReplySchema.parse({ id: '2', reply: ' Thanks ' })).toEqual({
      id: 2,
      reply: 'Thanks',
    });
  });

  it('given online as a boolean or text, sends 0 or 1', () => {
    expect(appOnlineSchema.parse({ online: true })).toEqual({ online: 1 });
    expect(appOnlineSchema.parse({ online: 'false' })).toEqual({ online: 0 });
    expect(messages(appOnlineSchema.safeParse({ online: 'maybe' }))).toContain(
      'Must be true or false',
    );
  });

  it('given a negative age and a role without a name, refuses both', () => {
    const result = settingsSaveSchema.safeParse({
      adult_min_age: -1,
      child_min_age: 0,
      senior_min_age: 60,
      super_senior_min_age: 80,
      agents_ticket_expiry_period: 6,
      roles: [{ name: '', policies: {} }],
    });

    expect(messages(result)).toEqual(['Must be 0 or more', 'Role name is required']);
  });
});

describe('report queries', () => {
  it('given a comma-separated range, reads a start and end pair', () => {
    expect(
      reportQuerySchema.parse({ purchased_date: '2026-11-01,2026-11-30', staff_id: 4 }),
    ).toEqual({
      purchased_date: ['2026-11-01', '2026-11-30'],
      staff_id: '4',
    });
  });

  it('given a range that ends before it starts, refuses it', () => {
    expect(
      messages(reportQuerySchema.safeParse({ departure_date: ['2026-11-30', '2026-11-01'] })),
    ).toEqual(['Date range must start before it ends']);
  });
});
