import { complains } from '../contract/complains';
import type { DocumentUploadPayload } from '../schemas';
import type {
  ComplaintAddPayload,
  ComplaintAssignPayload,
  ComplaintListQuery,
  ComplaintMessagePayload,
  ComplaintStaffQuery,
  ComplaintStatusPayload,
} from '../schemas/complains';
import type { Http } from './http';

/** A property's complains. */
export function createComplainsApi(http: Http) {
  return {
    list: (query: ComplaintListQuery = {}) => http.call(complains.list, { query }),
    detail: (id: number) => http.call(complains.detail, { params: { id } }),
    add: (payload: ComplaintAddPayload) => http.call(complains.add, { body: payload }),
    assign: (payload: ComplaintAssignPayload) => http.call(complains.assign, { body: payload }),
    status: (payload: ComplaintStatusPayload) => http.call(complains.status, { body: payload }),
    reopen: (id: number) => http.call(complains.reopen, { params: { id } }),
    message: (payload: ComplaintMessagePayload) => http.call(complains.message, { body: payload }),
    staff: (query: ComplaintStaffQuery) => http.call(complains.staff, { query }),
    /** doc (base64 or a file part), original_name: a jpg or png of at most 5 MB. */
    upload: (payload: DocumentUploadPayload) => http.call(complains.upload, { body: payload }),
    /** A stored photo, as a link with the token. */
    photoUrl: (name: string) => http.link(complains.photo, { params: { name } }),
  };
}
