import { isSuperUser, isTenant, type PermissionSubject, type ServiceRef } from './subject';

/** The services a property can enable (spec 002 §1). */
export const SERVICES = [
  'Account Statements',
  'Payments',
  'Facilities',
  'Announcements',
  'Complains',
  'Visitors',
  'Tenants',
] as const;

/** One of the seven property services. */
export type ServiceName = (typeof SERVICES)[number];

/** The product name used in the service-enable message when none is given. */
export const DEFAULT_PRODUCT_NAME = 'Strata';

/** Spec 002 §5/§8: Online Banking is never available. */
export const ONLINE_BANKING_UNAVAILABLE =
  'Online Banking service is not available. Please ask your property management to enable this service.';

/** The page-level message for a service the property has not enabled (spec 002 §2). */
export function serviceUnavailableMessage(service: ServiceName): string {
  return `${service} Service is not available. Please ask your property management to enable this service.`;
}

/** The dialog a non-super user sees on clicking a disabled service (spec 001 §4). */
export function serviceEnableMessage(product: string = DEFAULT_PRODUCT_NAME): string {
  return `Please inform ${product} Admin to enable this service`;
}

/** A gate's answer: go ahead, or show this message instead. */
export type GateResult = { kind: 'allow' } | { kind: 'blocked'; message: string };

function serviceName(service: ServiceRef): string {
  return typeof service === 'string' ? service : service.name;
}

/** Whether the user's property has enabled `service`. */
export function hasService(
  user: PermissionSubject | null | undefined,
  service: ServiceName,
): boolean {
  return (user?.property?.services ?? []).some((entry) => serviceName(entry) === service);
}

/**
 * Spec 002 §2 service gating: a page for a service shows the unavailable message unless the user is a
 * super user or the property has the service.
 */
export function gateService(
  user: PermissionSubject | null | undefined,
  service: ServiceName,
): GateResult {
  if (isSuperUser(user) || hasService(user, service)) return { kind: 'allow' };
  return { kind: 'blocked', message: serviceUnavailableMessage(service) };
}

/** The services whose pages a tenant never sees: their unit's money stays the owner's. */
export const OWNER_ONLY_SERVICES: readonly ServiceName[] = ['Account Statements', 'Payments'];

/** Whether `service` is one a tenant is refused (spec 002 §1 Tenants service). */
export function tenantRefused(
  user: PermissionSubject | null | undefined,
  service: ServiceName,
): boolean {
  return isTenant(user) && OWNER_ONLY_SERVICES.includes(service);
}

/** What clicking a service's toggle on a property does for this user (spec 001 §4, §6). */
export type ServiceToggleOutcome =
  { kind: 'toggle' } | { kind: 'blocked'; message: string } | { kind: 'ignore' };

/**
 * Only super users toggle services. A non-super user clicking a disabled service gets the
 * enable-this-service dialog; clicking an enabled one does nothing.
 */
export function serviceToggleOutcome(
  user: PermissionSubject | null | undefined,
  serviceEnabled: boolean,
  product: string = DEFAULT_PRODUCT_NAME,
): ServiceToggleOutcome {
  if (isSuperUser(user)) return { kind: 'toggle' };
  if (!serviceEnabled) return { kind: 'blocked', message: serviceEnableMessage(product) };
  return { kind: 'ignore' };
}

const SERVICE_ROUTES: Readonly<Record<string, ServiceName>> = {
  'account-statements': 'Account Statements',
  payments: 'Payments',
  facilities: 'Facilities',
  announcements: 'Announcements',
  complains: 'Complains',
  visitors: 'Visitors',
  tenants: 'Tenants',
};

/** The service a dashboard path belongs to, if any: `'/d/payments'` → `'Payments'`. */
export function serviceForPath(path: string): ServiceName | null {
  const [, prefix, section] = path.split('/');
  if (prefix !== 'd' || section === undefined) return null;
  return SERVICE_ROUTES[section] ?? null;
}
