import { contract } from '@strata/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { isSuper, requireUser } from '../../../auth/access';
import { properties, propertyServices, services } from '../tables';
import type { RouteDeps } from '../../../http/deps';
import { badRequest, notFound, refused } from '../../../http/errors';
import { PROPERTY_MESSAGES, REFUSAL_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { notify } from '../../../realtime/bus';

/** Spec 001 §7 / 002 §2: enabling and disabling a property's services (super users only). */
export async function propertyServiceRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  for (const [endpoint, enable] of [
    [contract.properties.enableService, true],
    [contract.properties.disableService, false],
  ] as const) {
    route(
      app,
      endpoint,
      {
        description: [
          'Super users only (others 400). Unknown properties and services answer 404;',
          `${enable ? 'enabling an enabled' : 'disabling a disabled'} service answers 400. Writes an audit entry.`,
          "The property's connected users (owners too) hear get-bubble, so their apps fetch the",
          'session again and their menus follow the change without a reload.',
        ].join(' '),
      },
      async (request) => {
        const actor = requireUser(request);
        if (!isSuper(actor)) throw refused(REFUSAL_MESSAGES.toggleService);
        const { property_id: propertyId, service_id: serviceId } = request.body;
        const [property] = await orm.select().from(properties).where(eq(properties.id, propertyId));
        if (!property) throw notFound('Property');
        const [service] = await orm.select().from(services).where(eq(services.id, serviceId));
        if (!service) throw notFound('Service');
        await orm.transaction(async (tx) => {
          const link = and(
            eq(propertyServices.propertyId, propertyId),
            eq(propertyServices.serviceId, serviceId),
          );
          const [existing] = await tx.select().from(propertyServices).where(link);
          if (enable && existing) throw badRequest(PROPERTY_MESSAGES.alreadyEnabled(service.name));
          if (!enable && !existing) throw badRequest(PROPERTY_MESSAGES.notEnabled(service.name));
          if (enable) await tx.insert(propertyServices).values({ propertyId, serviceId });
          else await tx.delete(propertyServices).where(link);
          await deps.actors.changed(tx, { propertyId });
          await writeAudit(tx, actor, {
            module: 'Properties',
            action: `${enable ? 'enable' : 'disable'}-service ${service.name} ${property.name}`,
            propertyId,
          });
          // The menus and service gates come with the session: its users fetch it again.
          await notify(tx, {
            k: 'send',
            to: { propertyId, owners: true },
            m: { type: 'get-bubble' },
          });
        });
        return { message: PROPERTY_MESSAGES.toggled(service.name, enable) };
      },
    );
  }
}
