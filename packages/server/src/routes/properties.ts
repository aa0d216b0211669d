import {
  listQuerySchema,
  propertyAddSchema,
  propertyDetailQuerySchema,
  propertyEditSchema,
  propertyPictureUploadSchema,
  serviceToggleSchema,
} from '@strata/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isSuper,
  propertyScope,
  requirePermission,
  requireUser,
  scopeToProperty,
  servicesOf,
  type Actor,
} from '../auth/access';
import { defaultPolicyRows, SYSTEM_ROLES } from '../auth/policies';
import { writeAudit } from '../audit';
import { wireDateTime } from '../clock';
import type { Executor } from '../db/database';
import {
  properties,
  propertyServices,
  rolePolicies,
  roles,
  services,
  settings,
  units,
} from '../db/schema';
import { badRequest, notFound, refused } from '../http/errors';
import { PROPERTY_MESSAGES, REFUSAL_MESSAGES } from '../http/messages';
import { failures, messageBody } from '../http/responses';
import { checkUpload, fileField, PICTURE, storeUpload } from '../uploads/storage';
import type { RouteDeps } from './deps';
import { idParams, listBody } from './paging';
import { pagedSearch } from '../records/list';

type PropertyRow = typeof properties.$inferSelect;
type PropertyFields = z.output<typeof propertyAddSchema>;

const propertyBody = z.looseObject({
  id: z.number(),
  name: z.string(),
  active: z.boolean(),
  total_unit: z.number(),
});

/** The wire property of spec 001 §3. */
export function propertyWire(
  row: PropertyRow,
  extra: {
    totalUnit: number;
    services?: { id: number; name: string }[];
    allServices?: { id: number; name: string }[];
  },
) {
  return {
    id: row.id,
    name: row.name,
    developer: row.developer,
    managed_by: row.managedBy,
    email: row.email,
    contact: row.contact,
    bank_name: row.bankName,
    bank_acc: row.bankAcc,
    address: row.address,
    address_2: row.address2,
    postcode: row.postcode,
    city: row.city,
    state: row.state,
    active: row.active,
    img: row.img,
    total_unit: extra.totalUnit,
    ...(extra.services ? { services: extra.services } : {}),
    ...(extra.allServices ? { all_services: extra.allServices } : {}),
    created_at: wireDateTime(row.createdAt),
  };
}

function propertyValues(fields: PropertyFields) {
  return {
    name: fields.name,
    developer: fields.developer ?? null,
    managedBy: fields.managed_by ?? null,
    email: fields.email,
    contact: fields.contact,
    bankName: fields.bank_name ?? null,
    bankAcc: fields.bank_acc ?? null,
    address: fields.address,
    address2: fields.address_2 ?? null,
    postcode: fields.postcode,
    city: fields.city,
    state: fields.state,
  };
}

