import { can, isOwner, isTenant, type ServiceName, type UserPolicy } from '@strata/domain';
import { asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from '../http/plugin';
import type { Executor } from '../db/database';
import type { users } from '../db/schema';
import { localDate } from '../clock';
import { propertyServices, services, tenants, units } from '../db/schema';
import { notFound, refused, unauthorized } from '../http/errors';
import {
  REFUSAL_MESSAGES,
  SESSION_ENDED_MESSAGES,
  TENANT_MESSAGES,
  type RecordName,
} from '../http/messages';
import type { ActorCache } from './actor-cache';
import { bearerToken } from './tokens';

/** A user row as stored. */
export type UserRow = typeof users.$inferSelect;

/** The signed-in user of a request, with what authorization reads. */
export type Actor = {
  sessionId: number;
  user: UserRow;
  policies: UserPolicy[];
  property: { id: number; name: string; img: string | null } | null;
  services: { id: number; name: string }[];
  /**
   * A Tenant's verified tenancy (unit, last day 'yyyy-mm-dd' in Malaysia), cached with the actor
   * so each request checks its end without a query; null for everyone else.
   */
  tenancy?: { unitId: number; endDate: string } | null;
};

/** Whether the actor's tenancy is over: its last (Malaysian) day is before `now`'s. */
export function tenancyEnded(actor: Pick<Actor, 'tenancy' | 'user'>, now: Date): boolean {
  if (!isTenant({ role: actor.user.role })) return false;
  return !actor.tenancy || actor.tenancy.endDate < localDate(now);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carried a live token. */
    actor: Actor | null;
    /** Why there is no actor although a token was sent. */
    tokenProblem: string | null;
  }
}

/**
 * The services a property has enabled, by id: a property's id, or a prepared query's placeholder
 * (the actor cache prepares it once).
 */
export function servicesOf(db: Executor, propertyId: number | Placeholder) {
  return db
    .select({ id: services.id, name: services.name })
    .from(propertyServices)
    .innerJoin(services, eq(services.id, propertyServices.serviceId))
    .where(eq(propertyServices.propertyId, propertyId))
    .orderBy(asc(services.id));
}

/** Resolves the bearer token of every /api request into `request.actor` (routes decide if it is needed). */
export const authentication = fp(
  async (app: FastifyInstance, options: { actors: ActorCache; now: () => Date }) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('tokenProblem', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = bearerToken(request.headers.authorization);
      if (!token) return;
      const now = options.now();
      request.actor = await options.actors.forToken(token, now);
      if (!request.actor) request.tokenProblem = SESSION_ENDED_MESSAGES.ended;
      // A tenant's session ends with the tenancy: 401 signs the app out (spec 000 §8).
      else if (tenancyEnded(request.actor, now)) {
        request.actor = null;
        request.tokenProblem = TENANT_MESSAGES.ended;
      }
    });
  },
);

/** The signed-in user, or 401 ('Please sign in to continue', or the session-ended message). */
export function requireUser(request: FastifyRequest): Actor {
  if (request.actor) return request.actor;
  throw unauthorized(request.tokenProblem ?? undefined);
}

/** Whether the actor is a super user, who passes every check (spec 000 §6). */
export function isSuper(actor: Actor): boolean {
  return actor.user.isSuperUser;
}

/** The subject the domain's rules read. */
export function subjectOf(actor: Actor) {
  return {
    id: actor.user.id,
    role: actor.user.role,
    isSuperUser: actor.user.isSuperUser,
    isSkaloot: actor.user.isSkaloot,
    isGuard: actor.user.isGuard,
    property_id: actor.user.propertyId,
    policies: actor.policies,
    property: { services: actor.services },
  };
}

/** Whether the actor holds `permission` on `resource` (role policy of their property, or super user). */
export function hasPermission(actor: Actor, resource: string, permission: string): boolean {
  if (isTenantActor(actor) && OWNER_ONLY_AREAS.has(resource)) return false;
  return can(subjectOf(actor), resource, permission);
}

/** What a tenant never holds, whatever their role's policies say: the unit's money is the owner's. */
const OWNER_ONLY_AREAS = new Set(['Account Statement', 'Payments']);

