import type {
  AssignOwnerPayload,
  ImportPayload,
  UnassignOwnerPayload,
  UnitAddPayload,
  UnitDetailQuery,
  UnitEditPayload,
  UnitListQuery,
} from '../schemas';
import { segment, type Http } from './http';

/** Spec 001 §7: units and their owners. */
export function createUnitsApi(http: Http) {
  return {
    /** GET /api/units?property_id&user_id&page&search. */
    list: (query: UnitListQuery) =>
      http.send({ method: 'GET', path: '/api/units', query, route: 'GET /api/units' }),
    /** GET /api/units/detail/{id}?property_id. */
    detail: (id: number, query: UnitDetailQuery = {}) =>
      http.send({
        method: 'GET',
        path: `/api/units/detail/${segment(id)}`,
        query,
        route: 'GET /api/units/detail/:id',
      }),
    /** POST /api/units/add (JSON). */
    add: (payload: UnitAddPayload) =>
      http.send({
        method: 'POST',
        path: '/api/units/add',
        json: payload,
        route: 'POST /api/units/add',
      }),
    /** POST /api/units/edit (JSON). */
    edit: (payload: UnitEditPayload) =>
      http.send({
        method: 'POST',
        path: '/api/units/edit',
        json: payload,
        route: 'POST /api/units/edit',
      }),
    /** DELETE /api/units/{id}. */
    remove: (id: number) =>
      http.send({
        method: 'DELETE',
        path: `/api/units/${segment(id)}`,
        route: 'DELETE /api/units/:id',
      }),
    /** POST /api/units/import (multipart): the same upload fields as the owners import. */
    import: (payload: ImportPayload) =>
      http.send({
        method: 'POST',
        path: '/api/units/import',
        multipart: payload,
        route: 'POST /api/units/import',
      }),
    /** POST /api/units/assign (JSON): user_id, unit_id; answers the unit's owners. */
    assignOwner: (payload: AssignOwnerPayload) =>
      http.send({
        method: 'POST',
        path: '/api/units/assign',
        json: payload,
        route: 'POST /api/units/assign',
      }),
    /** POST /api/units/unassign (JSON): user_key (the slot) and id (the unit). */
    unassignOwner: (payload: UnassignOwnerPayload) =>
      http.send({
        method: 'POST',
        path: '/api/units/unassign',
        json: payload,
        route: 'POST /api/units/unassign',
      }),
    /**
     * GET /api/units/template?token: the units import template (xlsx). The spec names only "a
     * units template"; the path is our design, served with the token like other downloads.
     */
    templateUrl: () => http.tokenUrl('/api/units/template'),
  };
}
