import { randomBytes } from 'node:crypto';
import {
  autocompleteQuerySchema,
  ROLES,
  userAddSchema,
  userDetailQuerySchema,
  userEditSchema,
  userListQuerySchema,
  userPictureUploadSchema,
} from '@strata/domain';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hasPermission,
  isSuper,
  propertyScope,
  requirePermission,
  requireUser,
  scopeToProperty,
  type Actor,
  type UserRow,
} from '../auth/access';
import { hashPassword } from '../auth/password';
import { setUserActive } from '../auth/sessions';
import { writeAudit } from '../audit';
import { wireDateTime } from '../clock';
import type { Executor } from '../db/database';
import { devices, roles, units, users } from '../db/schema';
import { badRequest, notFound, refused, validationMessage } from '../http/errors';
import { REFUSAL_MESSAGES, USER_MESSAGES } from '../http/messages';
import { failures, messageBody } from '../http/responses';
import {
  excelImportBody,
  excelImportResult,
  importFailure,
  OWNER_COLUMNS,
  readRows,
  templateWorkbook,
} from '../uploads/excel';
import { checkUpload, EXCEL, fileField, PICTURE, storeUpload } from '../uploads/storage';
import type { RouteDeps } from './deps';
import { idParams, listBody } from './paging';
import { matching, pagedSearch } from '../records/list';
import { downloadActor } from './downloads';

type UserType = 'owners' | 'admins';

/** The access area of a user type (spec 001 §6 modules). */
export function moduleOf(type: UserType): 'Owners' | 'Admins' {
  return type === 'owners' ? 'Owners' : 'Admins';
}

/** Which list a stored user belongs to. */
export function typeOf(user: Pick<UserRow, 'role'>): UserType {
  return user.role === ROLES.owner ? 'owners' : 'admins';
}

/**
 * A password nobody can sign in with: users added without a password (and imported owners) set
 * theirs through forgot password, which mails them one.
 */
export function unusablePassword(): string {
  return `unset$${randomBytes(16).toString('hex')}`;
}

const userWireSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  active: z.boolean(),
  type: z.enum(['owners', 'admins']),
});

type UnitSlots = {
  id: number;
  unitNo: string;
  userId: number | null;
  userId2: number | null;
  userId3: number | null;
};
type DeviceRow = typeof devices.$inferSelect;

/** The wire user of spec 001 §3: profile, first unit (with its owner slots) and device. */
export function userWire(user: UserRow, unit?: UnitSlots | null, device?: DeviceRow | null) {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    contact: user.contact,
    ic: user.ic,
    gender: user.gender,
    marital_status: user.maritalStatus,
    emergency_contact: user.emergencyContact,
    role: user.role,
    active: user.active,
    img: user.img,
    last_active: wireDateTime(user.lastActive),
    type: typeOf(user),
    property_id: user.propertyId,
    unit_id: unit?.id ?? null,
    unit: unit
      ? {
          id: unit.id,
          unit_no: unit.unitNo,
          user_id: unit.userId,
          user_id_2: unit.userId2,
          user_id_3: unit.userId3,
        }
      : null,
    device: device
      ? {
          name: device.name,
          verified: device.verified,
          registered_at: wireDateTime(device.registeredAt),
          last_used: wireDateTime(device.lastUsed),
          can_remove: true,
        }
      : null,
    app_version: user.appVersion,
  };
}

/** The users with their first unit and device, in the order given. */
export async function usersWithUnits(db: Executor, rows: UserRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const owned = await db
    .select({
      id: units.id,
      unitNo: units.unitNo,
      userId: units.userId,
      userId2: units.userId2,
      userId3: units.userId3,
    })
    .from(units)
    .where(or(inArray(units.userId, ids), inArray(units.userId2, ids), inArray(units.userId3, ids)))
    .orderBy(asc(units.id));
  const registered = await db.select().from(devices).where(inArray(devices.userId, ids));
  return rows.map((row) =>
    userWire(
      row,
      owned.find((unit) => [unit.userId, unit.userId2, unit.userId3].includes(row.id)),
      registered.find((device) => device.userId === row.id),
    ),
  );
}

/** A user by id, or 404. */
async function findUser(db: Executor, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return row;
}

/**
 * Whether the actor may act on `target` with `permission`: themselves for View and Update (My
 * Profile), else a user of their property (404 otherwise) with the permission on the user's
 * module (400 otherwise). Super users are changed by super users only.
 */
function authorizeOn(actor: Actor, target: UserRow, permission: string) {
  if (target.id === actor.user.id && (permission === 'View' || permission === 'Update')) return;
  if (target.isSuperUser && !isSuper(actor)) throw notFound('User');
  scopeToProperty(actor, target.propertyId, 'User');
  requirePermission(actor, moduleOf(typeOf(target)), permission);
}

