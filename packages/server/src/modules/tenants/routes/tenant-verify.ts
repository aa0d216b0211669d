import { contract, PROPERTY_TIME_ZONE } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../auth/access';
import { hashPassword, randomPassword } from '../../../auth/password';
import { wireMinute } from '../../../clock';
import type { RouteDeps } from '../../../http/deps';
import { TENANT_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { findTenant, requireTenants, verifyTenant } from '../records';

/** Staff verify a unit's tenant, which opens the tenant's account (spec 002 §1 Tenants service). */
export async function tenantVerifyRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.tenants.verify,
    {
      description: [
        'Needs Update on Tenants; staff only (owners answer 400). Verifies a pending tenant whose',
        'tenancy has not ended and, in one transaction, opens their account: role Tenant on the',
        "unit's property, signing in with their e-mail. They are mailed a welcome with their unit,",
        'tenancy and a temporary password (SMTP, or DATA_DIR/outbox) that works once, for 7 days',
        'from the later of now and the first day of the tenancy. An e-mail that already has an',
        'account answers 400. Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      await findTenant(orm, actor, request.body.id);
      requireTenants(actor, 'Update');
      const now = deps.now();
      const password = randomPassword();
      const secretHash = await hashPassword(password);
      const { data, user, property, until } = await verifyTenant(
        orm,
        deps.actors,
        actor,
        request.body.id,
        { now, secretHash },
      );
      deps.mailer
        .send({
          to: user.email,
          subject: TENANT_MESSAGES.welcomeSubject,
          text: TENANT_MESSAGES.welcomeText({
            name: user.name,
            property,
            unit: data.unit.unit_no,
            start: data.start_date,
            end: data.end_date,
            username: user.username,
            password,
            until: `${wireMinute(until)} (${PROPERTY_TIME_ZONE})`,
          }),
        })
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'could not send the tenant their password'),
        );
      return { data, message: TENANT_MESSAGES.verified };
    },
  );
}
