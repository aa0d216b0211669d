import { z } from 'zod';
import { VISITOR_STATUSES, VISITOR_TYPES } from '../constants/visitors';
import {
  autocompleteResponse,
  createdBySchema,
  detailResponse,
  listResponse,
  wireDateSchema,
  wireIdSchema,
} from './common';

/** Spec 000 §3 / 001 §3: a registered visitor with its QR pass. */
export const visitorSchema = z.object({
  id: wireIdSchema,
  qrcode: z.string(),
  name: z.string(),
  contact: z.string(),
  vehicle_no: z.string(),
  type: z.enum(VISITOR_TYPES),
  start_date: wireDateSchema,
  end_date: wireDateSchema.nullable(),
  /** Derived by the server from the dates and the check-in/out times (our design). */
  status: z.enum(VISITOR_STATUSES),
  unit: z.object({
    id: wireIdSchema,
    unit_no: z.string(),
    /** The unit's first owner: the host. */
    user: z.object({ name: z.string(), img: z.string().nullable() }).nullable(),
  }),
  createdBy: createdBySchema,
  checked_in_at: wireDateSchema.nullable(),
  checked_out_at: wireDateSchema.nullable(),
});

/** GET /api/visitors. */
export const visitorListResponseSchema = listResponse(visitorSchema);

/** GET /api/visitors/detail/{qrcode}. */
export const visitorDetailResponseSchema = detailResponse(visitorSchema);

/** An earlier visitor from GET /api/visitors/autocomplete (our design: name, contact, vehicle). */
export const visitorSuggestionSchema = z.object({
  id: wireIdSchema,
  name: z.string(),
  contact: z.string(),
  vehicle_no: z.string(),
});

/** GET /api/visitors/autocomplete. */
export const visitorAutocompleteResponseSchema = autocompleteResponse(visitorSuggestionSchema);

/** Spec 000 §7 / 001 §7: GET /api/visitors/check-in|check-out/{qrcode} answers the visitor. */
export const visitorCheckResponseSchema = z.object({ visitor: visitorSchema });

/**
 * GET /api/public/visitors/{qrcode}: the public visitor pass (page /visitors/{qrcode}; our
 * design), without sign-in: only what the pass shows.
 */
export const publicVisitorPassSchema = visitorSchema
  .pick({
    qrcode: true,
    name: true,
    contact: true,
    vehicle_no: true,
    type: true,
    start_date: true,
    end_date: true,
    status: true,
    checked_in_at: true,
    checked_out_at: true,
  })
  .extend({
    /** The host's name (the heading is "{host}'s Visitor"); the unit number when it has no owner. */
    host: z.string(),
    /** The property the pass lets the visitor into. */
    property: z.string().optional(),
  });