/** The property a new record goes to: the one sent (own only, unless super) or the actor's own. */
export function targetProperty(actor: Actor, sent: number | undefined): number {
  if (isSuper(actor)) {
    if (sent === undefined) throw badRequest(USER_MESSAGES.propertyRequired);
    return sent;
  }
  const own = actor.user.propertyId;
  if (own === null) throw refused(REFUSAL_MESSAGES.noProperty);
  if (sent !== undefined && sent !== own) throw notFound('Property');
  return own;
}

/** 400 when a username or e-mail is taken (case-insensitive), by another user than `exceptId`. */
async function checkUnique(
  db: Executor,
  fields: { username?: string | undefined; email: string },
  exceptId?: number,
) {
  const clash = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(
          fields.username ? sql`lower(${users.username}) = lower(${fields.username})` : undefined,
          sql`lower(${users.email}) = lower(${fields.email})`,
        ),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  const found = clash[0];
  if (!found) return;
  if (fields.username && found.username.toLowerCase() === fields.username.toLowerCase()) {
    throw badRequest(USER_MESSAGES.usernameTaken);
  }
  throw badRequest(USER_MESSAGES.emailTaken);
}

/** 400 unless `role` is a staff role of the property. */
async function checkStaffRole(db: Executor, propertyId: number, role: string | undefined) {
  if (!role || role === ROLES.owner) throw badRequest(USER_MESSAGES.roleRequired);
  const [found] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.propertyId, propertyId), eq(roles.name, role)));
  if (!found) throw badRequest(USER_MESSAGES.notARole(role));
}

/** The first free owner slot of a unit, or 400 when its three are taken (spec 001 §2). */
export function freeSlot(unit: {
  userId: number | null;
  userId2: number | null;
  userId3: number | null;
}) {
  if (unit.userId === null) return 'userId' as const;
  if (unit.userId2 === null) return 'userId2' as const;
  if (unit.userId3 === null) return 'userId3' as const;
  throw badRequest(USER_MESSAGES.threeOwners);
}

