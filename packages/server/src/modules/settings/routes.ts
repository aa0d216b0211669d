import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../audit';
import { requireUser } from '../../auth/access';
import { settings } from './tables';
import type { RouteDeps } from '../../http/deps';
import { refused } from '../../http/errors';
import { ADMIN_MESSAGES } from '../../http/messages';
import { notify } from '../../realtime/bus';
import { saveRoles, settingsOf, settingsProperty } from './records';
import { route } from '../../http/route';

const MAX_AGE = 150;
const MAX_EXPIRY = 1200;

const description = (text: string) =>
  `${text} Super users or Managers only (others 400). A super user may pass property_id (default: the first property).`;

/** Spec 002 §7: settings, app status and role policies. */
export async function settingRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.settings.get,
    {
      description: description(
        'The Owner, Tenant and Manager roles are listed as disabled (read-only).',
      ),
    },
    async (request) => {
      const actor = requireUser(request);
      return settingsOf(orm, await settingsProperty(deps, request, actor));
    },
  );

  route(
    app,
    contract.settings.save,
    {
      description: description(
        [
          `Ages 0 to ${MAX_AGE}, expiry period 0 to ${MAX_EXPIRY} months. roles: every saved role`,
          "must be sent ('Cannot delete role that has been created' / 'Cannot delete role that is",
          "required by the system'); the Owner and Manager policies are read-only; a new name adds a role",
          'from default_policies. Switches follow spec 002 §4 (View off turns the area off; any',
          'permission on turns View on). Users of a changed role are pushed reload; the next',
          'request of each is authorized by the new policies.',
        ].join(' '),
      ),
    },
    async (request) => {
      const actor = requireUser(request);
      const propertyId = await settingsProperty(deps, request, actor);
      const body = request.body;
      const ages = [body.child_min_age, body.adult_min_age, body.senior_min_age];
      if ([...ages, body.super_senior_min_age].some((age) => age > MAX_AGE)) {
        throw refused(ADMIN_MESSAGES.agesTooHigh(MAX_AGE));
      }
      if (body.agents_ticket_expiry_period > MAX_EXPIRY) {
        throw refused(ADMIN_MESSAGES.expiryTooLong(MAX_EXPIRY));
      }
      const names = body.roles.map((role) => role.name.trim());
      const twice = names.find((name, index) => names.indexOf(name) !== index);
      if (twice) throw refused(ADMIN_MESSAGES.roleTwice(twice));
      await orm.transaction(async (tx) => {
        const changed = await saveRoles(tx, propertyId, body.roles, names);
        if (changed.length) await deps.actors.changed(tx, { propertyId });
        const values = {
          childMinAge: body.child_min_age,
          adultMinAge: body.adult_min_age,
          seniorMinAge: body.senior_min_age,
          superSeniorMinAge: body.super_senior_min_age,
          agentsTicketExpiryPeriod: body.agents_ticket_expiry_period,
          updatedAt: deps.now(),
        };
        await tx
          .insert(settings)
          .values({ propertyId, ...values })
          .onConflictDoUpdate({ target: settings.propertyId, set: values });
        await writeAudit(tx, actor, {
          module: 'Setting',
          action: changed.length
            ? `update-settings roles ${changed.join(', ')}`
            : 'update-settings',
          propertyId,
        });
        for (const role of changed) {
          await notify(tx, { k: 'send', to: { propertyId, role }, m: { type: 'reload' } });
        }
      });
      return { message: ADMIN_MESSAGES.saved };
    },
  );

  route(
    app,
    contract.settings.setOnline,
    {
      description: description('online is 0 or 1; offline blocks the public from buying tickets.'),
    },
    async (request) => {
      const actor = requireUser(request);
      const propertyId = await settingsProperty(deps, request, actor);
      const online = request.body.online === 1;
      await orm.transaction(async (tx) => {
        await tx
          .insert(settings)
          .values({ propertyId, online, updatedAt: deps.now() })
          .onConflictDoUpdate({
            target: settings.propertyId,
            set: { online, updatedAt: deps.now() },
          });
        await writeAudit(tx, actor, {
          module: 'Setting',
          action: online ? 'app-online' : 'app-offline',
          propertyId,
        });
      });
      return { message: ADMIN_MESSAGES.saved };
    },
  );
}
