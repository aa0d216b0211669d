import { ROLES } from '@strata/domain';
import { max } from 'drizzle-orm';
import * as t from '../db/schema';
import { DEMO_DEVELOPER, type SeedContext } from './plan';

/**
 * The developer-level demo account (spec 002 §6), added after everyone else so no other seeded id
 * moves. Provider staff of no property: it opens the app version, error log and API request log.
 */
export async function seedDeveloper(ctx: SeedContext) {
  const { tx, demoHash, now } = ctx;
  const [last] = await tx.select({ id: max(t.users.id) }).from(t.users);
  await tx.insert(t.users).values({
    id: Number(last?.id ?? 0) + 1,
    name: 'Dewi Developer',
    username: DEMO_DEVELOPER.split('@')[0]!,
    email: DEMO_DEVELOPER,
    role: ROLES.admin,
    propertyId: null,
    isDeveloper: true,
    passwordHash: demoHash,
    createdAt: now,
  });
}
