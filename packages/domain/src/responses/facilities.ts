import { z } from 'zod';
import { detailResponse, listResponse, wireDateSchema, wireIdSchema } from './common';

/** A property's facility, as the list and the detail answer it. */
export const facilitySchema = z.object({
  id: wireIdSchema,
  property_id: wireIdSchema,
  name: z.string(),
  created_at: wireDateSchema,
});

/** GET /api/facilities. */
export const facilityListResponseSchema = listResponse(facilitySchema);

/** GET /api/facilities/detail/{id}. */
export const facilityDetailResponseSchema = detailResponse(facilitySchema);

/** POST /api/facilities/add and /edit: the saved facility and the confirmation to show. */
export const facilitySavedResponseSchema = z.object({
  data: facilitySchema,
  message: z.string(),
});

/** A facility on the wire. */
export type Facility = z.output<typeof facilitySchema>;

/** A page of facilities and their total. */
export type FacilityList = z.output<typeof facilityListResponseSchema>;

/** What adding or changing a facility answers. */
export type FacilitySaved = z.output<typeof facilitySavedResponseSchema>;
