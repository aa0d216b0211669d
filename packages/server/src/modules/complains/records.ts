import { ROLES, type Complaint, type ComplaintMessage, type ComplaintStatus } from '@strata/domain';
import { and, asc, eq, exists, inArray, or, sql, type SQL, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import sanitize from 'sanitize-html';
import { writeAudit } from '../../audit';
import {
  isOwnerActor,
  isSuper,
  ownedBy,
  ownsUnit,
  propertyScope,
  requirePermission,
  requireService,
  scopeToProperty,
  type Actor,
} from '../../auth/access';
import { wireDateTime } from '../../clock';
import type { Executor, OrmTransaction } from '../../db/database';
import type { RouteDeps } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { COMPLAINT_MESSAGES } from '../../http/messages';
import type { ListColumns } from '../../shared/list';
import { notify } from '../../realtime/bus';
import { leaveNotice, type InboxNotice } from '../inbox';
import { rolePolicies, roles } from '../settings/tables';
import { units } from '../units/tables';
import { users } from '../users/tables';
import { complaintMessages, complains } from './tables';

/* Complaints: loading, scoping, serialising and telling those concerned. */

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

/** Complaints with their unit, assignee and filer. */
export function complainsWith<Extra extends ListColumns>(db: Executor, extra: Extra = {} as Extra) {
  return db
    .select({
      complaint: complains,
      unit: { id: units.id, unitNo: units.unitNo },
      assignee: { id: assignee.id, name: assignee.name },
      creator: { id: creator.id, name: creator.name },
      ...extra,
    })
    .from(complains)
    .leftJoin(units, eq(units.id, complains.unitId))
    .leftJoin(assignee, eq(assignee.id, complains.assigneeId))
    .leftJoin(creator, eq(creator.id, complains.createdBy));
}

type ComplaintJoined = Awaited<ReturnType<typeof complainsWith>>[number];

/** A named user as the wire shows one, or null. */
function named(user: { id: number | null; name: string | null } | null) {
  return user?.id != null && user.name != null ? { id: user.id, name: user.name } : null;
}

/** The wire complaint. */
export function complaintWire(row: ComplaintJoined): Complaint {
  const { complaint } = row;
  return {
    id: complaint.id,
    property_id: complaint.propertyId,
    category: complaint.category as Complaint['category'],
    title: complaint.title,
    description: complaint.description,
    status: complaint.status as ComplaintStatus,
    unit: row.unit?.id != null ? { id: row.unit.id, unit_no: row.unit.unitNo } : null,
    common_area: complaint.commonArea,
    photos: complaint.photos,
    assignee: named(row.assignee),
    created_by: named(row.creator),
    created_at: wireDateTime(complaint.createdAt)!,
    resolved_at: wireDateTime(complaint.resolvedAt),
    updated_at: wireDateTime(complaint.updatedAt)!,
  };
}

/** Limits complaints to what the actor may see: an owner's own (their units', or filed by them), staff their property's. */
export function complaintScope(actor: Actor): SQL | undefined {
  if (isOwnerActor(actor)) {
    return or(
      eq(complains.createdBy, actor.user.id),
      inArray(
        complains.unitId,
        sql`(select ${units.id} from ${units} where ${ownedBy(actor.user.id)})`,
      ),
    );
  }
  const property = propertyScope(actor);
  return property === null ? undefined : eq(complains.propertyId, property);
}

/** The Complains service and the permission, as every complaint call needs them (400 otherwise). */
export function requireComplains(actor: Actor, permission: string) {
  requireService(actor, 'Complains');
  requirePermission(actor, 'Complains', permission);
}

/**
 * The complaint `id` as the actor may see it: an owner's own, a staff user's property's (any for
 * super users); anything else answers 404, before any permission is checked.
 */
export async function findComplaint(db: Executor, actor: Actor, id: number) {
  const [row] = await complainsWith(db).where(eq(complains.id, id));
  if (!row) throw notFound('Complaint');
  if (isOwnerActor(actor)) {
    const [unit] = row.complaint.unitId
      ? await db.select().from(units).where(eq(units.id, row.complaint.unitId))
      : [];
    const own =
      row.complaint.createdBy === actor.user.id ||
      (unit !== undefined && ownsUnit(actor.user.id, unit));
    if (!own) throw notFound('Complaint');
  } else {
    scopeToProperty(actor, row.complaint.propertyId, 'Complaint');
  }
  return row;
}

/** Whether the actor handles complaints as staff (not an owner). */
export function isStaff(actor: Actor): boolean {
  return isSuper(actor) || !isOwnerActor(actor);
}

/** The thread of a complaint, oldest first, with each author's name and role. */
export async function complaintThread(db: Executor, complaintId: number) {
  const rows = await db
    .select({
      message: complaintMessages,
      author: { id: users.id, name: users.name, role: users.role, isSuperUser: users.isSuperUser },
    })
    .from(complaintMessages)
    .leftJoin(users, eq(users.id, complaintMessages.userId))
    .where(eq(complaintMessages.complaintId, complaintId))
    .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id));
  return rows.map(({ message, author }): ComplaintMessage => ({
    id: message.id,
    message: message.message,
    created_at: wireDateTime(message.createdAt)!,
    author:
      author?.id != null && author.name != null
        ? {
            id: author.id,
            name: author.name,
            role: author.isSuperUser ? 'Super User' : (author.role ?? ROLES.owner),
          }
        : null,
  }));
}

