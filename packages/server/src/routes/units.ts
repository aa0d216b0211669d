import {
  assignOwnerSchema,
  ROLES,
  unassignOwnerSchema,
  unitAddSchema,
  unitDetailQuerySchema,
  unitEditSchema,
  unitListQuerySchema,
} from '@strata/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isOwnerActor,
  isSuper,
  ownedBy,
  ownsUnit,
  propertyScope,
  requirePermission,
  requireUser,
  scopeToProperty,
  type Actor,
} from '../auth/access';
import { writeAudit } from '../audit';
import { wireDateTime } from '../clock';
import type { Executor } from '../db/database';
import { properties, units, users } from '../db/schema';
import { badRequest, notFound, validationMessage } from '../http/errors';
import { UNIT_MESSAGES } from '../http/messages';
import { failures, messageBody } from '../http/responses';
import {
  excelImportBody,
  excelImportResult,
  importFailure,
  readRows,
  templateWorkbook,
  UNIT_COLUMNS,
} from '../uploads/excel';
import { checkUpload, EXCEL, storeUpload } from '../uploads/storage';
import type { RouteDeps } from './deps';
import { idParams, listBody } from './paging';
import { pagedSearch } from '../records/list';
import { downloadActor } from './downloads';
import { freeSlot, targetProperty, usersWithUnits } from './users';

type UnitRow = typeof units.$inferSelect;
type UnitFields = z.output<typeof unitAddSchema>;

const unitWireSchema = z.looseObject({
  id: z.number(),
  unit_no: z.string(),
  property_id: z.number(),
});

/** The wire unit of spec 001 §3, with its first owner. */
export function unitWire(unit: UnitRow, owner?: { id: number; name: string } | null) {
  return {
    id: unit.id,
    unit_no: unit.unitNo,
    level: unit.level,
    block: unit.block,
    square_feet: unit.squareFeet,
    parking_lot: unit.parkingLot,
    parking_lot_2: unit.parkingLot2,
    maintenance_amount: unit.maintenanceAmount,
    water_amount: unit.waterAmount,
    other_amount: unit.otherAmount,
    remark: unit.remark,
    user_id: unit.userId,
    user_id_2: unit.userId2,
    user_id_3: unit.userId3,
    user: owner ?? null,
    property_id: unit.propertyId,
    created_at: wireDateTime(unit.createdAt),
    issue_on: unit.issueOn,
  };
}

/** Units with their first owner's id and name. */
async function unitsWithOwners(db: Executor, rows: UnitRow[]) {
  const ids = rows.map((row) => row.userId).filter((id): id is number => id !== null);
  const owners = ids.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
    : [];
  return rows.map((row) =>
    unitWire(
      row,
      owners.find((owner) => owner.id === row.userId),
    ),
  );
}

/** A unit by id, or 404. */
async function findUnit(db: Executor, id: number): Promise<UnitRow> {
  const [row] = await db.select().from(units).where(eq(units.id, id));
  if (!row) throw notFound('Unit');
  return row;
}

/**
 * Whether the actor may see or change `unit`: owners their own units (View only), staff their
 * property's with the permission on Units; another property's unit answers 404.
 */
export function authorizeUnit(actor: Actor, unit: UnitRow, permission: string, area = 'Units') {
  if (isOwnerActor(actor)) {
    if (!ownsUnit(actor.user.id, unit)) throw notFound('Unit');
  } else {
    scopeToProperty(actor, unit.propertyId, 'Unit');
  }
  requirePermission(actor, area, permission);
}

function validDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** The checks zod leaves to the store: whole levels and areas, amounts in range, real dates. */
export function unitProblem(fields: UnitFields): string | null {
  const whole = (value: number | undefined) =>
    value === undefined || (Number.isInteger(value) && Math.abs(value) < 1_000_000_000);
  if (!whole(fields.level)) return UNIT_MESSAGES.level;
  if (!whole(fields.square_feet) || (fields.square_feet ?? 0) < 0) return UNIT_MESSAGES.squareFeet;
  for (const [name, value] of [
    ['Maintenance amount', fields.maintenance_amount],
    ['Water amount', fields.water_amount],
    ['Other amount', fields.other_amount],
  ] as const) {
    if (value !== undefined && (value < 0 || value >= 1_000_000_000))
      return UNIT_MESSAGES.amount(name);
  }
  if (fields.issue_on && !validDay(fields.issue_on)) return UNIT_MESSAGES.issueOn;
  return null;
}

