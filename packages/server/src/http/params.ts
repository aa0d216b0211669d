import { z } from 'zod';
import { HTTP_MESSAGES, VISITOR_MESSAGES } from './messages';

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

/** A QR code in a path: trimmed, 1 to 64 letters, digits, - or _. */
export const qrcodeParams = z.object({
  qrcode: z
    .string()
    .trim()
    .min(1, { error: VISITOR_MESSAGES.qrcodeRequired })
    .max(64, { error: VISITOR_MESSAGES.qrcodeTooLong })
    .regex(/^[A-Za-z0-9_-]+$/, { error: VISITOR_MESSAGES.qrcodeCharacters }),
});
