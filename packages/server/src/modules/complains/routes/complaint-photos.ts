import { contract } from '@strata/domain';
import { and, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hasPermission, isSuper, requireUser } from '../../../auth/access';
import { downloadActor } from '../../../auth/download-actor';
import type { RouteDeps } from '../../../http/deps';
import { notFound } from '../../../http/errors';
import { route } from '../../../http/route';
import { sendStoredFile, uploadedBy } from '../../../shared/stored-files';
import { checkUpload, PICTURE, readUpload, storeUpload } from '../../../uploads/storage';
import { complaintScope, requireComplains } from '../records';
import { complains } from '../tables';

/* A complaint's photos: uploaded before the complaint is filed (complains/add names them), and
 * served to those who may see a complaint holding them, and to their uploader. */
export async function complaintPhotoRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.complains.upload,
    {
      description: [
        'Needs the Complains service and Create on Complains. Fields doc (base64, a data URL, or',
        "a file part) and original_name: a jpg, jpeg or png of at most 5 MB ('File not",
        "supported.', 'Image must be below 5MB.'). Answers the stored name for complains/add.",
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireComplains(actor, 'Create');
      const file = checkUpload(PICTURE, request.body.doc, request.body.original_name);
      const doc = await storeUpload(orm, { kind: PICTURE, file, userId: actor.user.id });
      return { doc };
    },
  );
  route(
    app,
    contract.complains.photo,
    {
      description: [
        'The bearer header or ?token=. Served to those who may see a complaint holding it (its',
        "owner, the property's staff, super users) and to its uploader; anyone else gets 404.",
      ].join(' '),
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      const { name } = request.params;
      // Those who may read complaints: View on Complains, with the service on.
      const reader =
        hasPermission(actor, 'Complains', 'View') &&
        actor.services.some((service) => service.name === 'Complains');
      const [holder] = reader
        ? await orm
            .select({ id: complains.id })
            .from(complains)
            .where(and(sql`${name} = any(${complains.photos})`, complaintScope(actor)))
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
