import { contract } from '@strata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../audit';
import { hasPermission, isSuper, requireUser } from '../../auth/access';
import { downloadActor } from '../../auth/download-actor';
import { houseRules } from './tables';
import { properties } from '../properties/tables';
import type { RouteDeps } from '../../http/deps';
import { HttpError, notFound, refused } from '../../http/errors';
import { ADMIN_MESSAGES } from '../../http/messages';
import { isDemoHouseRules, renderDemoHouseRules } from './records';
import {
  checkUpload,
  HOUSE_RULES,
  keepRendered,
  readUpload,
  storeUpload,
} from '../../uploads/storage';
import { route } from '../../http/route';

/** Spec 002 §2, §7: a property's house rules, shown in a frame; admins replace them. */
export async function houseRulesRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.houseRules.document,
    {
      description: [
        'The bearer header or ?token= (for a frame; kept out of the logs). property_id defaults to',
        "the user's own property; another property answers 404 (super users may name any). Answers",
        'application/pdf inline, framable by this origin only (X-Frame-Options SAMEORIGIN).',
      ].join(' '),
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      const propertyId = request.query.property_id ?? actor.user.propertyId;
      if (propertyId === null) throw refused(ADMIN_MESSAGES.settingsProperty);
      if (!isSuper(actor) && propertyId !== actor.user.propertyId) throw notFound('Property');
      const [row] = await orm
        .select({ doc: houseRules.doc, name: properties.name })
        .from(properties)
        .leftJoin(houseRules, eq(houseRules.propertyId, properties.id))
        .where(eq(properties.id, propertyId));
      if (!row) throw notFound('Property');
      if (!row.doc) throw new HttpError(404, ADMIN_MESSAGES.houseRulesMissing);
      let bytes = await readUpload(orm, deps.config.dataDir, HOUSE_RULES, row.doc);
      if (!bytes && isDemoHouseRules(row.doc)) {
        // A seeded demo document is drawn the first time it is asked for, and kept.
        const drawn = await renderDemoHouseRules(row.name);
        bytes = await keepRendered(orm, {
          kind: HOUSE_RULES,
          name: row.doc,
          mime: 'application/pdf',
          bytes: drawn,
        });
      }
      if (!bytes) throw new HttpError(404, ADMIN_MESSAGES.houseRulesMissing);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="house-rules.pdf"')
        .header('x-frame-options', 'SAMEORIGIN')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  route(
    app,
    contract.houseRules.upload,
    {
      description: [
        'Super users, or staff of the property with Update on Properties (others 400; another',
        "property 404). doc is a PDF of at most 5 MB (base64 or a file part; 'File not",
        "supported.' otherwise). Answers 'Document has been uploaded!'.",
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const propertyId = request.body.property_id;
      if (!hasPermission(actor, 'Properties', 'Update')) {
        throw refused(ADMIN_MESSAGES.houseRulesRefused);
      }
      if (!isSuper(actor) && propertyId !== actor.user.propertyId) throw notFound('Property');
      const [property] = await orm
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.id, propertyId));
      if (!property) throw notFound('Property');
      const file = checkUpload(HOUSE_RULES, request.body.doc, request.body.original_name);
      await orm.transaction(async (tx) => {
        const doc = await storeUpload(tx, {
          kind: HOUSE_RULES,
          file,
          userId: actor.user.id,
        });
        const values = { doc, updatedAt: deps.now() };
        await tx
          .insert(houseRules)
          .values({ propertyId, ...values })
          .onConflictDoUpdate({ target: houseRules.propertyId, set: values });
        await writeAudit(tx, actor, {
          module: 'Properties',
          action: 'upload-house-rules',
          propertyId,
        });
      });
      return { message: ADMIN_MESSAGES.houseRulesUploaded };
    },
  );
}
