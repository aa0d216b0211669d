import { contract } from '@strata/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isOwnerActor, requireUser, scopeToProperty } from '../../../auth/access';
import type { RouteDeps } from '../../../http/deps';
import { route } from '../../../http/route';
import { matching, pagedSearch } from '../../../shared/list';
import { units } from '../../units/tables';
import { users } from '../../users/tables';
import {
  complainsWith,
  complaintScope,
  complaintThread,
  complaintWire,
  findComplaint,
  isStaff,
  requireComplains,
  staffOf,
} from '../records';
import { complains } from '../tables';
import { badRequest } from '../../../http/errors';
import { COMPLAINT_MESSAGES } from '../../../http/messages';

/*
 * The Complains service's reads. Every call needs the service (400 'refusal.service' when the
 * actor's property has it off); a complaint the actor may not see answers 404 first.
 */
export async function complaintRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.complains.list,
    {
      description: [
        'Needs the Complains service and View on Complains. Owners see their own (their units',
        "and what they filed); staff their property's; super users all, or property_id's.",
        'Filters status, category, assignee_id and unit_id; search matches the title, the',
        'description, the common area and the unit number; newest first, 20 a page, page from 0.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const query = request.query;
      if (query.property_id !== undefined) scopeToProperty(actor, query.property_id, 'Property');
      requireComplains(actor, 'View');
      return pagedSearch(
        orm,
        (total) => complainsWith(orm, { total }).$dynamic(),
        {
          page: query.page,
          search: query.search,
          filters: [
            complaintScope(actor),
            query.property_id === undefined
              ? undefined
              : eq(complains.propertyId, query.property_id),
            query.status === undefined ? undefined : eq(complains.status, query.status),
            query.category === undefined ? undefined : eq(complains.category, query.category),
            query.assignee_id === undefined
              ? undefined
              : eq(complains.assigneeId, query.assignee_id),
            query.unit_id === undefined ? undefined : eq(complains.unitId, query.unit_id),
          ],
          searchIn: [complains.title, complains.description, complains.commonArea, units.unitNo],
          orderBy: [desc(complains.createdAt), desc(complains.id)],
        },
        (rows) => rows.map(complaintWire),
      );
    },
  );
  route(
    app,
    contract.complains.detail,
    {
      description: [
        'Needs the Complains service and View on Complains; a complaint the actor may not see',
        'answers 404. Answers { data, messages }: the complaint and its thread, oldest first,',
        "each message with its author's name and role.",
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const row = await findComplaint(orm, actor, request.params.id);
      requireComplains(actor, 'View');
      return { data: complaintWire(row), messages: await complaintThread(orm, row.complaint.id) };
    },
  );
  route(
    app,
    contract.complains.staff,
    {
      description: [
        "Staff with Update on Complains: the active staff (not owners) of the complaint id's",
        "property, or of the caller's own without id; search matches the name; the 50 first by",
        'name. Owners get 400.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { id, search } = request.query;
      const propertyId =
        id === undefined
          ? actor.user.propertyId
          : (await findComplaint(orm, actor, id)).complaint.propertyId;
      requireComplains(actor, 'Update');
      if (!isStaff(actor) || isOwnerActor(actor)) throw badRequest(COMPLAINT_MESSAGES.staffOnly);
      if (propertyId === null) return { data: [] };
      const data = await orm
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(staffOf(propertyId), matching(search, [users.name])))
        .orderBy(asc(users.name), asc(users.id))
        .limit(50);
      return { data };
    },
  );
}
