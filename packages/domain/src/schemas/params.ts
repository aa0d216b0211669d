import { z } from 'zod';
import { wireId, wireQrcode, wireToken } from './primitives';

/** A record id in a path (the units detail's `id`). */
export const idParamsSchema = z.object({ id: wireId });

/** What a path with a record id holds. */
export type IdParams = z.input<typeof idParamsSchema>;

/** A unit in a path (GET /api/units/access-card/{unit_id}). */
export const unitParamsSchema = z.object({ unit_id: wireId });

/** What a path with a unit holds. */
export type UnitParams = z.input<typeof unitParamsSchema>;

/** A unit's access card in a path (DELETE /api/units/access-card/{unit_id}/{id}). */
export const unitCardParamsSchema = z.object({ unit_id: wireId, id: wireId });

/** What a path with a unit's access card holds. */
export type UnitCardParams = z.input<typeof unitCardParamsSchema>;

/** A visitor pass's QR code in a path (a visitor detail's `qrcode`). */
export const qrcodeParamsSchema = z.object({ qrcode: wireQrcode });

/** What a path with a QR code holds. */
export type QrcodeParams = z.input<typeof qrcodeParamsSchema>;

/** A download's query: the session token, for links opened in a new window or a frame. */
export const downloadQuerySchema = z.object({ token: wireToken.optional() });

/** What a download link sends. */
export type DownloadQuery = z.input<typeof downloadQuerySchema>;

/** A query naming the property (super users; others use their own). */
export const propertyQuerySchema = z.object({ property_id: wireId.optional() });

/** What a call naming the property sends. */
export type PropertyQuery = z.input<typeof propertyQuerySchema>;
