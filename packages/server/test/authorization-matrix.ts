/**
 * The authorization matrix (spec 000 §6): every call × demo role × the role's own or another
 * property → the status it must answer. `none` is a request without a token, the only case
 * answered 401. A signed-in user is never answered 401, 402 or 403, on which the client signs
 * out (spec 000 §8): a refused action is 400 saying what is refused, and another
 * property's record 404.
 *
 * Own and other: property 1 is own for admin, manager, guard and owner; property 2 is own for
 * admin2. The super user belongs to no property and sees every one. For the owner, "own" is a
 * visitor of their own unit.
 */
export type Role = 'super' | 'admin' | 'manager' | 'guard' | 'owner' | 'admin2' | 'none';

/** The demo account that signs in as each role (README, "Demo accounts"). */
export const LOGINS: Record<Exclude<Role, 'none'>, string> = {
  super: 'super@demo.test',
  admin: 'admin@demo.test',
  manager: 'manager@demo.test',
  guard: 'guard@demo.test',
  owner: 'owner@demo.test',
  admin2: 'admin2@demo.test',
};

/** Property 1 is home to every demo account but admin2 (property 2); the super user sees both. */
export const HOME: Record<Role, number> = {
  super: 1,
  admin: 1,
  manager: 1,
  guard: 1,
  owner: 1,
  admin2: 2,
  none: 1,
};

/** The signed-in cases of `matrix` expected to answer a session-ending status (must be none). */
export function sessionEndingAnswers(matrix: MatrixRow[]): string[] {
  return matrix.flatMap((row) =>
    (Object.keys(row.expect) as Role[])
      .filter((role) => role !== 'none')
      .flatMap((role) =>
        (['own', 'other'] as const)
          .filter((scope) => [401, 402, 403].includes(row.expect[role][scope]))
          .map((scope) => `${row.call} as ${role} (${scope})`),
      ),
  );
}

/** Which record a row targets. */
export type Scope = 'own' | 'other';

export type MatrixRow = {
  call: string;
  expect: Record<Role, { own: number; other: number }>;
};

const same = (status: number) => ({ own: status, other: status });

export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  {
    call: 'GET /api/authenticate',
    expect: {
      super: same(200),
      admin: same(200),
      manager: same(200),
      guard: same(200),
      owner: same(200),
      admin2: same(200),
      none: same(401),
    },
  },
  {
    call: 'GET /api/dashboard',
    expect: {
      super: same(200),
      admin: same(200),
      manager: same(200),
      guard: same(200),
      owner: same(200),
      admin2: same(200),
      none: same(401),
    },
  },
  {
    call: 'GET /api/notification',
    expect: {
      super: same(200),
      admin: same(200),
      manager: same(200),
      guard: same(200),
      owner: same(200),
      admin2: same(200),
      none: same(401),
    },
  },
  {
    call: 'GET /api/visitors/check-in/{qrcode}',
    expect: {
      super: { own: 200, other: 200 },
      admin: { own: 200, other: 404 },
      manager: { own: 200, other: 404 },
      guard: { own: 200, other: 404 },
      owner: { own: 400, other: 400 },
      admin2: { own: 200, other: 404 },
      none: same(401),
    },
  },
  {
    // The e-mail confirmation link works without a session; an unknown token is 400.
    call: 'GET /api/confirm_email?token=unknown',
    expect: {
      super: same(400),
      admin: same(400),
      manager: same(400),
      guard: same(400),
      owner: same(400),
      admin2: same(400),
      none: same(400),
    },
  },
  {
    call: 'GET /api/public/visitors/{qrcode}',
    expect: {
      super: same(200),
      admin: same(200),
      manager: same(200),
      guard: same(200),
      owner: same(200),
      admin2: same(200),
      none: same(200),
    },
  },
];

/** How a row's call sends its body. */
export type BodyFormat = 'json' | 'form' | 'multipart';

