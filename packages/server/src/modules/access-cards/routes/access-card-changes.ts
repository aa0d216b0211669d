import { contract } from '@strata/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { requireUser } from '../../../auth/access';
import { accessCards } from '../tables';
import type { RouteDeps } from '../../../http/deps';
import { notFound } from '../../../http/errors';
import { UNIT_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { cardWire, checkSerial } from '../records';
import { authorizeUnit, findUnit } from '../../units';

/** Spec 001 §7: changing and deleting a unit's access card. */
export async function accessCardChangeRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.accessCards.edit,
    {
      description:
        "Needs Update on Access Card, within the unit's property; the card must belong to unit_id (else 404). Writes an audit entry.",
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
  route(
    app,
    contract.accessCards.remove,
    {
      description:
        "Needs Delete on Access Card, within the unit's property; the card must belong to the unit (else 404). Writes an audit entry.",
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
