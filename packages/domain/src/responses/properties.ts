import { z } from 'zod';
import {
  countSchema,
  detailResponse,
  listResponse,
  namedOptionSchema,
  wireDateSchema,
  wireIdSchema,
} from './common';

/** Spec 001 §3: a property with its bank data, as lists answer it. */
export const propertySchema = z.object({
  id: wireIdSchema,
  name: z.string(),
  developer: z.string().nullable(),
  managed_by: z.string().nullable(),
  email: z.string(),
  contact: z.string(),
  bank_name: z.string().nullable(),
  bank_acc: z.string().nullable(),
  address: z.string(),
  address_2: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  active: z.boolean(),
  img: z.string().nullable(),
  total_unit: countSchema,
  created_at: wireDateSchema,
});

/** Spec 001 §3 / 002 §1: a property with its enabled services and every available one. */
export const propertyDetailSchema = propertySchema.extend({
  /** The enabled services. */
  services: z.array(namedOptionSchema),
  /** Every available service. */
  all_services: z.array(namedOptionSchema),
});

/** GET /api/properties. */
export const propertyListResponseSchema = listResponse(propertySchema);

/** GET /api/properties/detail/{id}. */
export const propertyDetailResponseSchema = detailResponse(propertyDetailSchema);
