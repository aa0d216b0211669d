import type {
  AutocompleteQuery,
  ImportPayload,
  UserAddPayload,
  UserDetailQuery,
  UserEditPayload,
  UserListQuery,
  UserPictureUploadPayload,
} from '../schemas';
import { segment, type Http } from './http';

/** Which users an Excel import adds. */
export type UserImportType = 'owners' | 'admins';

/** Spec 001 §7: owners and admins. */
export function createUsersApi(http: Http) {
  return {
    /** GET /api/users?type&page&unit_id&property_id&search. */
    list: (query: UserListQuery) =>
      http.send({
        method: 'GET',
        path: '/api/users',
        query,
        route: 'GET /api/users',
      }),
    /** GET /api/users/detail/{id}?type&property_id. */
    detail: (id: number, query: UserDetailQuery) =>
      http.send({
        method: 'GET',
        path: `/api/users/detail/${segment(id)}`,
        query,
        route: 'GET /api/users/detail/:id',
      }),
    /** POST /api/users/add (form). */
    add: (payload: UserAddPayload) =>
      http.send({
        method: 'POST',
        path: '/api/users/add',
        form: payload,
        route: 'POST /api/users/add',
      }),
    /** POST /api/users/edit (form). */
    edit: (payload: UserEditPayload) =>
      http.send({
        method: 'POST',
        path: '/api/users/edit',
        form: payload,
        route: 'POST /api/users/edit',
      }),
    /** DELETE /api/users/{id}. */
    remove: (id: number) =>
      http.send({
        method: 'DELETE',
        path: `/api/users/${segment(id)}`,
        route: 'DELETE /api/users/:id',
      }),
    /** GET /api/users/remove-device/{id}: unregisters the user's device. */
    removeDevice: (id: number) =>
      http.send({
        method: 'GET',
        path: `/api/users/remove-device/${segment(id)}`,
        route: 'GET /api/users/remove-device/:id',
      }),
    /** POST /api/users/upload (multipart): img (base64), original_name, user_id. */
    uploadPicture: (payload: UserPictureUploadPayload) =>
      http.send({
        method: 'POST',
        path: '/api/users/upload',
        multipart: payload,
        route: 'POST /api/users/upload',
      }),
    /**
     * POST /api/users/import (multipart): doc (base64 xlsx), original_name, property_id, and type
     * ('owners' when absent, or 'admins': the admins template, each row with a staff role).
     */
    import: (payload: ImportPayload & { type?: UserImportType }) =>
      http.send({
        method: 'POST',
        path: '/api/users/import',
        multipart: payload,
        route: 'POST /api/users/import',
      }),
    /** GET /api/users/autocomplete?search. */
    autocomplete: (query: AutocompleteQuery) =>
      http.send({
        method: 'GET',
        path: '/api/users/autocomplete',
        query,
        route: 'GET /api/users/autocomplete',
      }),
    /**
     * GET /api/users/template?token: the owners import template (xlsx), or with `admins` the admins
     * template (?type=admins). The spec names only "an owners template"; the path is our design,
     * served with the token like other downloads.
     */
    templateUrl: (type: UserImportType = 'owners') =>
      http.tokenUrl('/api/users/template', type === 'admins' ? { type } : {}),
  };
}
