import { complains } from '../contract/complains';
import type { ListQuery } from '../schemas';
import type { ComplaintAddPayload, ComplaintEditPayload } from '../schemas/complains';
import type { Http } from './http';

/** A property's complains. */
export function createComplainsApi(http: Http) {
  return {
    list: (query: ListQuery = {}) => http.call(complains.list, { query }),
    detail: (id: number) => http.call(complains.detail, { params: { id } }),
    add: (payload: ComplaintAddPayload) => http.call(complains.add, { body: payload }),
    edit: (payload: ComplaintEditPayload) => http.call(complains.edit, { body: payload }),
    remove: (id: number) => http.call(complains.remove, { params: { id } }),
  };
}
