import { contract } from '@strata/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  hasPermission,
  isOwnerActor,
  isSuper,
  propertyScope,
  requirePermission,
  requireService,
  requireUser,
} from '../../../auth/access';
import { downloadActor } from '../../../auth/download-actor';
import type { RouteDeps } from '../../../http/deps';
import { notFound, refused } from '../../../http/errors';
import { FACILITY_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { sendStoredFile, uploadedBy } from '../../../shared/stored-files';
import { checkUpload, PICTURE, readUpload, storeUpload } from '../../../uploads/storage';
import { facilities } from '../tables';

/*
 * Spec 002 §1 Facilities: a facility's picture, uploaded before the facility is saved
 * (facilities/add and /edit name it, as complaints name their photos), and served to whoever
 * may see the facility: its property's staff, owners and tenants, and super users.
 */
export async function facilityPictureRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.facilities.upload,
    {
      description: [
        'Needs the Facilities service and Create or Update on Facilities; staff only (owners',
        'answer 400). Fields doc (base64, a data URL, or a file part) and original_name: a jpg,',
        "jpeg or png of at most 5 MB ('File not supported.', 'Image must be below 5MB.').",
        'Answers the stored name for facilities/add and /edit.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireService(actor, 'Facilities');
      if (isOwnerActor(actor)) throw refused(FACILITY_MESSAGES.ownersCannotManage);
      // Whoever adds or changes a facility may give it a picture.
      if (!hasPermission(actor, 'Facilities', 'Update')) {
        requirePermission(actor, 'Facilities', 'Create');
      }
      const file = checkUpload(PICTURE, request.body.doc, request.body.original_name);
      const doc = await storeUpload(orm, { kind: PICTURE, file, userId: actor.user.id });
      return { doc };
    },
  );
  route(
    app,
    contract.facilities.picture,
    {
      description: [
        'The bearer header or ?token=. Served to those who may see a facility showing it (View',
        "on Facilities with the service on, on the facility's property; super users) and to its",
        'uploader; anyone else gets 404.',
      ].join(' '),
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      const { name } = request.params;
      const reader =
        hasPermission(actor, 'Facilities', 'View') &&
        actor.services.some((service) => service.name === 'Facilities');
      const scope = propertyScope(actor);
      const [holder] = reader
        ? await orm
            .select({ id: facilities.id })
            .from(facilities)
            .where(
              and(
                eq(facilities.picture, name),
                scope === null ? undefined : eq(facilities.propertyId, scope),
              ),
            )
            .limit(1)
        : [];
      const allowed =
        isSuper(actor) || holder !== undefined || (await uploadedBy(deps, actor, PICTURE, name));
      if (!allowed) throw notFound('Picture');
      const bytes = await readUpload(orm, deps.config.dataDir, PICTURE, name);
      if (!bytes) throw notFound('Picture');
      return sendStoredFile(reply, name, bytes);
    },
  );
}
