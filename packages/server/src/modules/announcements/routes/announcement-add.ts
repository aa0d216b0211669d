import { contract, ROLES } from '@strata/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../audit';
import { isSuper, requireUser, scopeToProperty } from '../../../auth/access';
import { announcements } from '../tables';
import { uploads } from '../../files/tables';
import { inboxItems } from '../../inbox/tables';
import { users } from '../../users/tables';
import type { RouteDeps } from '../../../http/deps';
import { badRequest } from '../../../http/errors';
import { MESSAGE_MESSAGES, USER_MESSAGES } from '../../../http/messages';
import { announcementsWithCreators, announcementWire, requireAnnouncementAdmin } from '../records';
import { sanitizeHtml } from '../../../shared/sanitize-html';
import { notify } from '../../../realtime/bus';
import { ATTACHMENT } from '../../../uploads/storage';
import { route } from '../../../http/route';

/** Spec 002 §7: sending an announcement to the inbox of every recipient. */
export async function announcementAddRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { orm } = deps.db;

  route(
    app,
    contract.announcements.add,
    {
      description: [
        'JSON: title, message (HTML, sanitised to an allow-list of formatting tags when stored:',
        'no script, no event handler, no javascript: link), recipient (Owners: the active owners',
        'of the property; Admins: its active staff), attachment (a name the upload answered to',
        'this user, else 400), property_id (super users must name one; staff their own). Admins',
        'and super users only, with the Announcements service. The announcement and one inbox',
        'item per recipient are written in one transaction; recipients signed in are sent',
        "`inbox` over the socket. Answers the announcement ('Announcement has been sent').",
      ].join(' '),
    },
    async (request) => {
      const actor = requireUser(request);
      requireAnnouncementAdmin(actor);
      const body = request.body;
      const propertyId =
        body.property_id ?? (isSuper(actor) ? undefined : (actor.user.propertyId ?? undefined));
      if (propertyId === undefined) throw badRequest(USER_MESSAGES.propertyRequired);
      scopeToProperty(actor, propertyId, 'Property');
      if (body.attachment !== undefined) {
        const [upload] = await orm
          .select({ id: uploads.id })
          .from(uploads)
          .where(
            and(
              eq(uploads.name, body.attachment),
              eq(uploads.kind, ATTACHMENT.folder),
              eq(uploads.userId, actor.user.id),
            ),
          );
        if (!upload) throw badRequest(MESSAGE_MESSAGES.attachmentUnknown);
      }
      const title = body.title.slice(0, 200);
      const message = sanitizeHtml(body.message.slice(0, 20_000));
      const id = await orm.transaction(async (tx) => {
        const [created] = await tx
          .insert(announcements)
          .values({
            propertyId,
            title,
            message,
            recipient: body.recipient,
            attachment: body.attachment ?? null,
            createdBy: actor.user.id,
            createdAt: deps.now(),
          })
          .returning({ id: announcements.id });
        const recipients = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.propertyId, propertyId),
              eq(users.active, true),
              body.recipient === 'Owners'
                ? eq(users.role, ROLES.owner)
                : ne(users.role, ROLES.owner),
            ),
          );
        for (let start = 0; start < recipients.length; start += 500) {
          await tx.insert(inboxItems).values(
            recipients.slice(start, start + 500).map((user) => ({
              userId: user.id,
              propertyId,
              announcementId: created!.id,
              title,
              message,
              attachment: body.attachment ?? null,
              createdAt: deps.now(),
            })),
          );
        }
        for (const user of recipients) {
          await notify(tx, {
            k: 'send',
            to: { userId: user.id },
            m: { type: 'inbox', data: { id: created!.id, title } },
          });
        }
        await writeAudit(tx, actor, {
          module: 'Announcements',
          action: `send-announcement ${title}`,
          propertyId,
        });
        return created!.id;
      });
      const [row] = await announcementsWithCreators(orm).where(eq(announcements.id, id));
      return announcementWire(row!);
    },
  );
}
