import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { requirePermission, requireUser } from '../../../auth/access';
import type { RouteDeps } from '../../../http/deps';
import { COMPLAINT_MESSAGES } from '../../../http/messages';
import { route } from '../../../http/route';
import { targetProperty } from '../../../shared/target-property';
import {
  addComplaint,
  editComplaint,
  findComplaint,
  listComplains,
  removeComplaint,
  complaintWire,
} from '../records';

/*
 * A property's complains. A record of another property answers 404 before the permission is
 * checked; a missing permission on the own property answers 400 (spec 000 §8: the session stays).
 */
export async function complaintRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.complains.list,
    {
      description: [
        "Needs View on Complains. Staff see their own property's; super users every property's.",
        'search matches the name; newest first, 20 a page, page from 0.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requirePermission(actor, 'Complains', 'View');
      return listComplains(orm, actor, request.query);
    },
  );
  route(
    app,
    contract.complains.detail,
    {
      description:
        "Needs View on Complains; another property's complaint (or none) answers 404. Answers { data }.",
    },
    async (request) => {
      const actor = requireUser(request);
      const row = await findComplaint(orm, actor, request.params.id);
      requirePermission(actor, 'Complains', 'View');
      return { data: complaintWire(row) };
    },
  );
  route(
    app,
    contract.complains.add,
    {
      description: [
        'Needs Create on Complains. Staff add to their own property (another property_id answers',
        '404); a super user names the property. Answers the complaint and a confirmation.',
        'Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { property_id: sent, ...fields } = request.body;
      const propertyId = targetProperty(actor, sent);
      requirePermission(actor, 'Complains', 'Create');
      const data = await addComplaint(orm, actor, propertyId, fields);
      return { data, message: COMPLAINT_MESSAGES.added };
    },
  );
  route(
    app,
    contract.complains.edit,
    {
      description: [
        "Needs Update on Complains, on the own property's complaint (another answers 404).",
        'Answers the complaint and a confirmation. Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      const { id, ...fields } = request.body;
      await findComplaint(orm, actor, id);
      requirePermission(actor, 'Complains', 'Update');
      const data = await editComplaint(orm, actor, id, fields, deps.now());
      return { data, message: COMPLAINT_MESSAGES.updated };
    },
  );
  route(
    app,
    contract.complains.remove,
    {
      description: [
        "Needs Delete on Complains, on the own property's complaint (another answers 404).",
        'Writes an audit entry.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      await findComplaint(orm, actor, request.params.id);
      requirePermission(actor, 'Complains', 'Delete');
      await removeComplaint(orm, actor, request.params.id);
      return { message: COMPLAINT_MESSAGES.removed };
    },
  );
}
