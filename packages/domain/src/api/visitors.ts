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
        route: 'GET /api/visitors',
      }),
    /** GET /api/visitors/detail/{qrcode}?unit_id. */
    detail: (qrcode: string, query: VisitorDetailQuery = {}) =>
      http.send({
        method: 'GET',
        path: `/api/visitors/detail/${segment(qrcode)}`,
        query,
        route: 'GET /api/visitors/detail/:qrcode',
      }),
    /** POST /api/visitors/add (JSON). */
    add: (payload: VisitorAddPayload) =>
      http.send({
        method: 'POST',
        path: '/api/visitors/add',
        json: payload,
        route: 'POST /api/visitors/add',
      }),
    /** GET /api/visitors/autocomplete?search: earlier visitors to pick a name from. */
    autocomplete: (query: AutocompleteQuery) =>
      http.send({
        method: 'GET',
        path: '/api/visitors/autocomplete',
        query,
        route: 'GET /api/visitors/autocomplete',
      }),
    /** GET /api/visitors/check-in/{qrcode}. */
    checkIn: (qrcode: string) =>
      http.send({
        method: 'GET',
        path: `/api/visitors/check-in/${segment(qrcode)}`,
        route: 'GET /api/visitors/check-in/:qrcode',
      }),
    /** GET /api/visitors/check-out/{qrcode}. */
    checkOut: (qrcode: string) =>
      http.send({
        method: 'GET',
        path: `/api/visitors/check-out/${segment(qrcode)}`,
        route: 'GET /api/visitors/check-out/:qrcode',
      }),
    /**
     * GET /api/public/visitors/{qrcode}: the public visitor pass (page /visitors/{qrcode}; our
     * design), without sign-in.
     */
    publicPass: (qrcode: string) =>
      http.send({
        method: 'GET',
        path: `/api/public/visitors/${segment(qrcode)}`,
        route: 'GET /api/public/visitors/:qrcode',
      }),
  };
}
