import type { ServiceName } from '@strata/domain';

/** The services whose pages are placeholders for now (spec 002 §2 "Placeholder pages"). */
export const PLACEHOLDER_SERVICES = [
  'Facilities',
  'Complains',
  'Tenants',
] as const satisfies readonly ServiceName[];

/** One placeholder page's service; its path is the name in lower case (/d/facilities). */
export type PlaceholderService = (typeof PLACEHOLDER_SERVICES)[number];
