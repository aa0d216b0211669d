import {
  malaysianInstant,
  ROLES,
  type tenantAddSchema,
  type tenantSchema,
  type TenantStatus,
} from '@strata/domain';
import {
  and,
  desc,
  eq,
  getTableColumns,
  gte,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { writeAudit } from '../../audit';
import {
  isOwnerActor,
  ownsUnit,
  propertyScope,
  requirePermission,
  requireService,
  scopeToProperty,
  type Actor,
} from '../../auth/access';
import type { ActorCache } from '../../auth/actor-cache';
import { setUserActive } from '../../auth/sessions';
import { saveTemporaryPassword } from '../../auth/temporary-password';
import { localDate, wireDateTime } from '../../clock';
import type { Executor, Orm } from '../../db/database';
import { badRequest, notFound, refused } from '../../http/errors';
import { TENANT_MESSAGES } from '../../http/messages';
import { notify } from '../../realtime/bus';
import { pagedSearch } from '../../shared/list';
import { allUploadedBy } from '../../shared/stored-files';
import { TENANT_DOCUMENT } from '../../uploads/storage';
import { properties } from '../properties/tables';
import { units } from '../units/tables';
import { unusablePassword } from '../users';
import { users } from '../users/tables';
import { tenants } from './tables';

/*
 * A unit's tenants (spec 002 §1 Tenants service): owners register them for their units, staff
 * of the property verify them, which opens the tenant's own account until the tenancy ends.
 */

type TenantRow = typeof tenants.$inferSelect;
type TenantFields = Omit<z.output<typeof tenantAddSchema>, 'unit_id'>;
type UnitRow = typeof units.$inferSelect;

const registrar = alias(users, 'registrar');

/** The tenant's status on `today` (Malaysian 'yyyy-mm-dd'): ended once past the last day. */
export function tenantStatus(row: TenantRow, today: string): TenantStatus {
  if (row.endDate < today) return 'ended';
  return row.verifiedAt ? 'verified' : 'pending';
}

/** The condition "status is `status` on `today`". */
function statusIs(status: TenantStatus, today: string): SQL | undefined {
  if (status === 'ended') return lt(tenants.endDate, today);
  return and(
    gte(tenants.endDate, today),
    status === 'verified' ? isNotNull(tenants.verifiedAt) : isNull(tenants.verifiedAt),
  );
}

/** Tenants with their unit's number and who registered them. */
function tenantsWithUnits<Extra extends Record<string, SQL.Aliased>>(db: Executor, extra: Extra) {
  return db
    .select({
      ...getTableColumns(tenants),
      unitNo: units.unitNo,
      registrarName: registrar.name,
      ...extra,
    })
    .from(tenants)
    .innerJoin(units, eq(units.id, tenants.unitId))
    .leftJoin(registrar, eq(registrar.id, tenants.createdBy))
    .$dynamic();
}

type TenantWithUnit = TenantRow & { unitNo: string; registrarName: string | null };

/** The wire tenant. */
export function tenantWire(row: TenantWithUnit, today: string): z.output<typeof tenantSchema> {
  return {
    id: row.id,
    property_id: row.propertyId,
    unit: { id: row.unitId, unit_no: row.unitNo },
    name: row.name,
    ic: row.ic,
    email: row.email,
    contact: row.contact,
    start_date: row.startDate,
    end_date: row.endDate,
    documents: row.documents,
    status: tenantStatus(row, today),
    registered_by:
      row.createdBy !== null && row.registrarName !== null
        ? { id: row.createdBy, name: row.registrarName }
        : null,
    verified_at: wireDateTime(row.verifiedAt),
    created_at: wireDateTime(row.createdAt),
  };
}

/** The columns the add and edit bodies set. */
function tenantValues(fields: TenantFields) {
  return {
    name: fields.name,
    ic: fields.ic.toUpperCase(),
    email: fields.email.toLowerCase(),
    contact: fields.contact,
    startDate: fields.start_date,
    endDate: fields.end_date,
    documents: fields.documents,
  };
}

/**
 * 400 unless every document a body names is already the tenant's (`kept`) or one the actor
 * uploaded (tenants/upload), so a tenant cannot point at another user's file.
 */
async function requireDocuments(
  db: Executor,
  actor: Actor,
  documents: readonly string[],
  kept: readonly string[] = [],
) {
  const added = documents.filter((name) => !kept.includes(name));
  if (!(await allUploadedBy(db, actor, TENANT_DOCUMENT, added))) {
    throw badRequest(TENANT_MESSAGES.documentUnknown);
  }
}

/**
 * Tells the open tenant screens that tenant `row` changed (registered, edited, verified, removed):
 * its property's staff and super users, and the unit's owners and registrar, who fetch it again.
 * Sent inside the change's transaction, so a rolled-back change tells no one.
 */
async function tenantChanged(
  tx: Executor,
  row: { id: number; propertyId: number; unitId: number; createdBy: number | null },
) {
  const push = { type: 'tenant' as const, data: { id: row.id } };
  await notify(tx, { k: 'send', to: { propertyId: row.propertyId }, m: push });
  const [unit] = await tx
    .select({ a: units.userId, b: units.userId2, c: units.userId3 })
    .from(units)
    .where(eq(units.id, row.unitId));
  const residents = new Set([unit?.a, unit?.b, unit?.c, row.createdBy]);
  for (const userId of residents) {
    if (userId != null) await notify(tx, { k: 'send', to: { userId }, m: push });
  }
}

/** The Tenants service and `permission` on the Tenants area, as every tenant call needs them. */
export function requireTenants(actor: Actor, permission: string) {
  requireService(actor, 'Tenants');
  requirePermission(actor, 'Tenants', permission);
}

/** The condition "the unit is one of the owner's". */
export function ownUnits(actor: Actor): SQL {
  return sql`${actor.user.id}::integer in (${units.userId}, ${units.userId2}, ${units.userId3})`;
}

/**
 * One page of the tenants the actor may see (owners: their units'; staff: their property's; super
 * users: every property's), newest first, filtered by status and unit, `search` in the name,
 * IC, e-mail, phone and unit number: one statement (shared/list.ts).
 */
export function listTenants(
  db: Executor,
  actor: Actor,
  query: { page: number; search?: string | undefined; status?: TenantStatus; unit_id?: number },
  now: Date,
) {
  const today = localDate(now);
  const scope = propertyScope(actor);
  return pagedSearch(
    db,
    (total) => tenantsWithUnits(db, { total }),
    {
      page: query.page,
      search: query.search,
      filters: [
        isOwnerActor(actor) ? ownUnits(actor) : undefined,
        scope === null ? undefined : eq(tenants.propertyId, scope),
        query.status === undefined ? undefined : statusIs(query.status, today),
        query.unit_id === undefined ? undefined : eq(tenants.unitId, query.unit_id),
      ],
      searchIn: [tenants.name, tenants.ic, tenants.email, tenants.contact, units.unitNo],
      orderBy: [desc(tenants.createdAt), desc(tenants.id)],
    },
    (rows) => rows.map((row) => tenantWire(row, today)),
  );
}

/**
 * The tenant `id` with its unit if the actor may see it: on their property (staff), of their own
 * unit (owners), any (super users); else 404.
 */
export async function findTenant(db: Executor, actor: Actor, id: number) {
  const [row] = await tenantsWithUnits(db, {}).where(eq(tenants.id, id));
  if (!row) throw notFound('Tenant');
  scopeToProperty(actor, row.propertyId, 'Tenant');
  if (isOwnerActor(actor)) {
    const [unit] = await db.select().from(units).where(eq(units.id, row.unitId));
    if (!unit || !ownsUnit(actor.user.id, unit)) throw notFound('Tenant');
  }
  return row;
}

/** The unit a tenant is registered for: the owner's own (400 otherwise), or one of the property. */
async function unitFor(db: Executor, actor: Actor, unitId: number): Promise<UnitRow> {
  const [unit] = await db.select().from(units).where(eq(units.id, unitId));
  if (!unit) throw notFound('Unit');
  scopeToProperty(actor, unit.propertyId, 'Unit');
  if (isOwnerActor(actor) && !ownsUnit(actor.user.id, unit)) {
    throw refused(TENANT_MESSAGES.notOwnUnit);
  }
  return unit;
}

/**
 * The account `email` already signs in with (as its e-mail or its username), if any: a tenant's
 * own of `propertyId` (a returning tenant, whose account verifying opens again). 400 when it is
 * anyone else's (an owner's, a staff member's, another property's): such a tenant could never be
 * verified.
 */
async function tenantAccountOf(tx: Executor, email: string, propertyId: number) {
  const lower = email.toLowerCase();
  const [account] = await tx
    .select({ id: users.id, role: users.role, propertyId: users.propertyId })
    .from(users)
    .where(sql`lower(${users.email}) = ${lower} or lower(${users.username}) = ${lower}`)
    .limit(1);
  if (account && (account.role !== ROLES.tenant || account.propertyId !== propertyId))
    throw badRequest(TENANT_MESSAGES.emailTaken);
  return account;
}

/** 400 once the tenant is verified: only removing is left then. */
function requirePending(row: TenantRow) {
  if (row.verifiedAt) throw badRequest(TENANT_MESSAGES.alreadyVerified);
}

/** Registers a tenant for `unitId` (the owner's own unit, or one of the staff's property), audited. */
export async function addTenant(
  orm: Orm,
  actor: Actor,
  unitId: number,
  fields: TenantFields,
  now: Date,
) {
  return orm.transaction(async (tx) => {
    const unit = await unitFor(tx, actor, unitId);
    await tenantAccountOf(tx, fields.email, unit.propertyId);
    await requireDocuments(tx, actor, fields.documents);
    const [row] = await tx
      .insert(tenants)
      .values({
        ...tenantValues(fields),
        unitId: unit.id,
        propertyId: unit.propertyId,
        createdBy: actor.user.id,
      })
      .returning();
    await writeAudit(tx, actor, {
      module: 'Tenants',
      action: `add-tenant ${row!.name} (${unit.unitNo})`,
      propertyId: unit.propertyId,
    });
    await tenantChanged(tx, row!);
    return tenantWire(
      { ...row!, unitNo: unit.unitNo, registrarName: actor.user.name },
      localDate(now),
    );
  });
}

/** Changes the pending tenant `id` (400 once verified), audited. */
export async function editTenant(
  orm: Orm,
  actor: Actor,
  id: number,
  fields: TenantFields,
  now: Date,
) {
  return orm.transaction(async (tx) => {
    const current = await findTenant(tx, actor, id);
    requirePending(current);
    await tenantAccountOf(tx, fields.email, current.propertyId);
    await requireDocuments(tx, actor, fields.documents, current.documents);
    const [row] = await tx
      .update(tenants)
      .set({ ...tenantValues(fields), updatedAt: now })
      .where(eq(tenants.id, current.id))
      .returning();
    await writeAudit(tx, actor, {
      module: 'Tenants',
      action: `edit-tenant ${row!.name} (${current.unitNo})`,
      propertyId: current.propertyId,
    });
    await tenantChanged(tx, row!);
    return tenantWire({ ...current, ...row! }, localDate(now));
  });
}

/** How long a verified tenant's first password works, from the later of verifying and moving in. */
export const TENANT_WELCOME_DAYS = 7;

/**
 * Verifies the pending tenant `id` (staff only: 400 for owners, for a verified or ended tenancy)
 * and, in the same transaction, opens their account: a user of role Tenant on the unit's
 * property whose only password is the temporary one `secretHash` hashes (as forgot password
 * keeps it), which the caller mails. It works for {@link TENANT_WELCOME_DAYS} days from the later
 * of now and the tenancy's first day (a tenant verified ahead signs in from that day). Answers
 * the tenant, the new user, the property's name and until when the password works.
 */
export async function verifyTenant(
  orm: Orm,
  actors: ActorCache,
  actor: Actor,
  id: number,
  password: { now: Date; secretHash: string },
) {
  const { now, secretHash } = password;
  const today = localDate(now);
  return orm.transaction(async (tx) => {
    const current = await findTenant(tx, actor, id);
    if (isOwnerActor(actor)) throw refused(TENANT_MESSAGES.ownersCannotVerify);
    requirePending(current);
    if (current.endDate < today) throw badRequest(TENANT_MESSAGES.endedCannotVerify);
    const taken = await tenantAccountOf(tx, current.email, current.propertyId);
    if (taken) {
      // A returning tenant of this property gets their account back for the new tenancy, unless
      // another of their tenancies is still running.
      const [running] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(
          and(
            eq(tenants.userId, taken.id),
            isNotNull(tenants.verifiedAt),
            gte(tenants.endDate, today),
          ),
        )
        .limit(1);
      if (running) throw badRequest(TENANT_MESSAGES.emailTaken);
    }
    const person = {
      name: current.name,
      contact: current.contact,
      ic: current.ic,
      active: true,
      updatedAt: now,
    };
    const [user] = taken
      ? await tx.update(users).set(person).where(eq(users.id, taken.id)).returning()
      : await tx
          .insert(users)
          .values({
            ...person,
            username: current.email,
            email: current.email,
            role: ROLES.tenant,
            propertyId: current.propertyId,
            passwordHash: unusablePassword(),
          })
          .returning();
    const [row] = await tx
      .update(tenants)
      .set({ verifiedAt: now, verifiedBy: actor.user.id, userId: user!.id, updatedAt: now })
      .where(and(eq(tenants.id, current.id), isNull(tenants.verifiedAt)))
      .returning();
    if (!row) throw badRequest(TENANT_MESSAGES.alreadyVerified);
    // The same temporary password forgot password mails (it becomes theirs when first used).
    const movesIn = malaysianInstant(current.startDate, '00:00');
    const until = new Date(
      Math.max(now.getTime(), movesIn.getTime()) + TENANT_WELCOME_DAYS * 24 * 3_600_000,
    );
    await saveTemporaryPassword(tx, user!.id, secretHash, now, until);
    await actors.changed(tx, { userId: user!.id });
    await writeAudit(tx, actor, {
      module: 'Tenants',
      action: `verify-tenant ${row.name} (${current.unitNo})`,
      propertyId: current.propertyId,
    });
    await tenantChanged(tx, row);
    const [property] = await tx
      .select({ name: properties.name })
      .from(properties)
      .where(eq(properties.id, current.propertyId));
    return {
      data: tenantWire({ ...current, ...row }, today),
      user: user!,
      property: property?.name ?? '',
      until,
    };
  });
}

/**
 * Removes the tenant `id` (owners and staff, verified or not), audited; a verified tenant's
 * account is deactivated with it, which ends their sessions at once.
 */
export async function removeTenant(
  orm: Orm,
  actors: ActorCache,
  actor: Actor,
  id: number,
  now: Date,
) {
  await orm.transaction(async (tx) => {
    const current = await findTenant(tx, actor, id);
    await tx.delete(tenants).where(eq(tenants.id, current.id));
    if (current.userId !== null) await setUserActive(tx, actors, current.userId, false, now);
    await writeAudit(tx, actor, {
      module: 'Tenants',
      action: `delete-tenant ${current.name} (${current.unitNo})`,
      propertyId: current.propertyId,
    });
    await tenantChanged(tx, current);
  });
}

/**
 * Why sign-in refuses `user` on `now`, or null: a tenant whose latest verified tenancy is over
 * (or gone), or has not started yet (Malaysian dates).
 */
export async function tenancyRefusal(
  db: Executor,
  user: { id: number; role: string; isSuperUser: boolean },
  now: Date,
): Promise<string | null> {
  if (user.isSuperUser || user.role !== ROLES.tenant) return null;
  const [row] = await db
    .select({ startDate: tenants.startDate, endDate: tenants.endDate })
    .from(tenants)
    .where(and(eq(tenants.userId, user.id), isNotNull(tenants.verifiedAt)))
    .orderBy(desc(tenants.endDate))
    .limit(1);
  const today = localDate(now);
  if (!row || row.endDate < today) return TENANT_MESSAGES.ended;
  if (row.startDate > today) return TENANT_MESSAGES.notStarted(row.startDate);
  return null;
}
