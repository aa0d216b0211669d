import { sayLater } from '../messages/text';
import { z } from 'zod';
import { PARKING_LOT_MAX } from '../constants/limits';
import { WIRE_MESSAGES } from './messages';
import {
  optionalText,
  requiredText,
  wireBoolean,
  wireDate,
  wireId,
  wireNumber,
  wirePage,
  wireSearch,
} from './primitives';

/** GET /api/units query. */
export const unitListQuerySchema = z.object({
  property_id: wireId.optional(),
  user_id: wireId.optional(),
  page: wirePage,
  search: wireSearch,
});

/** What GET /api/units sends. */
export type UnitListQuery = z.input<typeof unitListQuerySchema>;

/** GET /api/units/detail/{id} query. */
export const unitDetailQuerySchema = z.object({ property_id: wireId.optional() });

/** What GET /api/units/detail/{id} sends. */
export type UnitDetailQuery = z.input<typeof unitDetailQuerySchema>;

const parkingLot = z
  .string({ error: WIRE_MESSAGES.text })
  .trim()
  .max(PARKING_LOT_MAX, { error: sayLater('schema.parkingLotLength') })
  .nullish()
  .transform((value) => (value ? value : undefined));

const optionalNumber = wireNumber.nullish().transform((value) => value ?? undefined);

const unitFields = {
  unit_no: requiredText('Unit no'),
  level: optionalNumber,
  block: optionalText,
  square_feet: optionalNumber,
  parking_lot: parkingLot,
  parking_lot_2: parkingLot,
  maintenance_amount: optionalNumber,
  water_amount: optionalNumber,
  other_amount: optionalNumber,
  remark: optionalText,
  issue_on: wireDate.nullish().transform((value) => value ?? undefined),
  property_id: wireId,
  user_id: wireId.nullish().transform((value) => value ?? undefined),
};

/** POST /api/units/add (JSON). */
export const unitAddSchema = z.object(unitFields);

/** What POST /api/units/add sends. */
export type UnitAddPayload = z.input<typeof unitAddSchema>;

/** POST /api/units/edit (JSON). */
export const unitEditSchema = z.object({ ...unitFields, id: wireId });

/** What POST /api/units/edit sends. */
export type UnitEditPayload = z.input<typeof unitEditSchema>;

/** POST /api/units/assign (JSON): put an owner into a free slot of a unit. */
export const assignOwnerSchema = z.object({ user_id: wireId, unit_id: wireId });

/** What POST /api/units/assign sends. */
export type AssignOwnerPayload = z.input<typeof assignOwnerSchema>;

/** POST /api/units/unassign (JSON): empty one owner slot of the unit `id`. */
export const unassignOwnerSchema = z.object({
  user_key: z.enum(['user_id', 'user_id_2', 'user_id_3'], {
    error: sayLater('schema.ownerSlot'),
  }),
  id: wireId,
});

/** What POST /api/units/unassign sends. */
export type UnassignOwnerPayload = z.input<typeof unassignOwnerSchema>;

const accessCardFields = {
  unit_id: wireId,
  serial_number: requiredText('Serial number'),
  active: wireBoolean.default(true),
};

/** POST /api/units/access-card/add (JSON). */
export const accessCardAddSchema = z.object(accessCardFields);

/** What POST /api/units/access-card/add sends. */
export type AccessCardAddPayload = z.input<typeof accessCardAddSchema>;

/** POST /api/units/access-card/edit (JSON). */
export const accessCardEditSchema = z.object({ ...accessCardFields, id: wireId });

/** What POST /api/units/access-card/edit sends. */
export type AccessCardEditPayload = z.input<typeof accessCardEditSchema>;
