import { canManageAnnouncements } from '@strata/domain';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { refused } from '../../http/errors';
import { MESSAGE_MESSAGES } from '../../http/messages';
import { requirePermission, requireService, subjectOf, type Actor } from '../../auth/access';
import { wireDateTime } from '../../clock';
import type { Executor } from '../../db/database';
import type { ListColumns } from '../../shared/list';
import { announcementReads, announcements } from './tables';
import { users } from '../users/tables';

/* Announcements (spec 002 §3). */

const creator = alias(users, 'creator');

/** The read count of an announcement. */
const totalRead = sql<number>`(select count(*) from ${announcementReads} where ${announcementReads.announcementId} = ${announcements.id})`;

/** Announcements with their creator's name and read count. */
export function announcementsWithCreators<Extra extends ListColumns>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ announcement: announcements, creatorName: creator.name, totalRead, ...extra })
    .from(announcements)
    .leftJoin(creator, eq(creator.id, announcements.createdBy));
}

/** An announcement on the wire (spec 002 §3). */
export function announcementWire(row: {
  announcement: typeof announcements.$inferSelect;
  creatorName: string | null;
  totalRead: number | string;
}) {
  const { announcement } = row;
  return {
    id: announcement.id,
    title: announcement.title,
    message: announcement.message,
    recipient: announcement.recipient as 'Owners' | 'Admins',
    attachment: announcement.attachment,
    created_at: wireDateTime(announcement.createdAt),
    createdBy: row.creatorName === null ? null : { name: row.creatorName },
    total_read: Number(row.totalRead),
  };
}

/** 400 unless the Announcements service is on and the actor may view announcements. */
export function requireAnnouncements(actor: Actor): void {
  requireService(actor, 'Announcements');
  requirePermission(actor, 'Announcements', 'View');
}

/** 400 unless the actor is an admin or super user (spec 002 §6) on a property with the service. */
export function requireAnnouncementAdmin(actor: Actor): void {
  requireService(actor, 'Announcements');
  if (!canManageAnnouncements(subjectOf(actor))) throw refused(MESSAGE_MESSAGES.adminsOnly);
}