function unitValues(fields: UnitFields) {
  return {
    unitNo: fields.unit_no,
    level: fields.level ?? null,
    block: fields.block ?? null,
    squareFeet: fields.square_feet ?? null,
    parkingLot: fields.parking_lot ?? null,
    parkingLot2: fields.parking_lot_2 ?? null,
    maintenanceAmount: fields.maintenance_amount ?? null,
    waterAmount: fields.water_amount ?? null,
    otherAmount: fields.other_amount ?? null,
    remark: fields.remark ?? null,
    issueOn: fields.issue_on ?? null,
  };
}

/** 400 when the property already has a unit of that number (case-insensitive). */
async function checkUnitNo(db: Executor, propertyId: number, unitNo: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        eq(units.propertyId, propertyId),
        sql`lower(${units.unitNo}) = lower(${unitNo})`,
        exceptId === undefined ? undefined : sql`${units.id} <> ${exceptId}`,
      ),
    );
  if (clash) throw badRequest(UNIT_MESSAGES.exists(unitNo));
}

/** An owner (role Owner) of the property, or 404. */
async function findOwner(db: Executor, userId: number, propertyId: number) {
  const [owner] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.role, ROLES.owner), eq(users.propertyId, propertyId)),
    );
  if (!owner) throw notFound('Owner');
  return owner;
}

/** A unit's owners in slot order, as users. */
async function ownersOf(db: Executor, unit: UnitRow) {
  const ids = [unit.userId, unit.userId2, unit.userId3].filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const ordered = ids
    .map((id) => rows.find((row) => row.id === id))
    .filter((row) => row !== undefined);
  return usersWithUnits(db, ordered);
}

const SLOT_COLUMNS = { user_id: 'userId', user_id_2: 'userId2', user_id_3: 'userId3' } as const;

