import type { AccessCardAddPayload, AccessCardEditPayload, ListQuery } from '../schemas';
import type { AccessCard, ActionResponse, ListResponse, SaveResponse } from '../wire';
import { segment, type Http } from './http';

/** Spec 001 §7: a unit's access cards. */
export function createAccessCardsApi(http: Http) {
  return {
    /** GET /api/units/access-card/{unit_id}?page&search. */
    list: (unitId: number, query: ListQuery = {}) =>
      http.send<ListResponse<AccessCard>>({
        method: 'GET',
        path: `/api/units/access-card/${segment(unitId)}`,
        query,
      }),
    /** POST /api/units/access-card/add (JSON): unit_id, serial_number, active. */
    add: (payload: AccessCardAddPayload) =>
      http.send<SaveResponse<AccessCard>>({
        method: 'POST',
        path: '/api/units/access-card/add',
        json: payload,
      }),
    /** POST /api/units/access-card/edit (JSON): unit_id, serial_number, active, id. */
    edit: (payload: AccessCardEditPayload) =>
      http.send<SaveResponse<AccessCard>>({
        method: 'POST',
        path: '/api/units/access-card/edit',
        json: payload,
      }),
    /** DELETE /api/units/access-card/{unit_id}/{id}. */
    remove: (unitId: number, id: number) =>
      http.send<ActionResponse>({
        method: 'DELETE',
        path: `/api/units/access-card/${segment(unitId)}/${segment(id)}`,
      }),
  };
}
