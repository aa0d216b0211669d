import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import {
  isOwnerActor,
  requirePermission,
  requireService,
  requireUser,
  type Actor,
} from '../../../auth/access';
import { refused } from '../../../http/errors';
import type { RouteDeps } from '../../../http/deps';
import { FACILITY_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { targetProperty } from '../../../shared/target-property';
import {
  addFacility,
  editFacility,
  findFacility,
  listFacilities,
  removeFacility,
  facilityWire,
} from '../records';

/** Staff manage facilities (owners hold Create to book, not to add): 400 for owners. */
function requireStaff(actor: Actor) {
  if (isOwnerActor(actor)) throw refused(FACILITY_MESSAGES.ownersCannotManage);
}

/*
 * Spec 002 §1 Facilities: a property's facilities. Every call needs the Facilities service (400
 * 'refusal.service' without it). A record of another property answers 404 before the permission
 * is checked; a missing permission on the own property answers 400 (spec 000 §8: the session
 * stays).
 */
export async function facilityRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.facilities.list,
    {
      description: [
        "Needs View on Facilities. Staff and owners see their own property's; super users every property's.",
        'search matches the name; newest first, 20 a page, page from 0.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireService(actor, 'Facilities');
      requirePermission(actor, 'Facilities', 'View');
      return listFacilities(orm, actor, request.query);
    },
  );
  route(
    app,
    contract.facilities.detail,
    {
      description:
        "Needs View on Facilities; another property's facility (or none) answers 404. Answers { data }.",
    },
    async (request) => {
      const actor = requireUser(request);
      const row = await findFacility(orm, actor, request.params.id);
      requireService(actor, 'Facilities');
      requirePermission(actor, 'Facilities', 'View');
      return { data: facilityWire(row) };
    },
  );
  route(
    app,
    contract.facilities.add,
    {
      description: [
        'Needs Create on Facilities (owners: 400). Staff add to their own property (another property_id answers',
        '404); a super user names the property. Answers the facility and a confirmation.',
        'A facility with bookings to come (Pending or Confirmed, not yet ended) answers 400: they are',
        'cancelled first, so no fee is left behind. Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { property_id: sent, ...fields } = request.body;
      const propertyId = targetProperty(actor, sent);
      requireService(actor, 'Facilities');
      requireStaff(actor);
      requirePermission(actor, 'Facilities', 'Create');
      const data = await addFacility(orm, actor, propertyId, fields);
      return { data, message: FACILITY_MESSAGES.added };
    },
  );
  route(
    app,
    contract.facilities.edit,
    {
      description: [
        "Needs Update on Facilities (owners: 400), on the own property's facility (another answers 404).",
        'Answers the facility and a confirmation. Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { id, ...fields } = request.body;
      await findFacility(orm, actor, id);
      requireService(actor, 'Facilities');
      requireStaff(actor);
      requirePermission(actor, 'Facilities', 'Update');
      const data = await editFacility(orm, actor, id, fields, deps.now());
      return { data, message: FACILITY_MESSAGES.updated };
    },
  );
  route(
    app,
    contract.facilities.remove,
    {
      description: [
        "Needs Delete on Facilities (owners: 400), on the own property's facility (another answers 404).",
        'Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      await findFacility(orm, actor, request.params.id);
      requireService(actor, 'Facilities');
      requireStaff(actor);
      requirePermission(actor, 'Facilities', 'Delete');
      await removeFacility(orm, actor, request.params.id, deps.now());
      return { message: FACILITY_MESSAGES.removed };
    },
  );
}