/** The complaint `id` as the wire shows it (after a change). */
export async function complaintById(db: Executor, id: number) {
  const [row] = await complainsWith(db).where(eq(complains.id, id));
  return complaintWire(row!);
}

/** A user's text with every tag removed (the thread shows plain text). */
export function plainText(text: string): string {
  return sanitize(text, { allowedTags: [], allowedAttributes: {} }).trim();
}

/**
 * Staff users of `propertyId` (not owners or tenants), active, whose role may work a complaint
 * (Update on Complains in the property's Setting matrix), so no one is assigned a complaint they
 * cannot open; `id` narrows to one.
 */
export function staffOf(propertyId: number, id?: number) {
  return and(
    eq(users.propertyId, propertyId),
    eq(users.active, true),
    notInArray(users.role, [ROLES.owner, ROLES.tenant]),
    exists(
      sql`(select 1 from ${roles} join ${rolePolicies} on ${rolePolicies.roleId} = ${roles.id}
        where ${roles.propertyId} = ${propertyId} and ${roles.name} = ${users.role}
          and ${rolePolicies.area} = 'Complains' and ${rolePolicies.permission} = 'Update'
          and ${rolePolicies.active})`,
    ),
    id === undefined ? undefined : eq(users.id, id),
  );
}

/** What a complaint's change tells its filer: the catalog's message and its values. */
export type ComplaintNotice = Pick<InboxNotice, 'message' | 'values'>;

/**
 * Tells the open screens a complaint changed (`complaint` to the property's staff and to its
 * filer), and, when `inbox` is given, leaves the filer a notice (unless the filer made the
 * change), linking to the complaint. Inside the change's transaction: a rolled-back change tells
 * no one.
 */
export async function complaintChanged(
  tx: Executor,
  actor: Actor,
  complaint: { id: number; propertyId: number; createdBy: number | null; title: string },
  now: Date,
  inbox?: ComplaintNotice,
) {
  const push = { type: 'complaint' as const, data: { id: complaint.id } };
  await notify(tx, { k: 'send', to: { propertyId: complaint.propertyId }, m: push });
  const filer = complaint.createdBy;
  if (filer === null) return;
  await notify(tx, { k: 'send', to: { userId: filer }, m: push });
  if (inbox === undefined || filer === actor.user.id) return;
  await leaveComplaintNotice(tx, filer, complaint, inbox, now);
}

/**
 * Tells the complaint's assignee, in their inbox, what someone else did to it (an owner's reply
 * or reopening, their assignment); nothing when no one is assigned or they did it themselves.
 */
export async function tellAssignee(
  tx: Executor,
  actor: Actor,
  complaint: { id: number; propertyId: number; title: string },
  assigneeId: number | null,
  notice: ComplaintNotice,
  now: Date,
) {
  if (assigneeId === null || assigneeId === actor.user.id) return;
  await leaveComplaintNotice(tx, assigneeId, complaint, notice, now);
}

/** A complaint's notice to `userId`, titled with the complaint and linking to it. */
function leaveComplaintNotice(
  tx: Executor,
  userId: number,
  complaint: { id: number; propertyId: number; title: string },
  notice: ComplaintNotice,
  now: Date,
) {
  return leaveNotice(
    tx,
    { userId, propertyId: complaint.propertyId },
    {
      title: 'complaint.notifyTitle',
      message: notice.message,
      values: { ...notice.values, title: complaint.title },
      link: `/d/complains/${complaint.id}`,
    },
    now,
  );
}

/** Writes a Complains audit entry. */
export function auditComplaint(
  tx: Executor,
  actor: Actor,
  action: string,
  complaint: { propertyId: number; title: string },
) {
  return writeAudit(tx, actor, {
    module: 'Complains',
    action: `${action} ${complaint.title}`,
    propertyId: complaint.propertyId,
  });
}

/**
 * Runs `work` on the complaint locked for update (one change at a time), then answers the
 * complaint as it now is with `message`. A Closed complaint is final: every change of it (a move,
 * an assignment, a reopening, a message) answers 400 before `work` runs.
 */
export async function changeComplaint(
  deps: RouteDeps,
  actor: Actor,
  id: number,
  message: () => string,
  work: (tx: OrmTransaction, current: typeof complains.$inferSelect, now: Date) => Promise<void>,
) {
  const { orm } = deps.db;
  const now = deps.now();
  await orm.transaction(async (tx) => {
    const [current] = await tx.select().from(complains).where(eq(complains.id, id)).for('update');
    if (current!.status === 'Closed') throw badRequest(COMPLAINT_MESSAGES.closedFinal);
    await work(tx, current!, now);
  });
  return { data: await complaintById(orm, id), message: message() };
}
