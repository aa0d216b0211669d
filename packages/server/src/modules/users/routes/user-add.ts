import { contract } from '@strata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { requirePermission, requireUser } from '../../../auth/access';
import { hashPassword } from '../../../auth/password';
import { users } from '../tables';
import { units } from '../../units/tables';
import type { RouteDeps } from '../../../http/deps';
import { notFound } from '../../../http/errors';
import { route } from '../../../http/route';
import {
  checkStaffRole,
  checkUnique,
  freeSlot,
  moduleOf,
  newUserValues,
  unusablePassword,
  usersWithUnits,
} from '../records';
import { targetProperty } from '../../../shared/target-property';

/** Spec 001 §7: adding owners and admins. */
export async function userAddRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.users.add,
    {
      description: [
        "Needs Create on the type's module. Staff add to their own property; super users name",
        'property_id. Owners get the Owner role and, with unit_id, the first free owner slot of',
        'that unit (400 when it has three). Admins need a staff role of the property. Usernames',
        'and e-mails are unique (case-insensitive; 400 when taken). Without a password the user',
        "sets one through forgot password. A role above the actor's own (Manager above Admin",
        'above other staff roles) is refused with 400. Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const body = request.body;
      requirePermission(actor, moduleOf(body.type), 'Create');
      const propertyId = targetProperty(actor, body.property_id);
      const passwordHash = body.password ? await hashPassword(body.password) : unusablePassword();
      const created = await orm.transaction(async (tx) => {
        await checkUnique(tx, body);
        if (body.type === 'admins') await checkStaffRole(tx, propertyId, body.role, actor);
        const [row] = await tx
          .insert(users)
          .values(newUserValues(body, propertyId, passwordHash))
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
}
