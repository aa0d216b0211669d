import type { z } from 'zod';
import type { propertyDetailSchema, propertySchema } from '../responses/properties';

/** Spec 001 §3: a property with its bank data, as lists answer it. */
export type Property = z.output<typeof propertySchema>;

/** Spec 001 §3 / 002 §1: a property with its enabled services and every available one. */
export type PropertyDetail = z.output<typeof propertyDetailSchema>;
