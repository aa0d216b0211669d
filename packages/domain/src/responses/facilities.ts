import { z } from 'zod';
import { BOOKING_STATUSES } from '../schemas/facilities';
import { detailResponse, listResponse, wireDateSchema, wireIdSchema } from './common';

/** Spec 002 §1 Facilities: a property's facility, as the list and the detail answer it. */
export const facilitySchema = z.object({
  id: wireIdSchema,
  property_id: wireIdSchema,
  name: z.string(),
  capacity: z.number().int(),
  /** Opening and closing time, 'HH:mm' in Malaysian time. */
  opens: z.string(),
  closes: z.string(),
  slot_minutes: z.number().int(),
  /** The most live bookings (Pending or Confirmed) one unit may hold in a week (Monday to Sunday). */
  weekly_limit: z.number().int(),
  /** The fee in RM, 0 for a free facility. */
  fee: z.number(),
  needs_approval: z.boolean(),
  house_rules: z.string().nullable(),
  /** The picture's stored name (served at /storage/facilities/{name}), or null. */
  picture: z.string().nullable(),
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

/** A booking of a facility's slot. */
export const facilityBookingSchema = z.object({
  id: wireIdSchema,
  facility_id: wireIdSchema,
  facility: z.string(),
  unit_id: wireIdSchema,
  unit_no: z.string(),
  /** Who booked it, by name. */
  booked_by: z.string().nullable(),
  /** The slot, 'yyyy-mm-dd HH:mm' in Malaysian time. */
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(BOOKING_STATUSES),
  fee: z.number(),
  /** Whether the actor booked it (or holds its unit). */
  own: z.boolean(),
  created_at: wireDateSchema,
});

/** GET /api/facilities/bookings. */
export const facilityBookingListResponseSchema = listResponse(facilityBookingSchema);

/** A week's slot that someone holds (Pending or Confirmed). */
export const takenSlotSchema = z.object({
  /** 'yyyy-mm-dd HH:mm', Malaysian time. */
  starts_at: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The actor's own booking: its id, so it can be cancelled from the week view. */
  booking_id: wireIdSchema.nullable(),
});

/** GET /api/facilities/week/{id}: the facility, its week and the slots taken in it. */
export const facilityWeekResponseSchema = z.object({
  data: z.object({
    facility: facilitySchema,
    /** The week's Monday, 'yyyy-mm-dd'. */
    from: z.string(),
    /** The server's now, 'yyyy-mm-dd HH:mm' in Malaysian time: earlier slots are past. */
    now: z.string(),
    taken: z.array(takenSlotSchema),
  }),
});

/** POST /api/facilities/book and the review and cancel calls: the booking and a confirmation. */
export const facilityBookingSavedResponseSchema = z.object({
  data: facilityBookingSchema,
  message: z.string(),
});

/** A facility on the wire. */
export type Facility = z.output<typeof facilitySchema>;

/** A page of facilities and their total. */
export type FacilityList = z.output<typeof facilityListResponseSchema>;

/** What adding or changing a facility answers. */
export type FacilitySaved = z.output<typeof facilitySavedResponseSchema>;

/** A facility booking on the wire. */
export type FacilityBooking = z.output<typeof facilityBookingSchema>;

/** A page of facility bookings. */
export type FacilityBookingList = z.output<typeof facilityBookingListResponseSchema>;

/** A facility's week. */
export type FacilityWeek = z.output<typeof facilityWeekResponseSchema>['data'];

/** A slot someone holds. */
export type TakenSlot = z.output<typeof takenSlotSchema>;
