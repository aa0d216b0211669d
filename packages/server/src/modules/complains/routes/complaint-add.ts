import { contract } from '@strata/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isOwnerActor, ownedBy, requireUser, scopeToProperty } from '../../../auth/access';
import type { RouteDeps } from '../../../http/deps';
import { badRequest, notFound } from '../../../http/errors';
import { COMPLAINT_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { allUploadedBy } from '../../../shared/stored-files';
import { targetProperty } from '../../../shared/target-property';
import { PICTURE } from '../../../uploads/storage';
import { units } from '../../units/tables';
import { auditComplaint, complaintById, complaintChanged, requireComplains } from '../records';
import { complains } from '../tables';

/* Filing a complaint, its photos uploaded first (complaint-photos.ts). */
export async function complaintAddRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.complains.add,
    {
      description: [
        'Needs the Complains service and Create on Complains. The place is a unit (an owner: one',
        'of theirs, their only one when left out; staff: one of their property) or a common area',
        '(free text), not both (400). photos: up to 5 names the upload answered to this user (else',
        "400). Answers the complaint, Open, and 'Complaint has been added'; writes an audit entry",
        "and tells the property's open screens.",
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const body = request.body;
      // Another property answers 404 before any permission (spec 000 §8).
      if (body.property_id !== undefined) targetProperty(actor, body.property_id);
      requireComplains(actor, 'Create');
      if (body.unit_id !== undefined && body.common_area !== undefined)
        throw badRequest(COMPLAINT_MESSAGES.placeBoth);
      let unitId: number | null = null;
      let propertyId: number;
      if (body.common_area !== undefined) {
        propertyId = targetProperty(actor, body.property_id);
      } else if (isOwnerActor(actor)) {
        const own = await orm
          .select({ id: units.id, propertyId: units.propertyId })
          .from(units)
          .where(
            and(
              ownedBy(actor.user.id),
              body.unit_id === undefined ? undefined : eq(units.id, body.unit_id),
            ),
          )
          .orderBy(asc(units.id))
          .limit(2);
        if (body.unit_id !== undefined && own.length === 0) throw notFound('Unit');
        if (own.length !== 1) throw badRequest(COMPLAINT_MESSAGES.unitRequired);
        unitId = own[0]!.id;
        propertyId = own[0]!.propertyId;
      } else {
        if (body.unit_id === undefined) throw badRequest(COMPLAINT_MESSAGES.unitRequired);
        const [unit] = await orm.select().from(units).where(eq(units.id, body.unit_id));
        if (!unit) throw notFound('Unit');
        scopeToProperty(actor, unit.propertyId, 'Unit');
        unitId = unit.id;
        propertyId = unit.propertyId;
      }
      const photos = [...new Set(body.photos ?? [])];
      if (!(await allUploadedBy(orm, actor, PICTURE, photos))) {
        throw badRequest(COMPLAINT_MESSAGES.photoUnknown);
      }
      const now = deps.now();
      const id = await orm.transaction(async (tx) => {
        const [row] = await tx
          .insert(complains)
          .values({
            propertyId,
            unitId,
            commonArea: body.common_area ?? null,
            category: body.category,
            title: body.title,
            description: body.description,
            photos,
            createdBy: actor.user.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await auditComplaint(tx, actor, 'file-complaint', row!);
        await complaintChanged(tx, actor, row!, now);
        return row!.id;
      });
      return { data: await complaintById(orm, id), message: COMPLAINT_MESSAGES.added };
    },
  );
}
