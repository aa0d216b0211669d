import { z } from 'zod';
import { HTTP_MESSAGES } from '../http/messages';

/** A list answer: one page of `data` and the `total` across pages (spec 001 §3). */
export function listBody<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), total: z.number().int() });
}

/** A numeric id in a path. */
export const idParams = z.object({
  id: z.coerce
    .number({ error: HTTP_MESSAGES.validIdField })
    .int({ error: HTTP_MESSAGES.validIdField })
    .positive({ error: HTTP_MESSAGES.validIdField })
    .max(2_147_483_647, { error: HTTP_MESSAGES.validIdField }),
});

/** Text fields are capped so an oversized value answers 400 rather than being stored. */
export const MAX_TEXT = 500;
