import { z } from 'zod';

/**
 * Building blocks of the reply schemas. Replies are plain JSON: ids and counts are whole numbers,
 * dates are the server's 'yyyy-mm-dd' or 'yyyy-mm-dd HH:mm:ss' text.
 */

/** A record id as the server sends it. */
export const wireIdSchema = z.number().int();

/** A count (totals, counters). */
export const countSchema = z.number().int().min(0);

/** A date or date-time as the server sends it. */
export const wireDateSchema = z.string();

/**
 * Spec 001 §3: every list answers `data` and `total`; `extra` adds the fields a list carries
 * besides them (`outstanding`, `policies`, `properties`, `unread_notification`).
 */
export function listResponse<
  Item extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, never>,
>(item: Item, extra?: Extra) {
  return z.object({ data: z.array(item), total: countSchema, ...(extra as Extra) });
}

/** A detail call's answer: the record under `data` (our design; spec 001 §7 does not show it). */
export function detailResponse<Item extends z.ZodType>(item: Item) {
  return z.object({ data: item });
}

/** Spec 001 §7: an autocomplete answers its suggestions under `data`. */
export function autocompleteResponse<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item) });
}

/** Every failure's body (spec 000 §8: the client shows `error`). */
export const errorReplySchema = z
  .object({ error: z.string() })
  .describe('What went wrong, in the language the request asked for, to show as it is');

/** The answer of a call whose result the specs do not show: a confirmation text (our design). */
export const messageResponseSchema = z.object({ message: z.string() });

/** Spec 001 §3: a picture upload answers the stored file name under `img`. */
export const pictureUploadResponseSchema = z.object({ img: z.string() });

/** Spec 002 §3: a document upload answers the stored file name under `doc`. */
export const documentUploadResponseSchema = z.object({ doc: z.string() });

/** Spec 001 §7: an Excel import answers the stored file and how many rows were imported. */
export const importResponseSchema = z.object({ doc: z.string(), total: countSchema });

/** A `{ id, name }` choice (services, property filters, report filters). */
export const namedOptionSchema = z.object({ id: wireIdSchema, name: z.string() });

/** The `{ name }` of the user who created a record, or null when unknown. */
export const createdBySchema = z.object({ name: z.string() }).nullable();
