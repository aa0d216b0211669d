import {
  ownerAutocompleteResponseSchema,
  ownerSuggestionSchema,
  userDetailResponseSchema,
  userListResponseSchema,
  userSchema,
} from '../responses/users';
import {
  userAddSchema,
  userDetailQuerySchema,
  userEditSchema,
  userImportSchema,
  userListQuerySchema,
  userPictureUploadSchema,
  userTemplateQuerySchema,
} from '../schemas/users';
import { SIGNED_IN, SIGNED_IN_LINK, type EndpointGroup } from './endpoint';

/** The users calls' wire schemas, by their component names. */
export const usersSchemas = {
  User: userSchema,
  UserListQuery: userListQuerySchema,
  UserList: userListResponseSchema,
  UserDetailQuery: userDetailQuerySchema,
  UserDetail: userDetailResponseSchema,
  UserAddBody: userAddSchema,
  UserEditBody: userEditSchema,
  UserPictureUploadBody: userPictureUploadSchema,
  UserImportBody: userImportSchema,
  UserTemplateQuery: userTemplateQuerySchema,
  OwnerSuggestion: ownerSuggestionSchema,
  OwnerSuggestions: ownerAutocompleteResponseSchema,
};

/**
 * Spec 001 §7: owners and admins. Most calls need a permission on Owners or Admins by the
 * user's type (the `type` sent, or the target's), so one policy cannot name it: the handlers
 * check it, and such calls are open to any signed-in user here.
 */
export const users = {
  list: {
    operationId: 'listUsers',
    method: 'GET',
    path: '/api/users',
    tag: 'users',
    summary: 'Lists owners or admins',
    // View on Owners or Admins, by `type`.
    access: SIGNED_IN,
    query: 'UserListQuery',
    reply: 'UserList',
    failures: [400, 401, 404],
  },
  detail: {
    operationId: 'getUser',
    method: 'GET',
    path: '/api/users/detail/:id',
    tag: 'users',
    summary: 'One owner or admin',
    // Oneself, or View on the target's module (Owners or Admins).
    access: SIGNED_IN,
    params: 'IdParams',
    query: 'UserDetailQuery',
    reply: 'UserDetail',
    failures: [400, 401, 404],
  },
  add: {
    operationId: 'addUser',
    method: 'POST',
    path: '/api/users/add',
    tag: 'users',
    summary: 'Adds an owner or admin (form)',
    // Create on Owners or Admins, by `type`.
    access: SIGNED_IN,
    body: 'UserAddBody',
    bodyKind: 'form',
    reply: 'User',
    failures: [400, 401, 404],
  },
  edit: {
    operationId: 'editUser',
    method: 'POST',
    path: '/api/users/edit',
    tag: 'users',
    summary: 'Changes an owner or admin (form)',
    // Oneself, or Update on the target's module (Owners or Admins).
    access: SIGNED_IN,
    body: 'UserEditBody',
    bodyKind: 'form',
    reply: 'User',
    failures: [400, 401, 404],
  },
  remove: {
    operationId: 'deleteUser',
    method: 'DELETE',
    path: '/api/users/:id',
    tag: 'users',
    summary: 'Deletes an owner or admin',
    // Delete on the target's module (Owners or Admins).
    access: SIGNED_IN,
    params: 'IdParams',
    reply: 'Message',
    failures: [400, 401, 404],
  },
  removeDevice: {
    operationId: 'removeUserDevice',
    method: 'GET',
    path: '/api/users/remove-device/:id',
    tag: 'users',
    summary: "Removes a user's registered device",
    // Oneself, or Update on the target's module (Owners or Admins).
    access: SIGNED_IN,
    params: 'IdParams',
    reply: 'Message',
    failures: [400, 401, 404],
  },
  uploadPicture: {
    operationId: 'uploadUserPicture',
    method: 'POST',
    path: '/api/users/upload',
    tag: 'users',
    summary: 'Uploads a profile picture (multipart)',
    // Oneself, or Update on the target's module (Owners or Admins).
    access: SIGNED_IN,
    body: 'UserPictureUploadBody',
    bodyKind: 'multipart',
    reply: 'PictureUploaded',
    failures: [400, 401, 404],
  },
  import: {
    operationId: 'importUsers',
    method: 'POST',
    path: '/api/users/import',
    tag: 'users',
    summary: 'Imports owners from an Excel file (multipart)',
    // Create on Owners, or on Admins with type=admins.
    access: SIGNED_IN,
    body: 'UserImportBody',
    bodyKind: 'multipart',
    reply: 'Imported',
    failures: [400, 401, 404],
  },
  template: {
    operationId: 'getUsersTemplate',
    method: 'GET',
    path: '/api/users/template',
    tag: 'users',
    summary: 'The owners import template (xlsx)',
    // Create on Owners, or on Admins with type=admins.
    access: SIGNED_IN_LINK,
    query: 'UserTemplateQuery',
    reply: { file: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
    failures: [401],
  },
  autocomplete: {
    operationId: 'autocompleteOwners',
    method: 'GET',
    path: '/api/users/autocomplete',
    tag: 'users',
    summary: 'Owners whose name, username or e-mail matches (assign-owner dialog)',
    // View on Owners, or Update on Units.
    access: SIGNED_IN,
    query: 'AutocompleteQuery',
    reply: 'OwnerSuggestions',
    failures: [400, 401],
  },
} as const satisfies EndpointGroup;
