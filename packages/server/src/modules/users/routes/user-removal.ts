import { contract } from '@strata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { requireUser } from '../../../auth/access';
import { users } from '../tables';
import { devices } from '../../session/tables';
import type { RouteDeps } from '../../../http/deps';
import { badRequest, notFound } from '../../../http/errors';
import { USER_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { authorizeUser, findUser, moduleOf, typeOf } from '../records';

/** Spec 001 §7: deleting a user, and removing a user's device. */
export async function userRemovalRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.users.remove,
    {
      description: [
        "Needs Delete on the user's module, within the property. Nobody deletes themselves",
        '(400). The user leaves their unit slots empty; their sessions end. Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const target = await findUser(orm, request.params.id);
      if (target.id === actor.user.id) throw badRequest(USER_MESSAGES.deleteSelf);
      authorizeUser(actor, target, 'Delete');
      const type = typeOf(target);
      await orm.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, target.id));
        await deps.actors.changed(tx, { userId: target.id });
        await writeAudit(tx, actor, {
          module: moduleOf(type),
          action: `delete-${type === 'owners' ? 'owner' : 'admin'} ${target.username}`,
          propertyId: target.propertyId,
        });
      });
      return { message: USER_MESSAGES.removed(type) };
    },
  );
  route(
    app,
    contract.users.removeDevice,
    {
      description: [
        "The user themselves, or Update on the user's module within the property. 404 when the",
        'user has no device. Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const target = await findUser(orm, request.params.id);
      authorizeUser(actor, target, 'Update');
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
}