/**
 * A call of spec 001 §7 in the matrix. Placeholders in the path and body are filled for each case
 * with fresh records of the target property (own or other), so a case never sees another's
 * changes: {property}; {unit} (for the owner's own case, a unit they own, with its first slot
 * taken); {user} (an owner; the owner themselves in their own case); {free} (another owner, not on
 * the unit); {card} (a card of {unit}); {qrcode} (a checked-in visitor of {unit}); {n} (a unique
 * number); {enabledService} and {disabledService} (Facilities, made enabled or disabled);
 * {picture}, {ownersXlsx}, {adminsXlsx} (one Accountant) and {unitsXlsx} (valid files, base64).
 */
export type RecordRow = MatrixRow & {
  body?: Record<string, string | number | boolean>;
  format?: BodyFormat;
};

type Pair = number | [own: number, other: number];

function expectations(
  statuses: Record<Exclude<Role, 'none'>, Pair>,
): Record<Role, { own: number; other: number }> {
  const pair = (value: Pair) =>
    typeof value === 'number' ? same(value) : { own: value[0], other: value[1] };
  return {
    super: pair(statuses.super),
    admin: pair(statuses.admin),
    manager: pair(statuses.manager),
    guard: pair(statuses.guard),
    owner: pair(statuses.owner),
    admin2: pair(statuses.admin2),
    none: same(401),
  };
}

/** Staff with the permission: own 200, other property 404; the super user 200 on both. */
const staff = [200, 404] as [number, number];

/** Signed in but without the permission: own 400 (refused; the session stays), other 404 (the record's property is checked first). */
const hidden = [400, 404] as [number, number];

const ownerFields = {
  type: 'owners',
  name: 'Matrix Owner',
  contact: '0123456789',
  ic: '900101-14-5678',
  gender: 'Male',
  marital_status: 'Single',
};

const propertyFields = {
  name: 'Matrix Property {n}',
  email: 'matrix@example.test',
  contact: '0312345678',
  address: '1 Jalan Matrix',
  postcode: '50000',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  active: true,
};

