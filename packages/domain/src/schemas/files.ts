import { sayLater } from '../messages/text';
import { z } from 'zod';

/** GET /storage/pictures/{name} params: a server-generated picture name (spec 001 §5). */
export const pictureNameParamsSchema = z.object({
  name: z
    .string()
    .regex(/^[a-f0-9]{32}\.(jpg|jpeg|png)$/, { error: sayLater('http.pictureNotFound') }),
});

/**
 * GET /storage/receipts/{name} and /storage/announcements/{name} params: a server-generated file
 * name, or a seeded demo receipt ('receipt-12.pdf').
 */
export const storedFileParamsSchema = z.object({
  name: z.string().regex(/^([a-f0-9]{32}|receipt-\d{1,9})\.(jpg|jpeg|pjpg|png|pdf)$/, {
    error: sayLater('http.routeNotFound'),
  }),
});
