import { visitors } from '../contract/visitors';
import type {
  AutocompleteQuery,
  VisitorAddPayload,
  VisitorDetailQuery,
  VisitorListQuery,
} from '../schemas';
import type { Http } from './http';

/** Spec 000 §7 and 001 §7: visitors and their QR passes. */
export function createVisitorsApi(http: Http) {
  return {
    list: (query: VisitorListQuery) => http.call(visitors.list, { query }),
    detail: (qrcode: string, query: VisitorDetailQuery = {}) =>
      http.call(visitors.detail, { params: { qrcode }, query }),
    add: (payload: VisitorAddPayload) => http.call(visitors.add, { body: payload }),
    /** Earlier visitors to pick a name from. */
    autocomplete: (query: AutocompleteQuery) => http.call(visitors.autocomplete, { query }),
    checkIn: (qrcode: string) => http.call(visitors.checkIn, { params: { qrcode } }),
    checkOut: (qrcode: string) => http.call(visitors.checkOut, { params: { qrcode } }),
    /** The public visitor pass (page /visitors/{qrcode}; our design), without sign-in. */
    publicPass: (qrcode: string) => http.call(visitors.publicPass, { params: { qrcode } }),
  };
}
