import { and, eq } from 'drizzle-orm';
import { isOwnerActor, isSuper, type Actor } from '../../auth/access';
import type { Executor } from '../../db/database';
import { uploads } from './tables';
import { properties } from '../properties/tables';
import { users } from '../users/tables';

/**
 * Whether the actor may see the stored picture `name`: a user's picture by that
 * user, their property's staff and super users; a property's picture by its users and super
 * users; a picture no record uses yet by whoever uploaded it.
 */
export async function pictureVisible(db: Executor, actor: Actor, name: string): Promise<boolean> {
  if (isSuper(actor)) return true;
  const own = actor.user.propertyId;
  const people = await db
    .select({ id: users.id, propertyId: users.propertyId })
    .from(users)
    .where(eq(users.img, name));
  if (
    people.some(
      (person) =>
        person.id === actor.user.id ||
        (!isOwnerActor(actor) && own !== null && person.propertyId === own),
    )
  )
    return true;
  const places = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.img, name));
  if (places.some((place) => place.id === own)) return true;
  if (people.length > 0 || places.length > 0) return false;
  const [uploaded] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.name, name), eq(uploads.userId, actor.user.id)));
  return uploaded !== undefined;
}