/** Spec 001 §7: every call × demo role × own or other property → status. */
export const RECORD_MATRIX: RecordRow[] = [
  {
    call: 'GET /api/users?type=owners&property_id={property}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/users/detail/{user}?type=owners',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: [200, 404],
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/users/add',
    format: 'form',
    body: {
      ...ownerFields,
      property_id: '{property}',
      username: 'matrix{n}',
      email: 'matrix{n}@example.test',
    },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/users/edit',
    format: 'form',
    // An e-mail change of one's own needs the current password.
    body: {
      ...ownerFields,
      id: '{user}',
      email: 'edited{n}@example.test',
      current_password: 'demo1234',
    },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: [200, 404],
      admin2: staff,
    }),
  },
  {
    call: 'DELETE /api/users/{user}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: [400, 404],
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/users/remove-device/{user}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: [200, 404],
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/users/upload',
    format: 'multipart',
    body: { img: '{picture}', original_name: 'me.png', user_id: '{user}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: [200, 404],
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/users/import',
    format: 'multipart',
    body: { doc: '{ownersXlsx}', original_name: 'owners.xlsx', property_id: '{property}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/users/import',
    format: 'multipart',
    body: {
      doc: '{adminsXlsx}',
      original_name: 'admins.xlsx',
      property_id: '{property}',
      type: 'admins',
    },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/users/autocomplete?search=a',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 400,
      owner: 400,
      admin2: 200,
    }),
  },
  {
    call: 'GET /api/users/template',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 400,
      owner: 400,
      admin2: 200,
    }),
  },
  {
    call: 'GET /api/units?property_id={property}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: staff,
      owner: staff,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/units/detail/{unit}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: staff,
      owner: staff,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/units/add',
    format: 'json',
    body: { unit_no: 'MX-{n}', property_id: '{property}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/units/edit',
    format: 'json',
    body: { id: '{unit}', unit_no: 'MX-{n}', property_id: '{property}', remark: 'Edited' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: staff,
    }),
  },
  {
    call: 'DELETE /api/units/{unit}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/units/import',
    format: 'multipart',
    body: { doc: '{unitsXlsx}', original_name: 'units.xlsx', property_id: '{property}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/units/assign',
    format: 'json',
    body: { user_id: '{free}', unit_id: '{unit}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/units/unassign',
    format: 'json',
    body: { user_key: 'user_id', id: '{unit}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/units/template',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 400,
      owner: 400,
      admin2: 200,
    }),
  },
  {
    call: 'GET /api/units/access-card/{unit}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: staff,
      owner: hidden,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/units/access-card/add',
    format: 'json',
    body: { unit_id: '{unit}', serial_number: 'MXC-{n}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/units/access-card/edit',
    format: 'json',
    body: { id: '{card}', unit_id: '{unit}', serial_number: 'MXE-{n}', active: false },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: staff,
    }),
  },
  {
    call: 'DELETE /api/units/access-card/{unit}/{card}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/properties?search=a',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 400,
      owner: 400,
      admin2: 200,
    }),
  },
  {
    call: 'GET /api/properties/detail/{property}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/properties/add',
    format: 'json',
    body: propertyFields,
    expect: expectations({
      super: 200,
      admin: 400,
      manager: 400,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
  {
    call: 'POST /api/properties/edit',
    format: 'json',
    body: { ...propertyFields, id: '{property}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/properties/upload',
    format: 'multipart',
    body: { img: '{picture}', original_name: 'front.png', property_id: '{property}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/properties/enable-service',
    format: 'json',
    body: { property_id: '{property}', service_id: '{disabledService}' },
    expect: expectations({
      super: 200,
      admin: 400,
      manager: 400,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
  {
    call: 'POST /api/properties/disable-service',
    format: 'json',
    body: { property_id: '{property}', service_id: '{enabledService}' },
    expect: expectations({
      super: 200,
      admin: 400,
      manager: 400,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
  {
    call: 'GET /api/visitors?tab=upcoming&property_id={property}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: staff,
      owner: staff,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/visitors/detail/{qrcode}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: staff,
      owner: staff,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/visitors/add',
    format: 'json',
    body: {
      name: 'Matrix Visitor',
      contact: '0123456789',
      vehicle_no: 'MX 1',
      type: 'Visit',
      start_date: '2026-11-02',
      unit_id: '{unit}',
    },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: staff,
      owner: staff,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/visitors/autocomplete?search=a',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 200,
      owner: 200,
      admin2: 200,
    }),
  },
  {
    call: 'GET /api/visitors/check-out/{qrcode}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: staff,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/audit?search=a',
    expect: expectations({
      super: 200,
      admin: 400,
      manager: 200,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
];

/**
 * The admin calls of spec 002: support, settings, the developer pages and house rules;
 * `developer` is what the developer demo account (dev@demo.test, no property) is answered.
 * The settings and developer pages belong to no record, so own and other answer alike; {report} is
 * a fresh Pending bug report, {property} the target property, {pdf} a PDF (base64). POST
 * /api/setting's body is the property's current settings.
 */
export const ADMIN_MATRIX: (RecordRow & { developer: number })[] = [
  {
    developer: 200,
    call: 'GET /api/support?search=a',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 200,
      owner: 200,
      admin2: 200,
    }),
  },
  {
    developer: 200,
    call: 'POST /api/support/report',
    format: 'form',
    body: { report: 'Matrix report' },
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 200,
      owner: 200,
      admin2: 200,
    }),
  },
  {
    developer: 400,
    call: 'GET /api/support/resolve/{report}',
    expect: expectations({
      super: 200,
      admin: 400,
      manager: 400,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
  {
    developer: 400,
    call: 'GET /api/setting',
    expect: expectations({
      super: 200,
      admin: 400,
      manager: 200,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
  {
    developer: 400,
    call: 'POST /api/setting',
    format: 'json',
    expect: expectations({
      super: 200,
      admin: 400,
      manager: 200,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
  {
    developer: 400,
    call: 'POST /api/setting/online',
    format: 'json',
    body: { online: 1 },
    expect: expectations({
      super: 200,
      admin: 400,
      manager: 200,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
  {
    call: 'GET /api/setting/app-version',
    developer: 200,
    expect: expectations({
      super: 400,
      admin: 400,
      manager: 400,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
  {
    call: 'POST /api/setting/app-version',
    format: 'json',
    body: { android: '9.9.9', ios: '9.9.9' },
    developer: 200,
    expect: expectations({
      super: 400,
      admin: 400,
      manager: 400,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
  {
    call: 'GET /error_log',
    developer: 200,
    expect: expectations({
      super: 400,
      admin: 400,
      manager: 400,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
  {
    call: 'GET /clear_log',
    developer: 200,
    expect: expectations({
      super: 400,
      admin: 400,
      manager: 400,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
  {
    call: 'GET /api/units/house-rules?property_id={property}',
    developer: 404,
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: staff,
      owner: staff,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/units/house-rules/upload',
    format: 'multipart',
    body: { doc: '{pdf}', original_name: 'rules.pdf', property_id: '{property}' },
    developer: 400,
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/reports?property_id={property}',
    developer: 400,
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/booking/group-type/Agent?property_id={property}',
    developer: 400,
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/reports/sales?property_id={property}&purchased_date=2026-10-01,2026-10-31',
    developer: 400,
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/reports/agent?property_id={property}&departure_date=2026-10-01,2026-10-31&format=xlsx',
    developer: 400,
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/api-request-log?search=a',
    developer: 200,
    expect: expectations({
      super: 400,
      admin: 400,
      manager: 400,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
];

/**
 * A call of spec 002's finance and inbox in the matrix. Bodies may hold lists. Beside
 * the spec 001 placeholders: {payment} (a Pending payment of {unit}), {receipt} (a receipt file
 * the caller uploaded), {receiptDoc} (the receipt of {payment}), {announcement} (one of the
 * property's), {message} (own: an inbox message of the caller; other: someone else's), {month}
 * (a month never invoiced).
 */
export type FinanceRow = MatrixRow & {
  body?: Record<string, unknown>;
  format?: BodyFormat;
  /** The service the call needs (400 with the spec's message when the property has it off). */
  service?: 'Account Statements' | 'Payments' | 'Announcements';
};

/** Every role's inbox is their own: their message 200, anyone else's 404. */
const ownMessage = [200, 404] as [number, number];

export const FINANCE_MATRIX: FinanceRow[] = [
  {
    call: 'GET /api/account-statements?property_id={property}',
    service: 'Account Statements',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: [200, 404],
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/account-statements?unit_id={unit}',
    service: 'Account Statements',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: [200, 404],
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/account-statements/generate',
    service: 'Account Statements',
    format: 'json',
    body: { types: ['maintenance'], date: '{month}', unit_id: '{unit}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/account-statements/pdf/{unit}',
    service: 'Account Statements',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: [200, 404],
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/payments?unit_id={unit}',
    service: 'Payments',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: [200, 404],
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/payments/upload',
    service: 'Payments',
    format: 'multipart',
    body: { doc: '{picture}', original_name: 'receipt.png' },
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 400,
      owner: 200,
      admin2: 200,
    }),
  },
  {
    call: 'POST /api/payments/add',
    service: 'Payments',
    format: 'form',
    body: { amount: 10, unit_id: '{unit}', doc: '{receipt}', bank: 'Maybank', date: '2026-10' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: [200, 404],
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/payments/verify/{payment}',
    service: 'Payments',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/payments/reject/{payment}',
    service: 'Payments',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'GET /storage/receipts/{receiptDoc}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: staff,
      owner: [200, 404],
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/announcements?property_id={property}',
    service: 'Announcements',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: [200, 404],
      admin2: staff,
    }),
  },
  {
    call: 'GET /api/announcements/detail/{announcement}',
    service: 'Announcements',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/announcements/add',
    service: 'Announcements',
    format: 'json',
    body: {
      title: 'Matrix notice {n}',
      message: '<p>Hello</p>',
      recipient: 'Admins',
      property_id: '{property}',
    },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: 400,
      admin2: staff,
    }),
  },
  {
    call: 'POST /api/announcements/upload',
    service: 'Announcements',
    format: 'multipart',
    body: { doc: '{picture}', original_name: 'notice.png' },
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 400,
      owner: 400,
      admin2: 200,
    }),
  },
  {
    call: 'GET /api/inbox',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 200,
      owner: 200,
      admin2: 200,
    }),
  },
  {
    call: 'GET /api/inbox/read/{message}',
    expect: expectations({
      super: ownMessage,
      admin: ownMessage,
      manager: ownMessage,
      guard: ownMessage,
      owner: ownMessage,
      admin2: ownMessage,
    }),
  },
  {
    call: 'GET /api/inbox/mark-all-as-read',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 200,
      owner: 200,
      admin2: 200,
    }),
  },
  {
    call: 'POST /api/inbox/delete',
    format: 'json',
    body: { ids: ['{message}'] },
    expect: expectations({
      super: ownMessage,
      admin: ownMessage,
      manager: ownMessage,
      guard: ownMessage,
      owner: ownMessage,
      admin2: ownMessage,
    }),
  },
  {
    call: 'GET /api/inbox/delete-all',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 200,
      owner: 200,
      admin2: 200,
    }),
  },
  {
    call: 'GET /api/inbox/clear-archive',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 200,
      owner: 200,
      admin2: 200,
    }),
  },
  {
    call: 'POST /api/inbox/reply',
    format: 'json',
    body: { id: '{message}', reply: 'Thank you' },
    expect: expectations({
      super: ownMessage,
      admin: ownMessage,
      manager: ownMessage,
      guard: ownMessage,
      owner: ownMessage,
      admin2: ownMessage,
    }),
  },
];

/**
 * The facilities calls (made by `pnpm new:resource`); test/facilities.test.ts runs them. {property}
 * is the target property, {facility} a fresh facility of it, {n} a unique number.
 */
/** The facility fields every add and edit sends (a free facility, 08:00-22:00 by the hour). */
const facilityFields = {
  capacity: 20,
  opens: '08:00',
  closes: '22:00',
  slot_minutes: 60,
  weekly_limit: 2,
  fee: 0,
  needs_approval: false,
};

/**
 * Spec 002 §1 Facilities: staff manage facilities and review bookings; owners see them, book and
 * cancel their own; guards see them and the bookings. Property 2 (admin2) has no Facilities
 * service: 400 'refusal.service'. `{booking}` is a fresh Pending booking of the owner's unit on
 * property 1 (any unit on property 2); `{date}` a day ahead; `{photo}` the fresh facility's
 * stored picture; `{picture}` a PNG as base64.
 */
export const FACILITY_MATRIX: RecordRow[] = [
  {
    call: 'GET /api/facilities?search=a',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 200,
      owner: 200,
      admin2: 400,
    }),
  },
  {
    call: 'GET /api/facilities/detail/{facility}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: staff,
      owner: staff,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/facilities/add',
    format: 'json',
    body: { name: 'Matrix Facility {n}', property_id: '{property}', ...facilityFields },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/facilities/edit',
    format: 'json',
    body: { id: '{facility}', name: 'Matrix Facility {n}', ...facilityFields },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: hidden,
    }),
  },
  {
    call: 'DELETE /api/facilities/{facility}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: hidden,
    }),
  },
  {
    call: 'GET /api/facilities/week/{facility}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: staff,
      owner: staff,
      admin2: hidden,
    }),
  },
  {
    call: 'GET /api/facilities/bookings?status=Pending',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 200,
      owner: 200,
      admin2: 400,
    }),
  },
  {
    // Staff name the unit a booking is for; without one they are told so (400).
    call: 'POST /api/facilities/book',
    format: 'json',
    body: { facility_id: '{facility}', date: '{date}', time: '10:00' },
    expect: expectations({
      super: 400,
      admin: hidden,
      manager: hidden,
      guard: hidden,
      owner: staff,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/facilities/bookings/approve',
    format: 'json',
    body: { id: '{booking}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/facilities/bookings/reject',
    format: 'json',
    body: { id: '{booking}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/facilities/bookings/cancel',
    format: 'json',
    body: { id: '{booking}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: staff,
      admin2: hidden,
    }),
  },
  {
    // Staff who add or change facilities upload their pictures; owners and guards are refused.
    call: 'POST /api/facilities/upload',
    format: 'json',
    body: { doc: '{picture}', original_name: 'pool.png' },
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 400,
      owner: 400,
      admin2: 400,
    }),
  },
  {
    // Whoever sees the facility sees its picture; admin2's property has the service off.
    call: 'GET /storage/facilities/{photo}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: staff,
      owner: staff,
      admin2: 404,
    }),
  },
];

/**
 * The complains calls (test/complains.test.ts runs them). {property} is the target property,
 * {complaint} a fresh complaint of it filed by the demo owner on their unit (property 1) or by
 * admin2 (property 2), Resolved just now; {staff} a staff user of it; {photo} one of its photos;
 * {picture} a PNG as base64; {n} a unique number. Property 2 has the Complains service off.
 */
export const COMPLAINT_MATRIX: RecordRow[] = [
  {
    call: 'GET /api/complains?search=a&status=Resolved',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 400,
      owner: 200,
      admin2: 400,
    }),
  },
  {
    call: 'GET /api/complains/detail/{complaint}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: staff,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/complains/add',
    format: 'json',
    body: {
      category: 'Noise',
      title: 'Matrix Complaint {n}',
      description: 'Loud music after midnight',
      common_area: 'Lobby B',
      property_id: '{property}',
    },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: staff,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/complains/assign',
    format: 'json',
    body: { id: '{complaint}', assignee_id: '{staff}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/complains/status',
    format: 'json',
    body: { id: '{complaint}', status: 'Closed' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/complains/reopen/{complaint}',
    expect: expectations({
      super: 400,
      admin: hidden,
      manager: hidden,
      guard: hidden,
      owner: staff,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/complains/message',
    format: 'json',
    body: { id: '{complaint}', message: 'Matrix message {n}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: staff,
      admin2: hidden,
    }),
  },
  {
    call: 'GET /api/complains/staff?id={complaint}&search=a',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/complains/upload',
    format: 'json',
    body: { doc: '{picture}', original_name: 'leak.png' },
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 400,
      owner: 200,
      admin2: 400,
    }),
  },
  {
    call: 'GET /storage/complains/{photo}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 404,
      owner: staff,
      admin2: 404,
    }),
  },
];

/**
 * The tenants calls (made by `pnpm new:resource`); test/tenants.test.ts runs them. {property}
 * is the target property, {tenant} a fresh tenant of it (with one stored document, {document}),
 * {file} a PNG as base64, {n} a unique number.
 */
/** A tenant the matrix registers: `{unit}` is the demo owner's own on the home property. */
const tenantFields = {
  name: 'Matrix Tenant {n}',
  ic: 'A1234{n}',
  email: 'matrix.tenant.{n}@demo.test',
  contact: '0123456789',
  start_date: '2026-10-01',
  end_date: '2027-09-30',
};

/**
 * The Tenants calls: property 2 (admin2's) has the Tenants service off (400 for all its calls);
 * owners register, change and remove their own units' tenants, and staff alone verify them.
 */
export const TENANT_MATRIX: RecordRow[] = [
  {
    call: 'GET /api/tenants?search=a',
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 400,
      owner: 200,
      admin2: 400,
    }),
  },
  {
    call: 'GET /api/tenants/detail/{tenant}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: staff,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/tenants/add',
    format: 'json',
    body: { ...tenantFields, unit_id: '{unit}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 400,
      owner: staff,
      admin2: 400,
    }),
  },
  {
    call: 'POST /api/tenants/edit',
    format: 'json',
    body: { ...tenantFields, id: '{tenant}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: staff,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/tenants/verify',
    format: 'json',
    body: { id: '{tenant}' },
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: hidden,
      admin2: hidden,
    }),
  },
  {
    call: 'DELETE /api/tenants/{tenant}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: hidden,
      owner: staff,
      admin2: hidden,
    }),
  },
  {
    call: 'POST /api/tenants/upload',
    format: 'json',
    body: { doc: '{file}', original_name: 'tenancy.png' },
    expect: expectations({
      super: 200,
      admin: 200,
      manager: 200,
      guard: 400,
      owner: 200,
      admin2: 400,
    }),
  },
  {
    // The unit's owners and the property's staff open a tenant's documents; guards do not.
    call: 'GET /storage/tenants/{document}',
    expect: expectations({
      super: 200,
      admin: staff,
      manager: staff,
      guard: 404,
      owner: staff,
      admin2: 404,
    }),
  },
];
// new:resource matrices inserts above
