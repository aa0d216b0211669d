import { contract } from '@strata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { ownsUnit, requireUser } from '../../../auth/access';
import { units } from '../tables';
import { users } from '../../users/tables';
import type { RouteDeps } from '../../../http/deps';
import { badRequest } from '../../../http/errors';
import { UNIT_MESSAGES } from '../../../http/messages';
import { authorizeUnit, findOwner, findUnit, ownersOf, SLOT_COLUMNS } from '../records';
import { freeSlot } from '../../users';
import { route } from '../../../http/route';

/** Spec 001 §7: a unit's owners (assign, unassign; at most three). */
export async function unitOwnerRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.units.assignOwner,
    {
      description: [
        'Needs Update on Units, within the property; the user must be an owner of the same',
        'property (else 404). Owners fill user_id, user_id_2 and user_id_3 in that order; a',
        "fourth answers 400, as does an owner already assigned. Answers the unit's owners",
        '(data, total). Writes an audit entry.',
      ].join(' '),
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
  route(
    app,
    contract.units.unassignOwner,
    {
      description: [
        'Needs Update on Units, within the property. user_key names the slot (user_id, user_id_2',
        'or user_id_3); an empty slot answers 400. The owners after it move up, so the slots',
        'stay filled in order. Writes an audit entry.',
      ].join(' '),
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
}
