import { accessCards } from '../contract/access-cards';
import type { AccessCardAddPayload, AccessCardEditPayload, ListQuery } from '../schemas';
import type { Http } from './http';

/** Spec 001 §7: a unit's access cards. */
export function createAccessCardsApi(http: Http) {
  return {
    list: (unitId: number, query: ListQuery = {}) =>
      http.call(accessCards.list, { params: { unit_id: unitId }, query }),
    /** unit_id, serial_number, active. */
    add: (payload: AccessCardAddPayload) => http.call(accessCards.add, { body: payload }),
    /** unit_id, serial_number, active, id. */
    edit: (payload: AccessCardEditPayload) => http.call(accessCards.edit, { body: payload }),
    remove: (unitId: number, id: number) =>
      http.call(accessCards.remove, { params: { unit_id: unitId, id } }),
  };
}
