import { and, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accessCards } from './tables';
import { badRequest } from '../../http/errors';
import { UNIT_MESSAGES } from '../../http/messages';

/* A unit's access cards (spec 001 §3, §7). */

export function cardWire(card: typeof accessCards.$inferSelect) {
  return {
    id: card.id,
    serial_number: card.serialNumber,
    active: card.active,
    unit_id: card.unitId,
  };
}

/** 400 when a serial number is taken (serials are unique across the platform). */
export async function checkSerial(db: Executor, serial: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: accessCards.id })
    .from(accessCards)
    .where(
      and(
        sql`lower(${accessCards.serialNumber}) = lower(${serial})`,
        exceptId === undefined ? undefined : sql`${accessCards.id} <> ${exceptId}`,
      ),
    );
  if (clash) throw badRequest(UNIT_MESSAGES.cardTaken(serial));
}
