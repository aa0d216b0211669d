import type {
  AssignOwnerPayload,
  ImportPayload,
  UnassignOwnerPayload,
  UnitAddPayload,
  UnitDetailQuery,
  UnitEditPayload,
  UnitListQuery,
} from '../schemas';
import type {
  ActionResponse,
  DetailResponse,
  ImportResponse,
  ListResponse,
  Property,
  SaveResponse,
  Unit,
  User,
} from '../wire';
import { segment, type Http } from './http';

/** GET /api/units answers the units and the properties for the filter. */
export type UnitListResponse = ListResponse<Unit, { properties?: Property[] }>;

/** Spec 001 §2: adding a unit from a sub-list may answer that list (data, total) with the unit. */
export type UnitAddResponse = SaveResponse<Unit> & Partial<ListResponse<Unit>>;

/** Spec 001 §7: units and their owners. */
export function createUnitsApi(http: Http) {
  return {
    /** GET /api/units?property_id&user_id&page&search. */
    list: (query: UnitListQuery) =>
      http.send<UnitListResponse>({ method: 'GET', path: '/api/units', query }),
    /** GET /api/units/detail/{id}?property_id. */
    detail: (id: number, query: UnitDetailQuery = {}) =>
      http.send<DetailResponse<Unit>>({
        method: 'GET',
        path: `/api/units/detail/${segment(id)}`,
        query,
      }),
    /** POST /api/units/add (JSON). */
    add: (payload: UnitAddPayload) =>
      http.send<UnitAddResponse>({ method: 'POST', path: '/api/units/add', json: payload }),
    /** POST /api/units/edit (JSON). */
    edit: (payload: UnitEditPayload) =>
      http.send<SaveResponse<Unit>>({ method: 'POST', path: '/api/units/edit', json: payload }),
    /** DELETE /api/units/{id}. */
    remove: (id: number) =>
      http.send<ActionResponse>({ method: 'DELETE', path: `/api/units/${segment(id)}` }),
    /** POST /api/units/import (multipart): the same upload fields as the owners import. */
    import: (payload: ImportPayload) =>
      http.send<ImportResponse>({ method: 'POST', path: '/api/units/import', multipart: payload }),
    /** POST /api/units/assign (JSON): user_id, unit_id; answers the unit's owners. */
    assignOwner: (payload: AssignOwnerPayload) =>
      http.send<ListResponse<User>>({
        method: 'POST',
        path: '/api/units/assign',
        json: payload,
      }),
    /** POST /api/units/unassign (JSON): user_key (the slot) and id (the unit). */
    unassignOwner: (payload: UnassignOwnerPayload) =>
      http.send<ActionResponse>({ method: 'POST', path: '/api/units/unassign', json: payload }),
    /**
     * GET /api/units/template?token: the units import template (xlsx). The spec names only "a
     * units template"; the path is our design, served with the token like other downloads.
     */
    templateUrl: () => http.tokenUrl('/api/units/template'),
  };
}