/** Spec 001 §7: owners and admins. */
export async function userRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  api.get(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Lists owners or admins',
        description: [
          'Needs View on Owners or Admins (by type). Staff see their own property (property_id of',
          'another answers 404); super users every property, or the one given. Admins are the',
          'staff of a property (every role but Owner; super users are not listed). unit_id lists',
          "a unit's owners. search matches name, username, email and phone. 20 a page, page from",
          "0, newest first. policies are the caller's permissions on the type's module.",
        ].join(' '),
        security,
        querystring: userListQuerySchema,
        response: {
          200: listBody(userWireSchema).extend({
            policies: z.array(
              z.object({ resource: z.string(), name: z.string(), active: z.boolean() }),
            ),
          }),
          ...failures(400, 401, 404),
        },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const query = request.query;
      const module = moduleOf(query.type);
      requirePermission(actor, module, 'View');
      const property =
        query.property_id === undefined
          ? propertyScope(actor)
          : (scopeToProperty(actor, query.property_id, 'Property'), query.property_id);
      const conditions: (SQL | undefined)[] = [
        query.type === 'owners' ? eq(users.role, ROLES.owner) : ne(users.role, ROLES.owner),
        eq(users.isSuperUser, false),
        property === null ? undefined : eq(users.propertyId, property),
      ];
      if (query.unit_id !== undefined) {
        conditions.push(
          sql`${users.id} in (select unnest(array[${units.userId}, ${units.userId2}, ${units.userId3}]) from ${units} where ${units.id} = ${query.unit_id})`,
        );
      }
      const page = await pagedSearch(
        orm,
        orm.select().from(users).$dynamic(),
        {
          page: query.page,
          search: query.search,
          filters: conditions,
          searchIn: [users.name, users.username, users.email, users.contact],
          orderBy: [desc(users.createdAt), desc(users.id)],
        },
        (rows) => usersWithUnits(orm, rows),
      );
      return { ...page, policies: actor.policies.filter((policy) => policy.resource === module) };
    },
  );

  api.get(
    '/api/users/detail/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One owner or admin',
        description: [
          "Anyone may read their own profile (My Profile). Others need View on the type's module",
          "and a user of their own property; another property's user, or one of the other type,",
          'answers 404. Answers { data: user } with the first unit and the registered device.',
        ].join(' '),
        security,
        params: idParams,
        querystring: userDetailQuerySchema,
        response: { 200: z.object({ data: userWireSchema }), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const target = await findUser(orm, request.params.id);
      authorizeOn(actor, target, 'View');
      if (target.id !== actor.user.id && typeOf(target) !== request.query.type) {
        throw notFound('User');
      }
      const [data] = await usersWithUnits(orm, [target]);
      return { data: data! };
    },
  );

  api.post(
    '/api/users/add',
    {
      schema: {
        tags: ['users'],
        summary: 'Adds an owner or admin (form)',
        description: [
          "Needs Create on the type's module. Staff add to their own property; super users name",
          'property_id. Owners get the Owner role and, with unit_id, the first free owner slot of',
          'that unit (400 when it has three). Admins need a staff role of the property. Usernames',
          'and e-mails are unique (case-insensitive; 400 when taken). Without a password the user',
          'sets one through forgot password. Writes an audit entry.',
        ].join(' '),
        security,
        body: userAddSchema,
        response: { 200: userWireSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const body = request.body;
      requirePermission(actor, moduleOf(body.type), 'Create');
      const propertyId = targetProperty(actor, body.property_id);
      const passwordHash = body.password ? await hashPassword(body.password) : unusablePassword();
      const created = await orm.transaction(async (tx) => {
        await checkUnique(tx, body);
        if (body.type === 'admins') await checkStaffRole(tx, propertyId, body.role);
        const [row] = await tx
          .insert(users)
          .values({
            name: body.name,
            username: body.username,
            email: body.email,
            contact: body.contact,
            ic: body.ic ?? null,
            gender: body.gender,
            maritalStatus: body.marital_status,
            emergencyContact: body.emergency_contact ?? null,
            role: body.type === 'owners' ? ROLES.owner : body.role!,
            propertyId,
            active: body.active,
            passwordHash,
          })
          .returning();
        if (body.type === 'owners' && body.unit_id !== undefined) {
          const [unit] = await tx.select().from(units).where(eq(units.id, body.unit_id));
          if (!unit || unit.propertyId !== propertyId) throw notFound('Unit');
          await tx
            .update(units)
            .set({ [freeSlot(unit)]: row!.id })
            .where(eq(units.id, unit.id));
        }
        await writeAudit(tx, actor, {
          module: moduleOf(body.type),
          action: `add-${body.type === 'owners' ? 'owner' : 'admin'} ${row!.username}`,
          propertyId,
        });
        return row!;
      });
      const [data] = await usersWithUnits(orm, [created]);
      return data!;
    },
  );

  api.post(
    '/api/users/edit',
    {
      schema: {
        tags: ['users'],
        summary: 'Changes an owner or admin (form)',
        description: [
          'Anyone may change their own profile (but not their role or active flag). Others need',
          "Update on the user's module, within their property. The username and property do not",
          'change. A new password is set when sent. Deactivating a user revokes their sessions at',
          'once (their tokens answer 401). Answers the saved user; writes an audit entry.',
        ].join(' '),
        security,
        body: userEditSchema,
        response: { 200: userWireSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const body = request.body;
      const target = await findUser(orm, body.id);
      authorizeOn(actor, target, 'Update');
      const self = target.id === actor.user.id;
      if (self && !body.active) throw badRequest(USER_MESSAGES.deactivateSelf);
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      const now = deps.now();
      const saved = await orm.transaction(async (tx) => {
        await checkUnique(tx, { email: body.email }, target.id);
        const role = self || typeOf(target) === 'owners' || !body.role ? target.role : body.role;
        if (role !== target.role) await checkStaffRole(tx, target.propertyId ?? -1, role);
        const [row] = await tx
          .update(users)
          .set({
            name: body.name,
            email: body.email,
            contact: body.contact,
            ic: body.ic ?? null,
            gender: body.gender,
            maritalStatus: body.marital_status,
            emergencyContact: body.emergency_contact ?? null,
            role,
            updatedAt: now,
            ...(passwordHash ? { passwordHash } : {}),
          })
          .where(eq(users.id, target.id))
          .returning();
        if (body.active !== target.active) await setUserActive(tx, target.id, body.active, now);
        await writeAudit(tx, actor, {
          module: moduleOf(typeOf(target)),
          action: `edit-${typeOf(target) === 'owners' ? 'owner' : 'admin'} ${target.username}`,
          propertyId: target.propertyId,
        });
        return { ...row!, active: body.active };
      });
      const [data] = await usersWithUnits(orm, [saved]);
      return data!;
    },
  );

  api.delete(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Deletes an owner or admin',
        description: [
          "Needs Delete on the user's module, within the property. Nobody deletes themselves",
          '(400). The user leaves their unit slots empty; their sessions end. Writes an audit entry.',
        ].join(' '),
        security,
        params: idParams,
        response: { 200: messageBody, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const target = await findUser(orm, request.params.id);
      if (target.id === actor.user.id) throw badRequest(USER_MESSAGES.deleteSelf);
      authorizeOn(actor, target, 'Delete');
      const type = typeOf(target);
      await orm.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, target.id));
        await writeAudit(tx, actor, {
          module: moduleOf(type),
          action: `delete-${type === 'owners' ? 'owner' : 'admin'} ${target.username}`,
          propertyId: target.propertyId,
        });
      });
      return { message: USER_MESSAGES.removed(type) };
    },
  );

  api.get(
    '/api/users/remove-device/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Removes a user's registered device",
        description: [
          "The user themselves, or Update on the user's module within the property. 404 when the",
          'user has no device. Writes an audit entry.',
        ].join(' '),
        security,
        params: idParams,
        response: { 200: messageBody, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const target = await findUser(orm, request.params.id);
      authorizeOn(actor, target, 'Update');
      await orm.transaction(async (tx) => {
        const removed = await tx
          .delete(devices)
          .where(eq(devices.userId, target.id))
          .returning({ id: devices.id });
        if (removed.length === 0) throw notFound('Device');
        await writeAudit(tx, actor, {
          module: moduleOf(typeOf(target)),
          action: `remove-device ${target.username}`,
          propertyId: target.propertyId,
        });
      });
      return { message: USER_MESSAGES.deviceRemoved };
    },
  );

  api.post(
    '/api/users/upload',
    {
      schema: {
        tags: ['users'],
        summary: 'Uploads a profile picture (multipart)',
        description: [
          'Fields img (base64, or a data URL, or a file part), original_name and user_id. The user',
          "themselves, or Update on the user's module within the property. At most 5 MB ('Image",
          "must be below 5MB.'), jpg, jpeg or png by name and by content ('File not supported.').",
          'Stored under a server-generated name, served at /storage/pictures/{img}.',
        ].join(' '),
        security,
        consumes: ['multipart/form-data'],
        body: userPictureUploadSchema.extend({
          img: fileField(userPictureUploadSchema.shape.img),
        }),
        response: { 200: z.object({ img: z.string() }), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { img, original_name, user_id } = request.body;
      const target = await findUser(orm, user_id);
      authorizeOn(actor, target, 'Update');
      const file = checkUpload(PICTURE, img, original_name);
      const name = await orm.transaction(async (tx) => {
        const stored = await storeUpload(tx, {
          dataDir: deps.config.dataDir,
          kind: PICTURE,
          file,
          userId: actor.user.id,
        });
        await tx
          .update(users)
          .set({ img: stored, updatedAt: deps.now() })
          .where(eq(users.id, target.id));
        await writeAudit(tx, actor, {
          module: moduleOf(typeOf(target)),
          action: `upload-picture ${target.username}`,
          propertyId: target.propertyId,
        });
        return stored;
      });
      return { img: name };
    },
  );

  api.post(
    '/api/users/import',
    {
      schema: {
        tags: ['users'],
        summary: 'Imports owners from an Excel file (multipart)',
        description: [
          'Fields doc (base64 xlsx), original_name, property_id. Needs Create on Owners, within the',
          "property. At most 1 MB ('File size exceeded 1MB.'), xlsx by name and content ('File not",
          "supported.'). The first sheet follows the owners template (GET /api/users/template):",
          'Name, Username, Email, Phone, IC, Gender, Marital Status, Unit No. Every row is checked',
          'as an owner add (unique usernames and e-mails, the unit in the property with a free',
          'slot); any failure answers 400 listing each row and why, and nothing is imported. All',
          'rows land in one transaction. Imported owners set a password through forgot password.',
          'Answers the stored file and how many were imported.',
        ].join(' '),
        security,
        consumes: ['multipart/form-data'],
        body: excelImportBody,
        response: { 200: excelImportResult, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Owners', 'Create');
      const propertyId = targetProperty(actor, request.body.property_id);
      scopeToProperty(actor, propertyId, 'Property');
      const file = checkUpload(EXCEL, request.body.doc, request.body.original_name);
      const rows = await readRows(file.bytes, OWNER_COLUMNS);
      return orm.transaction(async (tx) => {
        const problems: { row: number; reason: string }[] = [];
        const seen = new Set<string>();
        const slots = new Map<number, typeof units.$inferSelect>();
        const accepted: { values: typeof users.$inferInsert; unitId: number | null }[] = [];
        for (const { row, fields } of rows) {
          const parsed = userAddSchema.safeParse({ ...fields, type: 'owners' });
          if (!parsed.success) {
            problems.push({ row, reason: validationMessage(parsed.error.issues) });
            continue;
          }
          const owner = parsed.data;
          const keys = [`u:${owner.username.toLowerCase()}`, `e:${owner.email.toLowerCase()}`];
          if (keys.some((key) => seen.has(key))) {
            problems.push({ row, reason: USER_MESSAGES.twiceInFile });
            continue;
          }
          keys.forEach((key) => seen.add(key));
          try {
            await checkUnique(tx, owner);
          } catch (error) {
            problems.push({ row, reason: (error as Error).message });
            continue;
          }
          let unitId: number | null = null;
          if (fields.unit_no) {
            const [unit] = await tx
              .select()
              .from(units)
              .where(
                and(
                  eq(units.propertyId, propertyId),
                  sql`lower(${units.unitNo}) = lower(${fields.unit_no})`,
                ),
              );
            const known = unit ? (slots.get(unit.id) ?? unit) : undefined;
            if (!known) {
              problems.push({ row, reason: USER_MESSAGES.unitNotInProperty(fields.unit_no) });
              continue;
            }
            const taken = [known.userId, known.userId2, known.userId3].filter((id) => id !== null);
            if (taken.length >= 3) {
              problems.push({ row, reason: USER_MESSAGES.unitFull(fields.unit_no) });
              continue;
            }
            // Reserve the slot with a placeholder so later rows see it taken.
            slots.set(known.id, { ...known, [freeSlot(known)]: -row });
            unitId = known.id;
          }
          accepted.push({
            values: {
              name: owner.name,
              username: owner.username,
              email: owner.email,
              contact: owner.contact,
              ic: owner.ic ?? null,
              gender: owner.gender,
              maritalStatus: owner.marital_status,
              role: ROLES.owner,
              propertyId,
              passwordHash: unusablePassword(),
            },
            unitId,
          });
        }
        if (problems.length > 0) throw importFailure(problems);
        for (const entry of accepted) {
          const [created] = await tx.insert(users).values(entry.values).returning();
          if (entry.unitId !== null) {
            const [unit] = await tx.select().from(units).where(eq(units.id, entry.unitId));
            await tx
              .update(units)
              .set({ [freeSlot(unit!)]: created!.id })
              .where(eq(units.id, entry.unitId));
          }
        }
        const doc = await storeUpload(tx, {
          dataDir: deps.config.dataDir,
          kind: EXCEL,
          file,
          userId: actor.user.id,
        });
        await writeAudit(tx, actor, {
          module: 'Owners',
          action: `import-owners ${accepted.length}`,
          propertyId,
        });
        return { doc, total: accepted.length };
      });
    },
  );

  api.get(
    '/api/users/autocomplete',
    {
      schema: {
        tags: ['users'],
        summary: 'Owners whose name, username or e-mail matches (assign-owner dialog)',
        description: [
          "Needs View on Owners or Update on Units. Owners of the caller's property (all for super",
          'users), at most 10, by name.',
        ].join(' '),
        security,
        querystring: autocompleteQuerySchema,
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.number(),
                name: z.string(),
                username: z.string(),
                email: z.string(),
                img: z.string().nullable(),
              }),
            ),
          }),
          ...failures(400, 401),
        },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      if (!hasPermission(actor, 'Owners', 'View') && !hasPermission(actor, 'Units', 'Update')) {
        throw refused(REFUSAL_MESSAGES.permission('Owners', 'View'));
      }
      const property = propertyScope(actor);
      const data = await orm
        .select({
          id: users.id,
          name: users.name,
          username: users.username,
          email: users.email,
          img: users.img,
        })
        .from(users)
        .where(
          and(
            eq(users.role, ROLES.owner),
            property === null ? undefined : eq(users.propertyId, property),
            matching(request.query.search, [users.name, users.username, users.email]),
          ),
        )
        .orderBy(asc(users.name))
        .limit(10);
      return { data };
    },
  );

  api.get(
    '/api/users/template',
    {
      schema: {
        tags: ['users'],
        summary: 'The owners import template (xlsx)',
        description: 'Needs Create on Owners; the token may come as ?token= (a download link).',
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: {
          200: z.unknown().describe('The owners template workbook (xlsx)'),
          ...failures(401),
        },
      },
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      requirePermission(actor, 'Owners', 'Create');
      return reply
        .type(EXCEL.types[0]!.mime)
        .header('content-disposition', 'attachment; filename="owners-template.xlsx"')
        .send(await templateWorkbook('Owners', OWNER_COLUMNS));
    },
  );
}
