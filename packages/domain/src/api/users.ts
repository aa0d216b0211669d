import type {
  AutocompleteQuery,
  ImportPayload,
  UserAddPayload,
  UserDetailQuery,
  UserEditPayload,
  UserListQuery,
  UserPictureUploadPayload,
} from '../schemas';
import type {
  ActionResponse,
  AutocompleteResponse,
  DetailResponse,
  ImportResponse,
  ListResponse,
  PictureUploadResponse,
  SaveResponse,
  User,
  UserPolicy,
} from '../wire';
import { segment, type Http } from './http';

/** Spec 001 §7: owners and admins. */
export function createUsersApi(http: Http) {
  return {
    /** GET /api/users?type&page&unit_id&property_id&search. */
    list: (query: UserListQuery) =>
      http.send<ListResponse<User, { policies?: UserPolicy[] }>>({
        method: 'GET',
        path: '/api/users',
        query,
      }),
    /** GET /api/users/detail/{id}?type&property_id. */
    detail: (id: number, query: UserDetailQuery) =>
      http.send<DetailResponse<User>>({
        method: 'GET',
        path: `/api/users/detail/${segment(id)}`,
        query,
      }),
    /** POST /api/users/add (form). */
    add: (payload: UserAddPayload) =>
      http.send<SaveResponse<User>>({ method: 'POST', path: '/api/users/add', form: payload }),
    /** POST /api/users/edit (form). */
    edit: (payload: UserEditPayload) =>
      http.send<SaveResponse<User>>({ method: 'POST', path: '/api/users/edit', form: payload }),
    /** DELETE /api/users/{id}. */
    remove: (id: number) =>
      http.send<ActionResponse>({ method: 'DELETE', path: `/api/users/${segment(id)}` }),
    /** GET /api/users/remove-device/{id}: unregisters the user's device. */
    removeDevice: (id: number) =>
      http.send<ActionResponse>({ method: 'GET', path: `/api/users/remove-device/${segment(id)}` }),
    /** POST /api/users/upload (multipart): img (base64), original_name, user_id. */
    uploadPicture: (payload: UserPictureUploadPayload) =>
      http.send<PictureUploadResponse>({
        method: 'POST',
        path: '/api/users/upload',
        multipart: payload,
      }),
    /** POST /api/users/import (multipart): doc (base64 xlsx), original_name, property_id. */
    import: (payload: ImportPayload) =>
      http.send<ImportResponse>({ method: 'POST', path: '/api/users/import', multipart: payload }),
    /** GET /api/users/autocomplete?search. */
    autocomplete: (query: AutocompleteQuery) =>
      http.send<AutocompleteResponse<User>>({
        method: 'GET',
        path: '/api/users/autocomplete',
        query,
      }),
    /**
     * GET /api/users/template?token: the owners import template (xlsx). The spec names only "an
     * owners template"; the path is our design, served with the token like other downloads.
     */
    templateUrl: () => http.tokenUrl('/api/users/template'),
  };
}
