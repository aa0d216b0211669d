import { contract } from '@strata/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isOwnerActor, isSuper, requireUser, scopeToProperty } from '../../../auth/access';
import { announcements } from '../tables';
import type { RouteDeps } from '../../../http/deps';
import { notFound } from '../../../http/errors';
import { MESSAGE_MESSAGES } from '../../../http/messages';
import { pagedSearch } from '../../../shared/list';
import {
  announcementsWithCreators,
  announcementWire,
  requireAnnouncementAdmin,
  requireAnnouncements,
} from '../records';
import { documentUploadCall } from '../../../shared/document-upload';
import { ATTACHMENT } from '../../../uploads/storage';
import { route } from '../../../http/route';

/** Spec 002 §7: announcements, sent to the inbox of a property's Owners or Admins. */
export async function announcementRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.announcements.list,
    {
      description: [
        "Needs the Announcements service (400 with the spec's message; super users exempt) and",
        "View on Announcements. Staff see their property's announcements; owners those sent to",
        'Owners of their property; super users all (or property_id; another property 404).',
        'search matches title and message; 20 a page, newest first. total_read counts the',
        'recipients who opened it in their inbox.',
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireAnnouncements(actor);
      const query = request.query;
      if (query.property_id !== undefined) scopeToProperty(actor, query.property_id, 'Property');
      const every = isSuper(actor);
      const owner = isOwnerActor(actor);
      return pagedSearch(
        orm,
        (total) => announcementsWithCreators(orm, { total }).$dynamic(),
        {
          page: query.page,
          search: query.search,
          filters: [
            every ? undefined : eq(announcements.propertyId, sql.placeholder('own')),
            owner ? eq(announcements.recipient, 'Owners') : undefined,
            query.property_id === undefined
              ? undefined
              : eq(announcements.propertyId, sql.placeholder('property')),
          ],
          searchIn: [announcements.title, announcements.message],
          orderBy: [desc(announcements.createdAt), desc(announcements.id)],
          prepared: {
            name: [
              'announcements_list_',
              every ? 'all' : 'own',
              owner ? '_owners' : '',
              query.property_id === undefined ? '' : '_property',
            ].join(''),
            values: { own: actor.user.propertyId ?? -1, property: query.property_id },
          },
        },
        (rows) => rows.map(announcementWire),
      );
    },
  );

  route(
    app,
    contract.announcements.detail,
    {
      description:
        "Admins (Admin or Manager) and super users only (others 400), with the Announcements service; another property's announcement answers 404. The record under data.",
    },
    async (request) => {
      const actor = requireUser(request);
      requireAnnouncementAdmin(actor);
      const [row] = await announcementsWithCreators(orm).where(
        eq(announcements.id, request.params.id),
      );
      if (!row) throw notFound(MESSAGE_MESSAGES.announcementNotFound);
      scopeToProperty(actor, row.announcement.propertyId, MESSAGE_MESSAGES.announcementNotFound);
      return { data: announcementWire(row) };
    },
  );

  documentUploadCall(app, deps, {
    endpoint: contract.announcements.uploadAttachment,
    description: [
      'Admins and super users, with the Announcements service. Answers the stored name for',
      'announcements/add; served at /storage/announcements/{doc}.',
    ].join(' '),
    kind: ATTACHMENT,
    authorize: requireAnnouncementAdmin,
  });
}