/** Whether the actor is a unit's tenant (spec 002 §1 Tenants service). */
export function isTenantActor(actor: Actor): boolean {
  return !isSuper(actor) && isTenant({ role: actor.user.role });
}

/**
 * 400 saying what is refused unless the actor holds `permission` on `resource`; a tenant asking for
 * account statements or payments is told those stay with the unit's owner.
 */
export function requirePermission(actor: Actor, resource: string, permission: string): void {
  if (isTenantActor(actor) && OWNER_ONLY_AREAS.has(resource)) {
    throw refused(TENANT_MESSAGES.noFinance);
  }
  if (!hasPermission(actor, resource, permission)) {
    throw refused(REFUSAL_MESSAGES.permission(resource, permission));
  }
}

/**
 * 404 unless the record's property is the actor's own (super users see every property). Answering
 * 404 rather than 403 keeps another property's records from being discovered.
 */
export function scopeToProperty(
  actor: Actor,
  propertyId: number | null,
  what: RecordName = 'Record',
): void {
  if (isSuper(actor)) return;
  if (propertyId === null || propertyId !== actor.user.propertyId) throw notFound(what);
}

/** The property a list or total is limited to: the actor's own, or none (every one) for super users. */
export function propertyScope(actor: Actor): number | null {
  return isSuper(actor) ? null : (actor.user.propertyId ?? -1);
}

/**
 * 400 with the spec's message unless the actor's property has `service` (spec 002 §2); 400, not
 * 403, because the session is still good (spec 000 §8 signs out on 403).
 */
export function requireService(actor: Actor, service: ServiceName): void {
  if (isSuper(actor)) return;
  if (!actor.services.some((entry) => entry.name === service)) {
    throw refused(REFUSAL_MESSAGES.service(service));
  }
}

/**
 * Whether the actor is a resident (an owner, or a unit's tenant), limited to their own units and
 * visitors.
 */
export function isOwnerActor(actor: Actor): boolean {
  return !isSuper(actor) && isOwner({ role: actor.user.role });
}

/**
 * The SQL condition "one of the unit's three owner slots is this user, or the user is the unit's
 * verified tenant": a user's id, or a prepared query's placeholder.
 */
export function ownedBy(userId: number | Placeholder) {
  return sql`(${userId}::integer in (${units.userId}, ${units.userId2}, ${units.userId3}) or ${units.id} in (select ${tenants.unitId} from ${tenants} where ${tenants.userId} = ${userId}::integer and ${tenants.verifiedAt} is not null))`;
}

/**
 * The rows of a table with a unit and a property that the actor may see: a resident their own
 * units' (`ownedBy`), staff their property's, super users every one. `where` compares with the
 * placeholders `owner` and `own`, which `values` fills; `shape` says which of the three it is, for
 * the name of a prepared statement (docs/adr/0023).
 */
export function actorRows(actor: Actor) {
  const shape = isOwnerActor(actor) ? 'owner' : isSuper(actor) ? 'all' : 'staff';
  return {
    shape,
    values: { owner: actor.user.id, own: actor.user.propertyId ?? -1 },
    where(unitId: AnyPgColumn, propertyId: AnyPgColumn): SQL | undefined {
      if (shape === 'owner') {
        return inArray(
          unitId,
          sql`(select ${units.id} from ${units} where ${ownedBy(sql.placeholder('owner'))})`,
        );
      }
      return shape === 'all' ? undefined : eq(propertyId, sql.placeholder('own'));
    },
  };
}

/** Whether the actor owns `unit`, or is its tenant. */
export function residesIn(
  actor: Actor,
  unit: { id: number; userId: number | null; userId2: number | null; userId3: number | null },
): boolean {
  return ownsUnit(actor.user.id, unit) || actor.tenancy?.unitId === unit.id;
}

/** Whether `unit` has `userId` in one of its three owner slots. */
export function ownsUnit(
  userId: number,
  unit: { userId: number | null; userId2: number | null; userId3: number | null },
): boolean {
  return unit.userId === userId || unit.userId2 === userId || unit.userId3 === userId;
}
