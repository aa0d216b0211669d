import { z } from 'zod';
import {
  detailResponse,
  listResponse,
  namedOptionSchema,
  wireDateSchema,
  wireIdSchema,
} from './common';
import { userSchema } from './users';

/** Spec 001 §3: the owner shown on a unit row (its first owner). */
export const unitOwnerSchema = z.object({ id: wireIdSchema, name: z.string() });

/** Spec 001 §3: a unit with up to three owners. Amounts are in RM. */
export const unitSchema = z.object({
  id: wireIdSchema,
  unit_no: z.string(),
  level: z.number().int().nullable(),
  block: z.string().nullable(),
  square_feet: z.number().int().nullable(),
  parking_lot: z.string().nullable(),
  parking_lot_2: z.string().nullable(),
  maintenance_amount: z.number().nullable(),
  /** Water rate per litre. */
  water_amount: z.number().nullable(),
  other_amount: z.number().nullable(),
  remark: z.string().nullable(),
  user_id: wireIdSchema.nullable(),
  user_id_2: wireIdSchema.nullable(),
  user_id_3: wireIdSchema.nullable(),
  user: unitOwnerSchema.nullable(),
  property_id: wireIdSchema,
  created_at: wireDateSchema,
  issue_on: wireDateSchema.nullable(),
});

/** GET /api/units: the page of units and the properties the caller may filter by. */
export const unitListResponseSchema = listResponse(unitSchema, {
  properties: z.array(namedOptionSchema),
});

/** GET /api/units/detail/{id}. */
export const unitDetailResponseSchema = detailResponse(unitSchema);

/**
 * POST /api/units/add: the new unit; with an owner (user_id) also that owner's units as data and
 * total (spec 001 §2: adding from a sub-list replaces it).
 */
export const unitAddResponseSchema = unitSchema.extend({
  data: z.array(unitSchema).optional(),
  total: z.number().int().min(0).optional(),
});

/** POST /api/units/assign: the unit's owners after the change. */
export const unitOwnersResponseSchema = listResponse(userSchema);