/** Properties with their unit counts. */
async function propertiesWithUnitTotals(db: Executor, rows: PropertyRow[]) {
  const counts = rows.length
    ? await db
        .select({ id: units.propertyId, value: count() })
        .from(units)
        .where(
          inArray(
            units.propertyId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(units.propertyId)
    : [];
  return rows.map((row) =>
    propertyWire(row, {
      totalUnit: Number(counts.find((entry) => entry.id === row.id)?.value ?? 0),
    }),
  );
}

async function totalUnits(db: Executor, propertyId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(units)
    .where(eq(units.propertyId, propertyId));
  return Number(row?.value ?? 0);
}

/** A property the actor may see (own, or any for super users) with its services; else 404. */
async function detail(db: Executor, actor: Actor, id: number) {
  scopeToProperty(actor, id, 'Property');
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  if (!row) throw notFound('Property');
  return propertyWire(row, {
    totalUnit: await totalUnits(db, id),
    services: await servicesOf(db, id),
    allServices: await db
      .select({ id: services.id, name: services.name })
      .from(services)
      .orderBy(asc(services.id)),
  });
}

/** Spec 001 §7: properties and their services. */
export async function propertyRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  api.get(
    '/api/properties',
    {
      schema: {
        tags: ['properties'],
        summary: 'Lists properties',
        description: [
          'Needs View on Properties. Super users see every property; staff only their own (the',
          'app shows an admin their property directly). search matches name, city and state;',
          'newest first, 20 a page, page from 0.',
        ].join(' '),
        security,
        querystring: listQuerySchema,
        response: { 200: listBody(propertyBody), ...failures(400, 401) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Properties', 'View');
      const scope = propertyScope(actor);
      return pagedSearch(
        orm,
        orm.select().from(properties).$dynamic(),
        {
          page: request.query.page,
          search: request.query.search,
          filters: [scope === null ? undefined : eq(properties.id, scope)],
          searchIn: [properties.name, properties.city, properties.state],
          orderBy: [desc(properties.createdAt), desc(properties.id)],
        },
        (rows) => propertiesWithUnitTotals(orm, rows),
      );
    },
  );

  api.get(
    '/api/properties/detail/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'One property with its services',
        description:
          'Needs View on Properties; staff read their own property only (another answers 404). Answers { data } with total_unit, services (enabled) and all_services. editMode changes nothing on the server.',
        security,
        params: idParams,
        querystring: propertyDetailQuerySchema,
        response: { 200: z.object({ data: propertyBody }), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Properties', 'View');
      return { data: await detail(orm, actor, request.params.id) };
    },
  );

  api.post(
    '/api/properties/add',
    {
      schema: {
        tags: ['properties'],
        summary: 'Adds a property',
        description: [
          'Needs Create on Properties (super users only by default). The new property gets the',
          'system roles with their default policies, default settings and no services (a super',
          'user enables them). Writes an audit entry.',
        ].join(' '),
        security,
        body: propertyAddSchema,
        response: { 200: propertyBody, ...failures(400, 401) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Properties', 'Create');
      if (!isSuper(actor)) throw refused(REFUSAL_MESSAGES.addProperty);
      const id = await orm.transaction(async (tx) => {
        const [row] = await tx
          .insert(properties)
          .values({ ...propertyValues(request.body), active: request.body.active })
          .returning();
        const propertyId = row!.id;
        for (const name of SYSTEM_ROLES) {
          const [role] = await tx
            .insert(roles)
            .values({ propertyId, name, system: true })
            .returning({ id: roles.id });
          await tx.insert(rolePolicies).values(
            defaultPolicyRows(name).map((policy) => ({
              roleId: role!.id,
              area: policy.area,
              permission: policy.permission,
              active: policy.active,
              position: policy.position,
            })),
          );
        }
        await tx.insert(settings).values({ propertyId });
        await writeAudit(tx, actor, {
          module: 'Properties',
          action: `add-property ${row!.name}`,
          propertyId,
        });
        return propertyId;
      });
      return detail(orm, actor, id);
    },
  );

  api.post(
    '/api/properties/edit',
    {
      schema: {
        tags: ['properties'],
        summary: 'Changes a property',
        description: [
          'Needs Update on Properties, on the own property (another answers 404). Only a super user',
          'changes the active flag; others sending a different one get 400. Writes an audit entry.',
        ].join(' '),
        security,
        body: propertyEditSchema,
        response: { 200: propertyBody, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      scopeToProperty(actor, request.body.id, 'Property');
      requirePermission(actor, 'Properties', 'Update');
      await orm.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(properties)
          .where(eq(properties.id, request.body.id));
        if (!current) throw notFound('Property');
        if (current.active !== request.body.active && !isSuper(actor)) {
          throw refused(REFUSAL_MESSAGES.activateProperty);
        }
        await tx
          .update(properties)
          .set({
            ...propertyValues(request.body),
            active: request.body.active,
            updatedAt: deps.now(),
          })
          .where(eq(properties.id, current.id));
        await writeAudit(tx, actor, {
          module: 'Properties',
          action: `edit-property ${request.body.name}`,
          propertyId: current.id,
        });
      });
      return detail(orm, actor, request.body.id);
    },
  );

  api.post(
    '/api/properties/upload',
    {
      schema: {
        tags: ['properties'],
        summary: 'Uploads a property picture (multipart)',
        description: [
          'Fields img (base64, a data URL, or a file part), original_name and property_id. Needs',
          "Update on Properties, own property only. At most 5 MB ('Image must be below 5MB.'),",
          "jpg, jpeg or png by name and by content ('File not supported.'). Served at",
          '/storage/pictures/{img}. Writes an audit entry.',
        ].join(' '),
        security,
        consumes: ['multipart/form-data'],
        body: propertyPictureUploadSchema.extend({
          img: fileField(propertyPictureUploadSchema.shape.img),
        }),
        response: { 200: z.object({ img: z.string() }), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { img, original_name, property_id } = request.body;
      scopeToProperty(actor, property_id, 'Property');
      requirePermission(actor, 'Properties', 'Update');
      const [current] = await orm
        .select({ id: properties.id, name: properties.name })
        .from(properties)
        .where(eq(properties.id, property_id));
      if (!current) throw notFound('Property');
      const file = checkUpload(PICTURE, img, original_name);
      const name = await orm.transaction(async (tx) => {
        const stored = await storeUpload(tx, {
          dataDir: deps.config.dataDir,
          kind: PICTURE,
          file,
          userId: actor.user.id,
        });
        await tx
          .update(properties)
          .set({ img: stored, updatedAt: deps.now() })
          .where(eq(properties.id, current.id));
        await writeAudit(tx, actor, {
          module: 'Properties',
          action: `upload-picture ${current.name}`,
          propertyId: current.id,
        });
        return stored;
      });
      return { img: name };
    },
  );

  for (const [path, enable] of [
    ['/api/properties/enable-service', true],
    ['/api/properties/disable-service', false],
  ] as const) {
    api.post(
      path,
      {
        schema: {
          tags: ['properties'],
          summary: `${enable ? 'Enables' : 'Disables'} a service on a property`,
          description: [
            'Super users only (others 400). Unknown properties and services answer 404;',
            `${enable ? 'enabling an enabled' : 'disabling a disabled'} service answers 400. Writes an audit entry.`,
          ].join(' '),
          security,
          body: serviceToggleSchema,
          response: { 200: messageBody, ...failures(400, 401, 404) },
        },
      },
      async (request) => {
        const actor = requireUser(request);
        if (!isSuper(actor)) throw refused(REFUSAL_MESSAGES.toggleService);
        const { property_id: propertyId, service_id: serviceId } = request.body;
        const [property] = await orm.select().from(properties).where(eq(properties.id, propertyId));
        if (!property) throw notFound('Property');
        const [service] = await orm.select().from(services).where(eq(services.id, serviceId));
        if (!service) throw notFound('Service');
        await orm.transaction(async (tx) => {
          const link = and(
            eq(propertyServices.propertyId, propertyId),
            eq(propertyServices.serviceId, serviceId),
          );
          const [existing] = await tx.select().from(propertyServices).where(link);
          if (enable && existing) throw badRequest(PROPERTY_MESSAGES.alreadyEnabled(service.name));
          if (!enable && !existing) throw badRequest(PROPERTY_MESSAGES.notEnabled(service.name));
          if (enable) await tx.insert(propertyServices).values({ propertyId, serviceId });
          else await tx.delete(propertyServices).where(link);
          await writeAudit(tx, actor, {
            module: 'Properties',
            action: `${enable ? 'enable' : 'disable'}-service ${service.name} ${property.name}`,
            propertyId,
          });
        });
        return { message: PROPERTY_MESSAGES.toggled(service.name, enable) };
      },
    );
  }
}
