import type { z } from 'zod';
import type { OWNER_SLOT_KEYS } from '../constants/property';
import type { accessCardSchema } from '../responses/access-cards';
import type {
  unitAddResponseSchema,
  unitListResponseSchema,
  unitOwnerSchema,
  unitSchema,
} from '../responses/units';

/** Spec 001 §3: the owner shown on a unit row. */
export type UnitOwner = z.output<typeof unitOwnerSchema>;

/** Spec 001 §3: a unit with up to three owners. Amounts are in RM. */
export type Unit = z.output<typeof unitSchema>;

/** GET /api/units answers the units and the properties for the filter. */
export type UnitListResponse = z.output<typeof unitListResponseSchema>;

/** Spec 001 §2: adding a unit answers it, and from an owner's sub-list that owner's units too. */
export type UnitAddResponse = z.output<typeof unitAddResponseSchema>;

/** Spec 001 §7: which owner slot an unassign empties. */
export type OwnerSlot = (typeof OWNER_SLOT_KEYS)[number];

/** Spec 001 §3: an access card of a unit. */
export type AccessCard = z.output<typeof accessCardSchema>;
