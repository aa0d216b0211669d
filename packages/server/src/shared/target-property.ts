import { isSuper, type Actor } from '../auth/access';
import { badRequest, notFound, refused } from '../http/errors';
import { REFUSAL_MESSAGES, USER_MESSAGES } from '../http/messages';

/** The property a new record goes to: the one sent (own only, unless super) or the actor's own. */
export function targetProperty(actor: Actor, sent: number | undefined): number {
  if (isSuper(actor)) {
    if (sent === undefined) throw badRequest(USER_MESSAGES.propertyRequired);
    return sent;
  }
  const own = actor.user.propertyId;
  if (own === null) throw refused(REFUSAL_MESSAGES.noProperty);
  if (sent !== undefined && sent !== own) throw notFound('Property');
  return own;
}
