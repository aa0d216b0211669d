import { z } from 'zod';
import { detailResponse, listResponse, wireDateSchema, wireIdSchema } from './common';

/** A property's complaint, as the list and the detail answer it. */
export const complaintSchema = z.object({
  id: wireIdSchema,
  property_id: wireIdSchema,
  name: z.string(),
  created_at: wireDateSchema,
});

/** GET /api/complains. */
export const complaintListResponseSchema = listResponse(complaintSchema);

/** GET /api/complains/detail/{id}. */
export const complaintDetailResponseSchema = detailResponse(complaintSchema);

/** POST /api/complains/add and /edit: the saved complaint and the confirmation to show. */
export const complaintSavedResponseSchema = z.object({
  data: complaintSchema,
  message: z.string(),
});

/** A complaint on the wire. */
export type Complaint = z.output<typeof complaintSchema>;

/** A page of complains and their total. */
export type ComplaintList = z.output<typeof complaintListResponseSchema>;

/** What adding or changing a complaint answers. */
export type ComplaintSaved = z.output<typeof complaintSavedResponseSchema>;
