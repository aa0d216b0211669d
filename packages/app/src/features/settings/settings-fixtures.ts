import {
  POLICY_AREAS,
  type RolePolicies,
  type RoleWithPolicies,
  type Settings,
} from '@strata/domain';

/** The access areas and their permissions, as the server seeds them. */
const AREAS: Readonly<Record<string, readonly string[]>> = POLICY_AREAS;

/** Policies granting `grants` (area → permissions, or 'all'); everything else off. */
export function policiesFixture(grants: Record<string, string[] | 'all'>): RolePolicies {
  return Object.fromEntries(
    Object.entries(AREAS).map(([area, permissions]) => {
      const granted = grants[area];
      return [
        area,
        {
          permissions: permissions.map((name) => ({
            name,
            active: granted === 'all' || (granted?.includes(name) ?? false),
          })),
        },
      ];
    }),
  );
}

const everything = Object.fromEntries(Object.keys(AREAS).map((area) => [area, 'all' as const]));

/** The seeded roles of a property, as GET /api/setting lists them. */
export const SEEDED_ROLES: RoleWithPolicies[] = [
  { name: 'Manager', policies: policiesFixture(everything), disabled: true, new: false },
  {
    name: 'Admin',
    policies: policiesFixture({
      ...everything,
      Audit: [],
      Setting: [],
      Properties: ['View', 'Update'],
      Bookings: ['View', 'Cancel (Request)'],
    }),
    disabled: false,
    new: false,
  },
  {
    name: 'Accountant',
    policies: policiesFixture({
      Owners: ['View'],
      Units: ['View'],
      'Account Statement': 'all',
      Payments: 'all',
      Report: 'all',
    }),
    disabled: false,
    new: false,
  },
  {
    name: 'Security Guard',
    policies: policiesFixture({ Units: ['View'], 'Access Card': ['View'], Visitors: 'all' }),
    disabled: false,
    new: false,
  },
  {
    name: 'Cashier',
    policies: policiesFixture({ Report: 'all', Bookings: ['View', 'Cancel (Request)'] }),
    disabled: false,
    new: false,
  },
  {
    name: 'Owner',
    policies: policiesFixture({
      Units: ['View'],
      Visitors: ['View', 'Create'],
      'Account Statement': ['View'],
      Payments: ['View', 'Create'],
      Announcements: ['View'],
    }),
    disabled: true,
    new: false,
  },
];

/** Where a new role starts: View on everything but Audit and Setting. */
export const DEFAULT_POLICIES = policiesFixture(
  Object.fromEntries(
    Object.keys(AREAS)
      .filter((area) => area !== 'Audit' && area !== 'Setting')
      .map((area) => [area, ['View']]),
  ),
);

/** GET /api/setting: property 1's settings with `roles`. */
export function settingsFixture(overrides: Partial<Settings> = {}): Settings {
  return {
    online: true,
    agents_ticket_expiry_period: 12,
    child_min_age: 3,
    adult_min_age: 13,
    senior_min_age: 60,
    super_senior_min_age: 80,
    policies: { roles: SEEDED_ROLES },
    default_policies: DEFAULT_POLICIES,
    ...overrides,
  };
}

/** Settings with `count` roles: the seeded ones, then saved custom roles. */
export function manyRolesSettings(count: number): Settings {
  const extra = Array.from({ length: Math.max(0, count - SEEDED_ROLES.length) }, (_, index) => ({
    name: `Concierge ${index + 1}`,
    policies: policiesFixture({ Visitors: index % 2 === 0 ? 'all' : ['View'], Units: ['View'] }),
    disabled: false,
    new: false,
  }));
  return settingsFixture({ policies: { roles: [...SEEDED_ROLES, ...extra] } });
}
