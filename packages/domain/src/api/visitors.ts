import type {
  AutocompleteQuery,
  VisitorAddPayload,
  VisitorDetailQuery,
  VisitorListQuery,
} from '../schemas';
import type {
  AutocompleteResponse,
  DetailResponse,
  ListResponse,
  SaveResponse,
  Visitor,
  VisitorCheckResponse,
  VisitorSuggestion,
} from '../wire';
import { segment, type Http } from './http';

/** Spec 000 §7 and 001 §7: visitors and their QR passes. */
export function createVisitorsApi(http: Http) {
  return {
    /** GET /api/visitors?page&unit_id&property_id&tab&search. */
    list: (query: VisitorListQuery) =>
      http.send<ListResponse<Visitor>>({ method: 'GET', path: '/api/visitors', query }),
    /** GET /api/visitors/detail/{qrcode}?unit_id. */
    detail: (qrcode: string, query: VisitorDetailQuery = {}) =>
      http.send<DetailResponse<Visitor>>({
        method: 'GET',
        path: `/api/visitors/detail/${segment(qrcode)}`,
        query,
      }),
    /** POST /api/visitors/add (JSON). */
    add: (payload: VisitorAddPayload) =>
      http.send<SaveResponse<Visitor>>({
        method: 'POST',
        path: '/api/visitors/add',
        json: payload,
      }),
    /** GET /api/visitors/autocomplete?search: earlier visitors to pick a name from. */
    autocomplete: (query: AutocompleteQuery) =>
      http.send<AutocompleteResponse<VisitorSuggestion>>({
        method: 'GET',
        path: '/api/visitors/autocomplete',
        query,
      }),
    /** GET /api/visitors/check-in/{qrcode}. */
    checkIn: (qrcode: string) =>
      http.send<VisitorCheckResponse>({
        method: 'GET',
        path: `/api/visitors/check-in/${segment(qrcode)}`,
      }),
    /** GET /api/visitors/check-out/{qrcode}. */
    checkOut: (qrcode: string) =>
      http.send<VisitorCheckResponse>({
        method: 'GET',
        path: `/api/visitors/check-out/${segment(qrcode)}`,
      }),
  };
}
