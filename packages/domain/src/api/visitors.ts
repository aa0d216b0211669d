import {
  visitorAutocompleteResponseSchema,
  visitorCheckResponseSchema,
  visitorDetailResponseSchema,
  publicVisitorPassSchema,
  visitorListResponseSchema,
  visitorSchema,
} from '../responses';
import type {
  AutocompleteQuery,
  VisitorAddPayload,
  VisitorDetailQuery,
  VisitorListQuery,
} from '../schemas';
import { segment, type Http } from './http';

/** Spec 000 §7 and 001 §7: visitors and their QR passes. */
export function createVisitorsApi(http: Http) {
  return {
    /** GET /api/visitors?page&unit_id&property_id&tab&search. */
    list: (query: VisitorListQuery) =>
      http.send({
        method: 'GET',
        path: '/api/visitors',
        query,
        response: visitorListResponseSchema,
      }),
    /** GET /api/visitors/detail/{qrcode}?unit_id. */
    detail: (qrcode: string, query: VisitorDetailQuery = {}) =>
      http.send({
        method: 'GET',
        path: `/api/visitors/detail/${segment(qrcode)}`,
        query,
        response: visitorDetailResponseSchema,
      }),
    /** POST /api/visitors/add (JSON). */
    add: (payload: VisitorAddPayload) =>
      http.send({
        method: 'POST',
        path: '/api/visitors/add',
        json: payload,
        response: visitorSchema,
      }),
    /** GET /api/visitors/autocomplete?search: earlier visitors to pick a name from. */
    autocomplete: (query: AutocompleteQuery) =>
      http.send({
        method: 'GET',
        path: '/api/visitors/autocomplete',
        query,
        response: visitorAutocompleteResponseSchema,
      }),
    /** GET /api/visitors/check-in/{qrcode}. */
    checkIn: (qrcode: string) =>
      http.send({
        method: 'GET',
        path: `/api/visitors/check-in/${segment(qrcode)}`,
        response: visitorCheckResponseSchema,
      }),
    /** GET /api/visitors/check-out/{qrcode}. */
    checkOut: (qrcode: string) =>
      http.send({
        method: 'GET',
        path: `/api/visitors/check-out/${segment(qrcode)}`,
        response: visitorCheckResponseSchema,
      }),
    /**
     * GET /api/public/visitors/{qrcode}: the public visitor pass (page /visitors/{qrcode}; our
     * design), without sign-in.
     */
    publicPass: (qrcode: string) =>
      http.send({
        method: 'GET',
        path: `/api/public/visitors/${segment(qrcode)}`,
        response: publicVisitorPassSchema,
      }),
  };
}
