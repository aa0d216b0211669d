import { contract } from '@strata/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit, writeAudited } from '../../../audit';
import { ownedBy, requirePermission, requireUser, scopeToProperty } from '../../../auth/access';
import { units } from '../tables';
import type { RouteDeps } from '../../../http/deps';
import { badRequest } from '../../../http/errors';
import { UNIT_MESSAGES } from '../../../http/messages';
import {
  authorizeUnit,
  findOwner,
  findUnit,
  findUnitWithOwner,
  unitProblem,
  unitsWithOwners,
  unitNoChecked,
  unitValues,
  unitWire,
} from '../records';
import { targetProperty } from '../../../shared/target-property';
import { route } from '../../../http/route';

/** Spec 001 §7: adding, changing and deleting units. */
export async function unitChangeRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.units.add,
    {
      description: [
        'Needs Create on Units, within the property (super users any). Unit numbers are unique',
        'in a property (case-insensitive). With user_id (an owner of the property) the owner',
        "takes the first slot, and the answer adds that owner's units as data and total (spec",
        '001 §2: adding from a sub-list replaces it). Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Units', 'Create');
      const body = request.body;
      const propertyId = targetProperty(actor, body.property_id);
      scopeToProperty(actor, propertyId, 'Property');
      const problem = unitProblem(body);
      if (problem) throw badRequest(problem);
      // The owner is checked before the transaction, which then holds the connection only for
      // its writes (docs/adr/0022). The property and the unit number are checked by the insert
      // itself: its foreign key and the unique index on (property, lower(unit_no)).
      if (body.user_id !== undefined) await findOwner(orm, body.user_id, propertyId);
      const created = await unitNoChecked(body.unit_no, () =>
        orm.transaction(async (tx) => {
          const values = { ...unitValues(body), propertyId, userId: body.user_id ?? null };
          const [row] = await writeAudited(
            tx,
            actor,
            { module: 'Units', action: `add-unit ${values.unitNo}`, propertyId },
            () => tx.insert(units).values(values).returning().execute(),
          );
          return row!;
        }),
      );
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
  route(
    app,
    contract.units.edit,
    {
      description: [
        'Needs Update on Units, within the property. The property and the owners do not change',
        'here (assign and unassign do that). Answers the saved unit; writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const body = request.body;
      const { unit, owner } = await findUnitWithOwner(orm, body.id);
      authorizeUnit(actor, unit, 'Update');
      const problem = unitProblem(body);
      if (problem) throw badRequest(problem);
      // As when adding: the unique index on the unit number is the check.
      const saved = await unitNoChecked(body.unit_no, () =>
        orm.transaction(async (tx) => {
          const values = { ...unitValues(body), updatedAt: deps.now() };
          const [row] = await writeAudited(
            tx,
            actor,
            { module: 'Units', action: `edit-unit ${values.unitNo}`, propertyId: unit.propertyId },
            () => tx.update(units).set(values).where(eq(units.id, unit.id)).returning().execute(),
          );
          return row!;
        }),
      );
      // The owners do not change here: the one read with the unit, unless an assignment
      // raced this edit.
      if (saved.userId === (owner?.id ?? null)) return unitWire(saved, owner);
      const [data] = await unitsWithOwners(orm, [saved]);
      return data!;
    },
  );
  route(
    app,
    contract.units.remove,
    {
      description:
        'Needs Delete on Units, within the property. Its access cards, visitors and statements go with it. Writes an audit entry.',
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
}
