import { units } from '../contract/units';
import type {
  AssignOwnerPayload,
  ImportPayload,
  UnassignOwnerPayload,
  UnitAddPayload,
  UnitDetailQuery,
  UnitEditPayload,
  UnitListQuery,
} from '../schemas';
import type { Http } from './http';

/** Spec 001 §7: units and their owners. */
export function createUnitsApi(http: Http) {
  return {
    list: (query: UnitListQuery) => http.call(units.list, { query }),
    detail: (id: number, query: UnitDetailQuery = {}) =>
      http.call(units.detail, { params: { id }, query }),
    add: (payload: UnitAddPayload) => http.call(units.add, { body: payload }),
    edit: (payload: UnitEditPayload) => http.call(units.edit, { body: payload }),
    remove: (id: number) => http.call(units.remove, { params: { id } }),
    /** The same upload fields as the owners import. */
    import: (payload: ImportPayload) => http.call(units.import, { body: payload }),
    /** Answers the unit's owners. */
    assignOwner: (payload: AssignOwnerPayload) => http.call(units.assignOwner, { body: payload }),
    /** `user_key` names the slot, `id` the unit. */
    unassignOwner: (payload: UnassignOwnerPayload) =>
      http.call(units.unassignOwner, { body: payload }),
    /**
     * The units import template (xlsx). The spec names only "a units template"; the path is our
     * design, served with the token like other downloads.
     */
    templateUrl: () => http.link(units.template),
  };
}
