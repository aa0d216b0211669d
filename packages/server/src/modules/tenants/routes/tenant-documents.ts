import { contract } from '@strata/domain';
import { and, eq, sql } from 'drizzle-orm';
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
import { notFound } from '../../../http/errors';
import { route } from '../../../http/route';
import { sendStoredFile, uploadedBy } from '../../../shared/stored-files';
import { checkUpload, readUpload, storeUpload, TENANT_DOCUMENT } from '../../../uploads/storage';
import { units } from '../../units/tables';
import { ownUnits } from '../records';
import { tenants } from '../tables';

/*
 * Spec 002 §1 Tenants: a tenant's documents (the tenancy agreement), uploaded before the tenant
 * is saved (tenants/add and /edit name them, as complaints name their photos), and served to
 * those who may see the tenant: the unit's owners, the property's staff, super users.
 */
export async function tenantDocumentRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.tenants.upload,
    {
      description: [
        'Needs the Tenants service and Create or Update on Tenants. Fields doc (base64, a data',
        'URL, or a file part) and original_name: a jpg, jpeg, pjpg, png or pdf of at most 5 MB',
        "('File not supported.', 'Image must be below 5MB.'). Answers the stored name for",
        'tenants/add and /edit.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      // Whoever registers or changes a tenant may attach documents.
      requireService(actor, 'Tenants');
      if (!hasPermission(actor, 'Tenants', 'Update')) requirePermission(actor, 'Tenants', 'Create');
      const file = checkUpload(TENANT_DOCUMENT, request.body.doc, request.body.original_name);
      const doc = await storeUpload(orm, { kind: TENANT_DOCUMENT, file, userId: actor.user.id });
      return { doc };
    },
  );
  route(
    app,
    contract.tenants.document,
    {
      description: [
        'The bearer header or ?token=. Served to those who may see a tenant holding it (View on',
        "Tenants with the service on: the unit's owners, the property's staff; super users) and",
        'to its uploader; anyone else gets 404.',
      ].join(' '),
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      const { name } = request.params;
      const reader =
        hasPermission(actor, 'Tenants', 'View') &&
        actor.services.some((service) => service.name === 'Tenants');
      const scope = propertyScope(actor);
      const [holder] = reader
        ? await orm
            .select({ id: tenants.id })
            .from(tenants)
            .innerJoin(units, eq(units.id, tenants.unitId))
            .where(
              and(
                sql`${tenants.documents} @> ${JSON.stringify([name])}::jsonb`,
                scope === null ? undefined : eq(tenants.propertyId, scope),
                isOwnerActor(actor) ? ownUnits(actor) : undefined,
              ),
            )
            .limit(1)
        : [];
      const allowed =
        isSuper(actor) ||
        holder !== undefined ||
        (await uploadedBy(deps, actor, TENANT_DOCUMENT, name));
      if (!allowed) throw notFound('Attachment');
      const bytes = await readUpload(orm, deps.config.dataDir, TENANT_DOCUMENT, name);
      if (!bytes) throw notFound('Attachment');
      return sendStoredFile(reply, name, bytes);
    },
  );
}
