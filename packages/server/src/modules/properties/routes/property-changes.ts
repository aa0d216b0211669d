import { contract } from '@strata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { isSuper, requirePermission, requireUser, scopeToProperty } from '../../../auth/access';
import { properties } from '../tables';
import type { RouteDeps } from '../../../http/deps';
import { notFound, refused } from '../../../http/errors';
import { REFUSAL_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { replacePicture } from '../../files';
import { propertyDetail, propertyValues } from '../records';

/** Spec 001 §7: changing a property and its picture. */
export async function propertyChangeRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.properties.edit,
    {
      description: [
        'Needs Update on Properties, on the own property (another answers 404). Only a super user',
        'changes the active flag; others sending a different one get 400. Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      scopeToProperty(actor, request.body.id, 'Property');
      requirePermission(actor, 'Properties', 'Update');
      await orm.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(properties)
          .where(eq(properties.id, request.body.id));
        if (!current) throw notFound('Property');
        if (current.active !== request.body.active && !isSuper(actor)) {
          throw refused(REFUSAL_MESSAGES.activateProperty);
        }
        await tx
          .update(properties)
          .set({
            ...propertyValues(request.body),
            active: request.body.active,
            updatedAt: deps.now(),
          })
          .where(eq(properties.id, current.id));
        await deps.actors.changed(tx, { propertyId: current.id });
        await writeAudit(tx, actor, {
          module: 'Properties',
          action: `edit-property ${request.body.name}`,
          propertyId: current.id,
        });
      });
      return propertyDetail(orm, actor, request.body.id);
    },
  );
  route(
    app,
    contract.properties.uploadPicture,
    {
      description: [
        'Fields img (base64, a data URL, or a file part), original_name and property_id. Needs',
        "Update on Properties, own property only. At most 5 MB ('Image must be below 5MB.'),",
        "jpg, jpeg or png by name and by content ('File not supported.'). Served as a stored",
        'picture. Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { img, original_name, property_id } = request.body;
      scopeToProperty(actor, property_id, 'Property');
      requirePermission(actor, 'Properties', 'Update');
      const [current] = await orm
        .select({ id: properties.id, name: properties.name })
        .from(properties)
        .where(eq(properties.id, property_id));
      if (!current) throw notFound('Property');
      return replacePicture(
        deps,
        actor,
        { img, originalName: original_name },
        async (tx, stored, now) => {
          await tx
            .update(properties)
            .set({ img: stored, updatedAt: now })
            .where(eq(properties.id, current.id));
          await deps.actors.changed(tx, { propertyId: current.id });
        },
        {
          module: 'Properties',
          action: `upload-picture ${current.name}`,
          propertyId: current.id,
        },
      );
    },
  );
}
