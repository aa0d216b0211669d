/**
 * The authorization matrix (issue 4): every call × demo role × the role's own or another
 * property → the status it must answer. `none` is a request without a token.
 *
 * Own and other: property 1 is own for admin, manager, guard and owner; property 2 is own for
 * admin2. The super user belongs to no property and sees every one. For the owner, "own" is a
 * visitor of their own unit.
 */
export type Role = 'super' | 'admin' | 'manager' | 'guard' | 'owner' | 'admin2' | 'none';

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
      owner: { own: 403, other: 403 },
      admin2: { own: 200, other: 404 },
      none: same(401),
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
