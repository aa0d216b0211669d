import { z } from 'zod';
import { sayLater } from '../messages/text';
import { FACILITY_LIMITS, hoursHoldASlot, type FacilityHours } from '../validation/facility-slots';
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

/** A time of day as 'HH:mm' (00:00 to 24:00, so a facility may close at midnight). */
export const wireTime = z
  .string({ error: sayLater('schema.time') })
  .trim()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: sayLater('schema.time') });

/** A whole number from `min` to `max`. */
function wholeBetween({ min, max }: { min: number; max: number }) {
  return wireNumber.pipe(
    z
      .number()
      .int({ error: sayLater('wire.wholeNumber') })
      .min(min, { error: sayLater('schema.facilityRange') })
      .max(max, { error: sayLater('schema.facilityRange') }),
  );
}

/** A facility picture's server-generated name, as the upload answered it. */
const pictureName = z
  .string({ error: sayLater('schema.facilityPicture') })
  .regex(/^[a-f0-9]{32}\.(jpg|jpeg|png)$/, { error: sayLater('schema.facilityPicture') });

/** GET /storage/facilities/{name}: a facility picture by its stored name. */
export const facilityPictureParamsSchema = z.object({ name: pictureName });

/** Spec 002 §1 Facilities: what a facility is added and changed with. */
const facilityFields = {
  name: requiredText('Name', 100),
  capacity: wholeBetween(FACILITY_LIMITS.capacity),
  opens: wireTime,
  closes: wireTime,
  slot_minutes: wholeBetween(FACILITY_LIMITS.slotMinutes),
  weekly_limit: wholeBetween(FACILITY_LIMITS.weeklyLimit),
  fee: wireNumber.pipe(
    z
      .number()
      .min(FACILITY_LIMITS.fee.min, { error: sayLater('schema.feeRange') })
      .max(FACILITY_LIMITS.fee.max, { error: sayLater('schema.feeRange') }),
  ),
  needs_approval: wireBoolean,
  house_rules: optionalText,
  /**
   * The picture (one jpg, jpeg or png the upload answered); null removes it. Left out, an edit
   * keeps the facility's picture and an add has none.
   */
  picture: pictureName.nullable().optional(),
};

/** Closing comes after opening, with room for at least one slot. */
function hoursRefinement(value: FacilityHours, context: z.RefinementCtx) {
  if (!hoursHoldASlot(value)) {
    context.addIssue({
      code: 'custom',
      path: ['closes'],
      message: sayLater('schema.facilityHours')(),
    });
  }
}

/** POST /api/facilities/add (JSON); a super user names the property, staff add to their own. */
export const facilityAddSchema = z
  .object({ ...facilityFields, property_id: wireId.optional() })
  .superRefine(hoursRefinement);

/** What POST /api/facilities/add sends. */
export type FacilityAddPayload = z.input<typeof facilityAddSchema>;

/** POST /api/facilities/edit (JSON). */
export const facilityEditSchema = z
  .object({ ...facilityFields, id: wireId })
  .superRefine(hoursRefinement);

/** What POST /api/facilities/edit sends. */
export type FacilityEditPayload = z.input<typeof facilityEditSchema>;

/** GET /api/facilities/week/{id}?from=: the week (Monday to Sunday) holding `from`. */
export const facilityWeekQuerySchema = z.object({ from: wireDate.optional() });

/** The statuses of a facility booking (spec 002 §1 Facilities). */
export const BOOKING_STATUSES = ['Pending', 'Confirmed', 'Rejected', 'Cancelled'] as const;

/** A facility booking's status. */
export type FacilityBookingStatus = (typeof BOOKING_STATUSES)[number];

/** GET /api/facilities/bookings: one page, filtered by status, facility and day. */
export const facilityBookingListQuerySchema = z.object({
  page: wirePage,
  search: wireSearch,
  status: z.enum(BOOKING_STATUSES, { error: sayLater('schema.bookingStatus') }).optional(),
  facility_id: wireId.optional(),
  date: wireDate.optional(),
  /** Only the actor's own bookings ('My bookings'); owners always see only theirs. */
  mine: wireBoolean.optional(),
});

/** What the bookings list is asked with. */
export type FacilityBookingListQuery = z.input<typeof facilityBookingListQuerySchema>;

/** POST /api/facilities/book: a slot of a facility for one of the owner's units. */
export const facilityBookSchema = z.object({
  facility_id: wireId,
  /** The unit booked for: one of the owner's (their only one may be left out), or staff's choice. */
  unit_id: wireId.optional(),
  date: wireDate,
  time: wireTime,
});

/** What POST /api/facilities/book sends. */
export type FacilityBookPayload = z.input<typeof facilityBookSchema>;

/** POST /api/facilities/bookings/approve, /reject and /cancel (JSON): the booking. */
export const facilityBookingIdSchema = z.object({ id: wireId });
