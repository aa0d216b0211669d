import { z } from 'zod';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES } from '../schemas/complains';
import {
  autocompleteResponse,
  listResponse,
  namedOptionSchema,
  wireDateSchema,
  wireIdSchema,
} from './common';

/** A complaint as the list and the detail answer it. */
export const complaintSchema = z.object({
  id: wireIdSchema,
  property_id: wireIdSchema,
  category: z.enum(COMPLAINT_CATEGORIES),
  title: z.string(),
  description: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  /** The owner's unit, or null for a common area. */
  unit: z.object({ id: wireIdSchema, unit_no: z.string() }).nullable(),
  common_area: z.string().nullable(),
  /** Stored photo names, served at /storage/complains/{name}. */
  photos: z.array(z.string()),
  assignee: namedOptionSchema.nullable(),
  /** Who filed it (null once the account is gone). */
  created_by: namedOptionSchema.nullable(),
  created_at: wireDateSchema,
  /** When it was last resolved (null until then; kept once Closed). */
  resolved_at: wireDateSchema.nullable(),
  updated_at: wireDateSchema,
});

/** A message on a complaint's thread, with its author's name and role. */
export const complaintMessageItemSchema = z.object({
  id: wireIdSchema,
  message: z.string(),
  created_at: wireDateSchema,
  author: z.object({ id: wireIdSchema, name: z.string(), role: z.string() }).nullable(),
});

/** GET /api/complains. */
export const complaintListResponseSchema = listResponse(complaintSchema);

/** GET /api/complains/detail/{id}: the complaint and its thread, oldest message first. */
export const complaintDetailResponseSchema = z.object({
  data: complaintSchema,
  messages: z.array(complaintMessageItemSchema),
});

/** POST /api/complains/add, /assign, /status, /reopen, /message: the complaint and the confirmation. */
export const complaintSavedResponseSchema = z.object({
  data: complaintSchema,
  message: z.string(),
});

/** GET /api/complains/staff: the property's staff to assign. */
export const complaintStaffResponseSchema = autocompleteResponse(namedOptionSchema);

/** A complaint on the wire. */
export type Complaint = z.output<typeof complaintSchema>;

/** A message of a complaint's thread. */
export type ComplaintMessage = z.output<typeof complaintMessageItemSchema>;

/** A page of complains and their total. */
export type ComplaintList = z.output<typeof complaintListResponseSchema>;

/** A complaint with its thread. */
export type ComplaintDetail = z.output<typeof complaintDetailResponseSchema>;

/** What a change of a complaint answers. */
export type ComplaintSaved = z.output<typeof complaintSavedResponseSchema>;
