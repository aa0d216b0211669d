import { z } from 'zod';
import { requiredText, wireId } from './primitives';

/** What a facility is added and changed with (the skeleton's one field: add the resource's own). */
const facilityFields = {
  name: requiredText('Name'),
};

/** POST /api/facilities/add (JSON); a super user names the property, staff add to their own. */
export const facilityAddSchema = z.object({
  ...facilityFields,
  property_id: wireId.optional(),
});

/** What POST /api/facilities/add sends. */
export type FacilityAddPayload = z.input<typeof facilityAddSchema>;

/** POST /api/facilities/edit (JSON). */
export const facilityEditSchema = z.object({ ...facilityFields, id: wireId });

/** What POST /api/facilities/edit sends. */
export type FacilityEditPayload = z.input<typeof facilityEditSchema>;
