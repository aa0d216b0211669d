import type { AccessCardAddPayload, AccessCardEditPayload, ListQuery } from '../schemas';
import { segment, type Http } from './http';

/** Spec 001 §7: a unit's access cards. */
export function createAccessCardsApi(http: Http) {
  return {
    /** GET /api/units/access-card/{unit_id}?page&search. */
    list: (unitId: number, query: ListQuery = {}) =>
      http.send({
        method: 'GET',
        path: `/api/units/access-card/${segment(unitId)}`,
        query,
        route: 'GET /api/units/access-card/:unit_id',
      }),
    /** POST /api/units/access-card/add (JSON): unit_id, serial_number, active. */
    add: (payload: AccessCardAddPayload) =>
      http.send({
        method: 'POST',
        path: '/api/units/access-card/add',
        json: payload,
        route: 'POST /api/units/access-card/add',
      }),
    /** POST /api/units/access-card/edit (JSON): unit_id, serial_number, active, id. */
    edit: (payload: AccessCardEditPayload) =>
      http.send({
        method: 'POST',
        path: '/api/units/access-card/edit',
        json: payload,
        route: 'POST /api/units/access-card/edit',
      }),
    /** DELETE /api/units/access-card/{unit_id}/{id}. */
    remove: (unitId: number, id: number) =>
      http.send({
        method: 'DELETE',
        path: `/api/units/access-card/${segment(unitId)}/${segment(id)}`,
        route: 'DELETE /api/units/access-card/:unit_id/:id',
      }),
  };
}
