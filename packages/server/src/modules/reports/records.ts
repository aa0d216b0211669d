import { ROLES } from '@strata/domain';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { requirePermission, isSuper, type Actor } from '../../auth/access';
import type { Executor } from '../../db/database';
import { addons, agents, jettys, packages, paymentMethods } from './tables';
import { properties } from '../properties/tables';
import { users } from '../users/tables';
import { notFound, refused } from '../../http/errors';
import { ADMIN_MESSAGES } from '../../http/messages';

/**
 * The property a report call reads (spec 002 §6: View and Create on Report): the actor's own; a
 * super user names one with property_id, else the first.
 */
export async function reportProperty(
  db: Executor,
  actor: Actor,
  asked: number | undefined,
): Promise<number> {
  requirePermission(actor, 'Report', 'View');
  requirePermission(actor, 'Report', 'Create');
  if (!isSuper(actor)) {
    if (actor.user.propertyId === null) throw refused(ADMIN_MESSAGES.settingsProperty);
    if (asked !== undefined && asked !== actor.user.propertyId) throw notFound('Property');
    return actor.user.propertyId;
  }
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(asked === undefined ? undefined : eq(properties.id, asked))
    .orderBy(asc(properties.id))
    .limit(1);
  if (!property) throw notFound('Property');
  return property.id;
}

/** Spec 002 §3 reports data: the report filters' choices on a property. */
export async function reportsData(db: Executor, propertyId: number) {
  const named = { id: packages.id, name: packages.name };
  return {
    staffs: await db
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(
        and(eq(users.propertyId, propertyId), notInArray(users.role, [ROLES.owner, ROLES.tenant])),
      )
      .orderBy(asc(users.name), asc(users.id)),
    agents: await db
      .select({ id: agents.id, name: agents.name, company_name: agents.companyName })
      .from(agents)
      .where(eq(agents.propertyId, propertyId))
      .orderBy(asc(agents.companyName), asc(agents.id)),
    packages: await db
      .select(named)
      .from(packages)
      .where(eq(packages.propertyId, propertyId))
      .orderBy(asc(packages.id)),
    jettys: await db
      .select({ id: jettys.id, name: jettys.name })
      .from(jettys)
      .where(eq(jettys.propertyId, propertyId))
      .orderBy(asc(jettys.id)),
    foods: await db
      .select({ id: addons.id, name: addons.name })
      .from(addons)
      .where(eq(addons.propertyId, propertyId))
      .orderBy(asc(addons.id)),
    payment_methods: await db
      .select({ id: paymentMethods.id, name: paymentMethods.name })
      .from(paymentMethods)
      .orderBy(asc(paymentMethods.id)),
  };
}

/** Spec 002 §7: the companies (agents) of a group type on a property ('All': every one). */
export function groupTypeCompanies(db: Executor, propertyId: number, groupType: string) {
  return db
    .select({ id: agents.id, company_name: agents.companyName })
    .from(agents)
    .where(
      and(
        eq(agents.propertyId, propertyId),
        groupType === 'All' ? undefined : eq(agents.groupType, groupType),
      ),
    )
    .orderBy(asc(agents.companyName), asc(agents.id));
}
