import type { z } from 'zod';
import type { VISITOR_STATUSES, VISITOR_TABS, VISITOR_TYPES } from '../constants/visitors';
import type {
  publicVisitorPassSchema,
  visitorCheckResponseSchema,
  visitorSchema,
  visitorSuggestionSchema,
} from '../responses/visitors';

/** Spec 001 §9: visitor types; Visit is the default. */
export type VisitorType = (typeof VISITOR_TYPES)[number];

/** Spec 001 §9: the visitors list tabs. */
export type VisitorTab = (typeof VISITOR_TABS)[number];

/** A visitor's state as the server derives it. */
export type VisitorStatus = (typeof VISITOR_STATUSES)[number];

/** Spec 000 §3 / 001 §3: a registered visitor with its QR pass. */
export type Visitor = z.output<typeof visitorSchema>;

/** Spec 001 §7: GET /api/visitors/check-in|check-out/{qrcode} answers the visitor. */
export type VisitorCheckResponse = z.output<typeof visitorCheckResponseSchema>;

/** A visitor suggestion from GET /api/visitors/autocomplete (our design: name, contact, vehicle). */
export type VisitorSuggestion = z.output<typeof visitorSuggestionSchema>;

/** GET /api/public/visitors/{qrcode}: the public visitor pass. */
export type PublicVisitorPass = z.output<typeof publicVisitorPassSchema>;
