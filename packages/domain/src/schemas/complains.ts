import { z } from 'zod';
import { requiredText, wireId } from './primitives';

/** What a complaint is added and changed with (the skeleton's one field: add the resource's own). */
const complaintFields = {
  name: requiredText('Name'),
};

/** POST /api/complains/add (JSON); a super user names the property, staff add to their own. */
export const complaintAddSchema = z.object({
  ...complaintFields,
  property_id: wireId.optional(),
});

/** What POST /api/complains/add sends. */
export type ComplaintAddPayload = z.input<typeof complaintAddSchema>;

/** POST /api/complains/edit (JSON). */
export const complaintEditSchema = z.object({ ...complaintFields, id: wireId });

/** What POST /api/complains/edit sends. */
export type ComplaintEditPayload = z.input<typeof complaintEditSchema>;
