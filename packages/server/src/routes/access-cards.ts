import { accessCardAddSchema, accessCardEditSchema, listQuerySchema } from '@strata/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/access';
import { writeAudit } from '../audit';
import type { Executor } from '../db/database';
import { accessCards, units } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { UNIT_MESSAGES } from '../http/messages';
import { failures, messageBody } from '../http/responses';
import type { RouteDeps } from './deps';
import { listBody } from './paging';
import { pagedSearch } from '../records/list';
import { authorizeUnit } from './units';

const cardBody = z.object({
  id: z.number(),
  serial_number: z.string(),
  active: z.boolean(),
  unit_id: z.number(),
});

const id = z.coerce
  .number({ error: 'Must be a valid id' })
  .int({ error: 'Must be a valid id' })
  .positive({ error: 'Must be a valid id' })
  .max(2_147_483_647, { error: 'Must be a valid id' });

function cardWire(card: typeof accessCards.$inferSelect) {
  return {
    id: card.id,
    serial_number: card.serialNumber,
    active: card.active,
    unit_id: card.unitId,
  };
}

async function findUnit(db: Executor, unitId: number) {
  const [unit] = await db.select().from(units).where(eq(units.id, unitId));
  if (!unit) throw notFound('Unit');
  return unit;
}

/** 400 when a serial number is taken (serials are unique across the platform). */
async function checkSerial(db: Executor, serial: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: accessCards.id })
    .from(accessCards)
    .where(
      and(
        sql`lower(${accessCards.serialNumber}) = lower(${serial})`,
        exceptId === undefined ? undefined : sql`${accessCards.id} <> ${exceptId}`,
      ),
    );
  if (clash) throw badRequest(UNIT_MESSAGES.cardTaken(serial));
}

/** Spec 001 §7: a unit's access cards (the 'Access Card' access area). */
export async function accessCardRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  api.get(
    '/api/units/access-card/:unit_id',
    {
      schema: {
        tags: ['access cards'],
        summary: "Lists a unit's access cards",
        description:
          "Needs View on Access Card, within the unit's property (owners: their own unit). search matches the serial number; 20 a page, page from 0, by serial number.",
        security,
        params: z.object({ unit_id: id }),
        querystring: listQuerySchema,
        response: { 200: listBody(cardBody), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const unit = await findUnit(orm, request.params.unit_id);
      authorizeUnit(actor, unit, 'View', 'Access Card');
      return pagedSearch(
        orm,
        orm.select().from(accessCards).$dynamic(),
        {
          page: request.query.page,
          search: request.query.search,
          filters: [eq(accessCards.unitId, unit.id)],
          searchIn: [accessCards.serialNumber],
          orderBy: [asc(accessCards.serialNumber)],
        },
        (rows) => rows.map(cardWire),
      );
    },
  );

  api.post(
    '/api/units/access-card/add',
    {
      schema: {
        tags: ['access cards'],
        summary: 'Adds an access card to a unit',
        description:
          "Needs Create on Access Card, within the unit's property. Serial numbers are unique across the platform (case-insensitive; 400 when taken). Writes an audit entry.",
        security,
        body: accessCardAddSchema,
        response: { 200: cardBody, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const unit = await findUnit(orm, request.body.unit_id);
      authorizeUnit(actor, unit, 'Create', 'Access Card');
      const card = await orm.transaction(async (tx) => {
        await checkSerial(tx, request.body.serial_number);
        const [row] = await tx
          .insert(accessCards)
          .values({
            unitId: unit.id,
            serialNumber: request.body.serial_number,
            active: request.body.active,
          })
          .returning();
        await writeAudit(tx, actor, {
          module: 'Access Card',
          action: `add-card ${row!.serialNumber} ${unit.unitNo}`,
          propertyId: unit.propertyId,
        });
        return row!;
      });
      return cardWire(card);
    },
  );

  api.post(
    '/api/units/access-card/edit',
    {
      schema: {
        tags: ['access cards'],
        summary: 'Changes an access card',
        description:
          "Needs Update on Access Card, within the unit's property; the card must belong to unit_id (else 404). Writes an audit entry.",
        security,
        body: accessCardEditSchema,
        response: { 200: cardBody, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const unit = await findUnit(orm, request.body.unit_id);
      authorizeUnit(actor, unit, 'Update', 'Access Card');
      const card = await orm.transaction(async (tx) => {
        await checkSerial(tx, request.body.serial_number, request.body.id);
        const [row] = await tx
          .update(accessCards)
          .set({ serialNumber: request.body.serial_number, active: request.body.active })
          .where(and(eq(accessCards.id, request.body.id), eq(accessCards.unitId, unit.id)))
          .returning();
        if (!row) throw notFound('Card');
        await writeAudit(tx, actor, {
          module: 'Access Card',
          action: `edit-card ${row.serialNumber} ${unit.unitNo}`,
          propertyId: unit.propertyId,
        });
        return row;
      });
      return cardWire(card);
    },
  );

  api.delete(
    '/api/units/access-card/:unit_id/:id',
    {
      schema: {
        tags: ['access cards'],
        summary: 'Deletes an access card',
        description:
          "Needs Delete on Access Card, within the unit's property; the card must belong to the unit (else 404). Writes an audit entry.",
        security,
        params: z.object({ unit_id: id, id }),
        response: { 200: messageBody, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const unit = await findUnit(orm, request.params.unit_id);
      authorizeUnit(actor, unit, 'Delete', 'Access Card');
      await orm.transaction(async (tx) => {
        const [row] = await tx
          .delete(accessCards)
          .where(and(eq(accessCards.id, request.params.id), eq(accessCards.unitId, unit.id)))
          .returning();
        if (!row) throw notFound('Card');
        await writeAudit(tx, actor, {
          module: 'Access Card',
          action: `delete-card ${row.serialNumber} ${unit.unitNo}`,
          propertyId: unit.propertyId,
        });
      });
      return { message: UNIT_MESSAGES.cardRemoved };
    },
  );
}
