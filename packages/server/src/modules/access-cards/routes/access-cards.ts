import { contract } from '@strata/domain';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { requireUser } from '../../../auth/access';
import { accessCards } from '../tables';
import type { RouteDeps } from '../../../http/deps';
import { route } from '../../../http/route';
import { cardWire, checkSerial } from '../records';
import { pagedSearch } from '../../../shared/list';
import { authorizeUnit, findUnit } from '../../units';

/** Spec 001 §7: a unit's access cards (the 'Access Card' access area): list and add. */
export async function accessCardRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.accessCards.list,
    {
      description:
        "Needs View on Access Card, within the unit's property (owners: their own unit). search matches the serial number; 20 a page, page from 0, by serial number.",
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
  route(
    app,
    contract.accessCards.add,
    {
      description:
        "Needs Create on Access Card, within the unit's property. Serial numbers are unique across the platform (case-insensitive; 400 when taken). Writes an audit entry.",
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
