import { accessCardAddSchema, listQuerySchema, responseSchemas } from '@strata/domain';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../audit';
import { requireUser } from '../auth/access';
import { accessCards } from '../db/schema';
import type { RouteDeps } from '../http/deps';
import { idParams } from '../http/params';
import { failures } from '../http/responses';
import { cardWire, checkSerial } from '../records/access-cards';
import { pagedSearch } from '../records/list';
import { authorizeUnit, findUnit } from '../records/units';

/** A numeric id in a path. */
const id = idParams.shape.id;

/** Spec 001 §7: a unit's access cards (the 'Access Card' access area): list and add. */
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
        response: {
          200: responseSchemas['GET /api/units/access-card/:unit_id'],
          ...failures(400, 401, 404),
        },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const unit = await findUnit(orm, request.params.unit_id);
      authorizeUnit(actor, unit, 'View', 'Access Card');
      return pagedSearch(
        orm,
        (total) =>
          orm
            .select({ ...getTableColumns(accessCards), total })
            .from(accessCards)
            .$dynamic(),
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
        response: {
          200: responseSchemas['POST /api/units/access-card/add'],
          ...failures(400, 401, 404),
        },
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
}
