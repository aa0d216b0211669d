import { users } from '../contract/users';
import type {
  AutocompleteQuery,
  ImportPayload,
  UserAddPayload,
  UserDetailQuery,
  UserEditPayload,
  UserListQuery,
  UserPictureUploadPayload,
} from '../schemas';
import type { Http } from './http';

/** Which users an Excel import adds. */
export type UserImportType = 'owners' | 'admins';

/** Spec 001 §7: owners and admins. */
export function createUsersApi(http: Http) {
  return {
    list: (query: UserListQuery) => http.call(users.list, { query }),
    detail: (id: number, query: UserDetailQuery) =>
      http.call(users.detail, { params: { id }, query }),
    add: (payload: UserAddPayload) => http.call(users.add, { body: payload }),
    edit: (payload: UserEditPayload) => http.call(users.edit, { body: payload }),
    remove: (id: number) => http.call(users.remove, { params: { id } }),
    /** Unregisters the user's device. */
    removeDevice: (id: number) => http.call(users.removeDevice, { params: { id } }),
    /** img (base64), original_name, user_id. */
    uploadPicture: (payload: UserPictureUploadPayload) =>
      http.call(users.uploadPicture, { body: payload }),
    /**
     * doc (base64 xlsx), original_name, property_id, and type ('owners' when absent, or
     * 'admins': the admins template, each row with a staff role).
     */
    import: (payload: ImportPayload & { type?: UserImportType }) =>
      http.call(users.import, { body: payload }),
    autocomplete: (query: AutocompleteQuery) => http.call(users.autocomplete, { query }),
    /**
     * The owners import template (xlsx), or with `admins` the admins template (?type=admins).
     * The spec names only "an owners template"; the path is our design, served with the token
     * like other downloads.
     */
    templateUrl: (type: UserImportType = 'owners') =>
      http.link(users.template, { query: type === 'admins' ? { type } : {} }),
  };
}
