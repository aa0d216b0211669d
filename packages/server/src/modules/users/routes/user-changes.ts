import { contract } from '@strata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { requireUser } from '../../../auth/access';
import { hashPassword } from '../../../auth/password';
import { setUserActive } from '../../../auth/sessions';
import { users } from '../tables';
import type { RouteDeps } from '../../../http/deps';
import { badRequest } from '../../../http/errors';
import { USER_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import {
  changesEmail,
  checkCurrentPassword,
  secureAccountChange,
  sendMail,
} from '../account-changes';
import {
  authorizeUser,
  checkLockedFields,
  checkStaffRole,
  checkUnique,
  findUser,
  moduleOf,
  typeOf,
  usersWithUnits,
} from '../records';

/** Spec 001 §7: changing owners and admins. */
export async function userChangeRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.users.edit,
    {
      description: [
        'Anyone may change their own profile; their own role, property or active flag, and',
        "anyone's super user or developer flag, are refused with 400. Others need Update",
        "on the user's module, in their property, and a role at or above the user's (400). A new",
        "password ends the user's other sessions; one's own new password or e-mail needs",
        'current_password (400). A new e-mail is mailed a link (GET /api/confirm_email) and',
        'replaces the current one once opened. Deactivating revokes the sessions at once.',
        'Answers the saved user; writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const body = request.body;
      const target = await findUser(orm, body.id);
      authorizeUser(actor, target, 'Update');
      const self = target.id === actor.user.id;
      if (self && !body.active) throw badRequest(USER_MESSAGES.deactivateSelf);
      checkLockedFields(target, body, self);
      // A stolen session cannot take the account over.
      await checkCurrentPassword(actor, target, body);
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      const now = deps.now();
      const saved = await orm.transaction(async (tx) => {
        await checkUnique(tx, { email: body.email }, target.id);
        const role = self || typeOf(target) === 'owners' || !body.role ? target.role : body.role;
        if (role !== target.role) await checkStaffRole(tx, target.propertyId ?? -1, role, actor);
        const [row] = await tx
          .update(users)
          .set({
            name: body.name,
            email: changesEmail(target, body.email) ? target.email : body.email,
            contact: body.contact,
            ic: body.ic ?? null,
            gender: body.gender,
            maritalStatus: body.marital_status,
            emergencyContact: body.emergency_contact ?? null,
            role,
            updatedAt: now,
            ...(passwordHash ? { passwordHash } : {}),
          })
          .where(eq(users.id, target.id))
          .returning();
        await deps.actors.changed(tx, { userId: target.id });
        const origin = `${request.protocol}://${request.host}`;
        const mail = await secureAccountChange(tx, deps.actors, {
          actor,
          target,
          ...body,
          now,
          origin,
        });
        if (body.active !== target.active)
          await setUserActive(tx, deps.actors, target.id, body.active, now);
        await writeAudit(tx, actor, {
          module: moduleOf(typeOf(target)),
          action: `edit-${typeOf(target) === 'owners' ? 'owner' : 'admin'} ${target.username}`,
          propertyId: target.propertyId,
        });
        return { row: { ...row!, active: body.active }, mail };
      });
      await sendMail(deps.mailer, saved.mail, request.log);
      const [data] = await usersWithUnits(orm, [saved.row]);
      return data!;
    },
  );
}
