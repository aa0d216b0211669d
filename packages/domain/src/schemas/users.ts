import { say, sayLater } from '../messages/text';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { WIRE_MESSAGES } from './messages';
import {
  base64File,
  optionalText,
  requiredText,
  uploadFields,
  wireBoolean,
  wireEmail,
  wireId,
  wirePage,
  wireSearch,
} from './primitives';

const userType = z.enum(['owners', 'admins'], { error: sayLater('schema.userType') });

/** GET /api/users query. */
export const userListQuerySchema = z.object({
  type: userType,
  page: wirePage,
  unit_id: wireId.optional(),
  property_id: wireId.optional(),
  search: wireSearch,
});

/** What GET /api/users sends. */
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** GET /api/users/detail/{id} query. */
export const userDetailQuerySchema = z.object({
  type: userType,
  property_id: wireId.optional(),
});

/** What GET /api/users/detail/{id} sends. */
export type UserDetailQuery = z.input<typeof userDetailQuerySchema>;

const userFields = {
  type: userType,
  property_id: wireId.optional(),
  unit_id: wireId.optional(),
  /** Not sent when editing oneself (spec 001 §5). */
  role: optionalText,
  name: requiredText('Name'),
  email: wireEmail,
  contact: requiredText('Phone'),
  ic: optionalText,
  gender: z.enum(['Male', 'Female'], { error: sayLater('schema.gender') }),
  marital_status: z.enum(['Married', 'Single'], {
    error: sayLater('schema.maritalStatus'),
  }),
  emergency_contact: optionalText,
  password: z
    .string({ error: WIRE_MESSAGES.text })
    .min(PASSWORD_MIN_LENGTH, { error: sayLater('schema.passwordLength') })
    .max(PASSWORD_MAX_LENGTH, { error: sayLater('schema.passwordLength') })
    .optional(),
  active: wireBoolean.default(true),
};

/** Owners need an IC (spec 000 §5). */
function requireOwnerIc(value: { type: string; ic?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.type === 'owners' && !value.ic) {
    ctx.addIssue({ code: 'custom', path: ['ic'], message: say('schema.icRequired') });
  }
}

/** POST /api/users/add (form). A new admin needs a role; a new username has no special characters. */
export const userAddSchema = z
  .object({
    ...userFields,
    username: requiredText('Username').regex(/^[A-Za-z0-9]+$/, {
      error: sayLater('schema.usernameCharacters'),
    }),
  })
  .superRefine((value, ctx) => {
    requireOwnerIc(value, ctx);
    if (value.type === 'admins' && !value.role) {
      ctx.addIssue({ code: 'custom', path: ['role'], message: say('user.roleRequired') });
    }
  });

/** What POST /api/users/add sends. */
export type UserAddPayload = z.input<typeof userAddSchema>;

/**
 * POST /api/users/edit (form). The username cannot change, so it is passed through as sent.
 * Someone changing their own password also sends the one they have now (`current_password`).
 */
export const userEditSchema = z
  .object({
    ...userFields,
    id: wireId,
    username: optionalText,
    current_password: z
      .string({ error: WIRE_MESSAGES.text })
      .max(100, { error: sayLater('schema.currentPasswordTooLong') })
      .optional(),
    /** Never changed by this call: a value other than the user's is refused (400). */
    isSuperUser: wireBoolean.optional(),
    /** Never changed by this call: a value other than the user's is refused (400). */
    isDeveloper: wireBoolean.optional(),
  })
  .superRefine(requireOwnerIc);

/** What POST /api/users/edit sends. */
export type UserEditPayload = z.input<typeof userEditSchema>;

/** POST /api/users/upload (multipart): a profile picture. */
export const userPictureUploadSchema = z.object({
  img: base64File('Image'),
  ...uploadFields,
  user_id: wireId,
});

/** What POST /api/users/upload sends. */
export type UserPictureUploadPayload = z.input<typeof userPictureUploadSchema>;

/** POST /api/users/import and /api/units/import (multipart): an Excel file for a property. */
export const importSchema = z.object({
  doc: base64File('Document'),
  ...uploadFields,
  property_id: wireId,
});

/** What an Excel import sends. */
export type ImportPayload = z.input<typeof importSchema>;

const importType = userType.optional().describe('Which import: owners or admins (default owners)');

/** POST /api/users/import (multipart): an Excel file of owners, or of admins with type=admins. */
export const userImportSchema = importSchema.extend({ type: importType });

/** What POST /api/users/import sends. */
export type UserImportPayload = z.input<typeof userImportSchema>;

/** GET /api/users/template: the token of a download link, and which template (owners or admins). */
export const userTemplateQuerySchema = z.object({
  token: z.string().max(200).optional(),
  type: importType,
});
