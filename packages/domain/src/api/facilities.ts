import { facilities } from '../contract/facilities';
import type { ListQuery } from '../schemas';
import type { DocumentUploadPayload } from '../schemas/finance';
import type {
  FacilityAddPayload,
  FacilityBookingListQuery,
  FacilityBookPayload,
  FacilityEditPayload,
} from '../schemas/facilities';
import type { Http } from './http';

/** A property's facilities. */
export function createFacilitiesApi(http: Http) {
  return {
    list: (query: ListQuery = {}) => http.call(facilities.list, { query }),
    detail: (id: number) => http.call(facilities.detail, { params: { id } }),
    add: (payload: FacilityAddPayload) => http.call(facilities.add, { body: payload }),
    edit: (payload: FacilityEditPayload) => http.call(facilities.edit, { body: payload }),
    remove: (id: number) => http.call(facilities.remove, { params: { id } }),
    week: (id: number, from?: string) =>
      http.call(facilities.week, { params: { id }, query: from ? { from } : {} }),
    bookings: (query: FacilityBookingListQuery = {}) => http.call(facilities.bookings, { query }),
    book: (payload: FacilityBookPayload) => http.call(facilities.book, { body: payload }),
    approve: (id: number) => http.call(facilities.approve, { body: { id } }),
    reject: (id: number) => http.call(facilities.reject, { body: { id } }),
    cancel: (id: number) => http.call(facilities.cancel, { body: { id } }),
    upload: (payload: DocumentUploadPayload) => http.call(facilities.upload, { body: payload }),
    /** A stored facility picture, as a link with the token. */
    pictureUrl: (name: string) => http.link(facilities.picture, { params: { name } }),
  };
}