/** Spec 001 §7: units and their owners. */
export async function unitRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  api.get(
    '/api/units',
    {
      schema: {
        tags: ['units'],
        summary: 'Lists units',
        description: [
          "Needs View on Units. Owners get their own units only; staff their property's",
          '(property_id of another answers 404); super users every property, or the one given.',
          'user_id lists the units of that owner (any of the three slots). search matches the unit',
          "number, block and first owner's name. Sorted by unit number, 20 a page, page from 0.",
          'properties are the properties the caller may filter by (id, name).',
        ].join(' '),
        security,
        querystring: unitListQuerySchema,
        response: {
          200: listBody(unitWireSchema).extend({
            properties: z.array(z.object({ id: z.number(), name: z.string() })),
          }),
          ...failures(400, 401, 404),
        },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Units', 'View');
      const query = request.query;
      const owner = isOwnerActor(actor);
      if (query.property_id !== undefined) scopeToProperty(actor, query.property_id, 'Property');
      const property = query.property_id ?? propertyScope(actor);
      const conditions: (SQL | undefined)[] = [
        property === null ? undefined : eq(units.propertyId, property),
        owner ? ownedBy(actor.user.id) : undefined,
        query.user_id === undefined ? undefined : ownedBy(query.user_id),
      ];
      const page = await pagedSearch(
        orm,
        orm.select().from(units).$dynamic(),
        {
          page: query.page,
          search: query.search,
          filters: conditions,
          searchIn: [
            units.unitNo,
            units.block,
            sql`(select ${users.name} from ${users} where ${users.id} = ${units.userId})`,
          ],
          orderBy: [asc(units.unitNo), asc(units.id)],
        },
        (rows) => unitsWithOwners(orm, rows),
      );
      const filter = owner
        ? []
        : await orm
            .select({ id: properties.id, name: properties.name })
            .from(properties)
            .where(isSuper(actor) ? undefined : eq(properties.id, actor.user.propertyId ?? -1))
            .orderBy(asc(properties.name));
      return { ...page, properties: filter };
    },
  );

  api.get(
    '/api/units/detail/:id',
    {
      schema: {
        tags: ['units'],
        summary: 'One unit',
        description:
          "Owners read their own units; staff need View on Units within their property. Another property's unit answers 404. Answers { data: unit }.",
        security,
        params: idParams,
        querystring: unitDetailQuerySchema,
        response: { 200: z.object({ data: unitWireSchema }), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const unit = await findUnit(orm, request.params.id);
      authorizeUnit(actor, unit, 'View');
      const [data] = await unitsWithOwners(orm, [unit]);
      return { data: data! };
    },
  );

  api.post(
    '/api/units/add',
    {
      schema: {
        tags: ['units'],
        summary: 'Adds a unit',
        description: [
          'Needs Create on Units, within the property (super users any). Unit numbers are unique',
          'in a property (case-insensitive). With user_id (an owner of the property) the owner',
          "takes the first slot, and the answer adds that owner's units as data and total (spec",
          '001 §2: adding from a sub-list replaces it). Writes an audit entry.',
        ].join(' '),
        security,
        body: unitAddSchema,
        response: {
          200: unitWireSchema.extend({
            data: z.array(unitWireSchema).optional(),
            total: z.number().optional(),
          }),
          ...failures(400, 401, 404),
        },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Units', 'Create');
      const body = request.body;
      const propertyId = targetProperty(actor, body.property_id);
      scopeToProperty(actor, propertyId, 'Property');
      const problem = unitProblem(body);
      if (problem) throw badRequest(problem);
      const created = await orm.transaction(async (tx) => {
        const [property] = await tx
          .select({ id: properties.id })
          .from(properties)
          .where(eq(properties.id, propertyId));
        if (!property) throw notFound('Property');
        await checkUnitNo(tx, propertyId, body.unit_no);
        if (body.user_id !== undefined) await findOwner(tx, body.user_id, propertyId);
        const [row] = await tx
          .insert(units)
          .values({ ...unitValues(body), propertyId, userId: body.user_id ?? null })
          .returning();
        await writeAudit(tx, actor, {
          module: 'Units',
          action: `add-unit ${row!.unitNo}`,
          propertyId,
        });
        return row!;
      });
      const [unit] = await unitsWithOwners(orm, [created]);
      if (body.user_id === undefined) return unit!;
      const owned = await orm
        .select()
        .from(units)
        .where(ownedBy(body.user_id))
        .orderBy(asc(units.unitNo));
      return { ...unit!, data: await unitsWithOwners(orm, owned), total: owned.length };
    },
  );

  api.post(
    '/api/units/edit',
    {
      schema: {
        tags: ['units'],
        summary: 'Changes a unit',
        description: [
          'Needs Update on Units, within the property. The property and the owners do not change',
          'here (assign and unassign do that). Answers the saved unit; writes an audit entry.',
        ].join(' '),
        security,
        body: unitEditSchema,
        response: { 200: unitWireSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const body = request.body;
      const unit = await findUnit(orm, body.id);
      authorizeUnit(actor, unit, 'Update');
      const problem = unitProblem(body);
      if (problem) throw badRequest(problem);
      const saved = await orm.transaction(async (tx) => {
        await checkUnitNo(tx, unit.propertyId, body.unit_no, unit.id);
        const [row] = await tx
          .update(units)
          .set({ ...unitValues(body), updatedAt: deps.now() })
          .where(eq(units.id, unit.id))
          .returning();
        await writeAudit(tx, actor, {
          module: 'Units',
          action: `edit-unit ${row!.unitNo}`,
          propertyId: unit.propertyId,
        });
        return row!;
      });
      const [data] = await unitsWithOwners(orm, [saved]);
      return data!;
    },
  );

  api.delete(
    '/api/units/:id',
    {
      schema: {
        tags: ['units'],
        summary: 'Deletes a unit',
        description:
          'Needs Delete on Units, within the property. Its access cards, visitors and statements go with it. Writes an audit entry.',
        security,
        params: idParams,
        response: { 200: messageBody, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const unit = await findUnit(orm, request.params.id);
      authorizeUnit(actor, unit, 'Delete');
      await orm.transaction(async (tx) => {
        await tx.delete(units).where(eq(units.id, unit.id));
        await writeAudit(tx, actor, {
          module: 'Units',
          action: `delete-unit ${unit.unitNo}`,
          propertyId: unit.propertyId,
        });
      });
      return { message: UNIT_MESSAGES.removed };
    },
  );

  api.post(
    '/api/units/import',
    {
      schema: {
        tags: ['units'],
        summary: 'Imports units from an Excel file (multipart)',
        description: [
          'Fields doc (base64 xlsx), original_name, property_id. Needs Create on Units, within the',
          "property. At most 1 MB ('File size exceeded 1MB.'), xlsx by name and content ('File not",
          "supported.'). The first sheet follows the units template (GET /api/units/template):",
          'Unit No, Level, Block, Square Feet, Parking Lot, Parking Lot 2, Maintenance Amount,',
          'Water Amount, Other Amount, Remark, Owner Username. Every row is checked as a unit add',
          '(unique unit numbers, an owner of the property); any failure answers 400 listing each',
          'row and why, and nothing is imported (one transaction). Answers the stored file and how',
          'many were imported.',
        ].join(' '),
        security,
        consumes: ['multipart/form-data'],
        body: excelImportBody,
        response: { 200: excelImportResult, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Units', 'Create');
      const propertyId = targetProperty(actor, request.body.property_id);
      scopeToProperty(actor, propertyId, 'Property');
      const file = checkUpload(EXCEL, request.body.doc, request.body.original_name);
      const rows = await readRows(file.bytes, UNIT_COLUMNS);
      return orm.transaction(async (tx) => {
        const problems: { row: number; reason: string }[] = [];
        const seen = new Set<string>();
        const accepted: (typeof units.$inferInsert)[] = [];
        for (const { row, fields } of rows) {
          const { owner_username: ownerUsername, ...unitFields } = fields;
          // A blank cell is a field not given.
          const given = Object.fromEntries(
            Object.entries(unitFields).filter(([, value]) => value !== ''),
          );
          const parsed = unitAddSchema.safeParse({ ...given, property_id: propertyId });
          if (!parsed.success) {
            problems.push({ row, reason: validationMessage(parsed.error.issues) });
            continue;
          }
          const problem = unitProblem(parsed.data);
          if (problem) {
            problems.push({ row, reason: problem });
            continue;
          }
          const key = parsed.data.unit_no.toLowerCase();
          if (seen.has(key)) {
            problems.push({ row, reason: UNIT_MESSAGES.twiceInFile(parsed.data.unit_no) });
            continue;
          }
          seen.add(key);
          try {
            await checkUnitNo(tx, propertyId, parsed.data.unit_no);
          } catch (error) {
            problems.push({ row, reason: (error as Error).message });
            continue;
          }
          let userId: number | null = null;
          if (ownerUsername) {
            const [owner] = await tx
              .select({ id: users.id })
              .from(users)
              .where(
                and(
                  sql`lower(${users.username}) = lower(${ownerUsername})`,
                  eq(users.role, ROLES.owner),
                  eq(users.propertyId, propertyId),
                ),
              );
            if (!owner) {
              problems.push({
                row,
                reason: UNIT_MESSAGES.notAnOwner(ownerUsername),
              });
              continue;
            }
            userId = owner.id;
          }
          accepted.push({ ...unitValues(parsed.data), propertyId, userId });
        }
        if (problems.length > 0) throw importFailure(problems);
        for (let start = 0; start < accepted.length; start += 500) {
          await tx.insert(units).values(accepted.slice(start, start + 500));
        }
        const doc = await storeUpload(tx, {
          dataDir: deps.config.dataDir,
          kind: EXCEL,
          file,
          userId: actor.user.id,
        });
        await writeAudit(tx, actor, {
          module: 'Units',
          action: `import-units ${accepted.length}`,
          propertyId,
        });
        return { doc, total: accepted.length };
      });
    },
  );

  api.post(
    '/api/units/assign',
    {
      schema: {
        tags: ['units'],
        summary: 'Assigns an owner to a unit',
        description: [
          'Needs Update on Units, within the property; the user must be an owner of the same',
          'property (else 404). Owners fill user_id, user_id_2 and user_id_3 in that order; a',
          "fourth answers 400, as does an owner already assigned. Answers the unit's owners",
          '(data, total). Writes an audit entry.',
        ].join(' '),
        security,
        body: assignOwnerSchema,
        response: {
          200: listBody(z.looseObject({ id: z.number(), name: z.string() })),
          ...failures(400, 401, 404),
        },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const unit = await findUnit(orm, request.body.unit_id);
      authorizeUnit(actor, unit, 'Update');
      const saved = await orm.transaction(async (tx) => {
        const owner = await findOwner(tx, request.body.user_id, unit.propertyId);
        const [current] = await tx.select().from(units).where(eq(units.id, unit.id)).for('update');
        if (ownsUnit(owner.id, current!)) throw badRequest(UNIT_MESSAGES.alreadyAssigned);
        const [row] = await tx
          .update(units)
          .set({ [freeSlot(current!)]: owner.id, updatedAt: deps.now() })
          .where(eq(units.id, unit.id))
          .returning();
        await writeAudit(tx, actor, {
          module: 'Units',
          action: `assign-owner ${owner.username} ${unit.unitNo}`,
          propertyId: unit.propertyId,
        });
        return row!;
      });
      const data = await ownersOf(orm, saved);
      return { data, total: data.length };
    },
  );

  api.post(
    '/api/units/unassign',
    {
      schema: {
        tags: ['units'],
        summary: 'Unassigns the owner in one slot of a unit',
        description: [
          'Needs Update on Units, within the property. user_key names the slot (user_id, user_id_2',
          'or user_id_3); an empty slot answers 400. The owners after it move up, so the slots',
          'stay filled in order. Writes an audit entry.',
        ].join(' '),
        security,
        body: unassignOwnerSchema,
        response: { 200: messageBody, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const unit = await findUnit(orm, request.body.id);
      authorizeUnit(actor, unit, 'Update');
      await orm.transaction(async (tx) => {
        const [current] = await tx.select().from(units).where(eq(units.id, unit.id)).for('update');
        const slot = SLOT_COLUMNS[request.body.user_key];
        const removed = current![slot];
        if (removed === null) throw badRequest(UNIT_MESSAGES.emptySlot);
        const remaining = [current!.userId, current!.userId2, current!.userId3].filter(
          (id) => id !== null && id !== removed,
        );
        await tx
          .update(units)
          .set({
            userId: remaining[0] ?? null,
            userId2: remaining[1] ?? null,
            userId3: remaining[2] ?? null,
            updatedAt: deps.now(),
          })
          .where(eq(units.id, unit.id));
        const [owner] = await tx
          .select({ username: users.username })
          .from(users)
          .where(eq(users.id, removed));
        await writeAudit(tx, actor, {
          module: 'Units',
          action: `unassign-owner ${owner?.username ?? removed} ${unit.unitNo}`,
          propertyId: unit.propertyId,
        });
      });
      return { message: UNIT_MESSAGES.unassigned };
    },
  );

  api.get(
    '/api/units/template',
    {
      schema: {
        tags: ['units'],
        summary: 'The units import template (xlsx)',
        description: 'Needs Create on Units; the token may come as ?token= (a download link).',
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: {
          200: z.unknown().describe('The units template workbook (xlsx)'),
          ...failures(401),
        },
      },
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      requirePermission(actor, 'Units', 'Create');
      return reply
        .type(EXCEL.types[0]!.mime)
        .header('content-disposition', 'attachment; filename="units-template.xlsx"')
        .send(await templateWorkbook('Units', UNIT_COLUMNS));
    },
  );
}
