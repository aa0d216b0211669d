import { shiftDate } from '../clock';
import * as t from '../db/schema';
import {
  at,
  insertAll,
  personName,
  phone,
  PLATE_PREFIXES,
  qrcode,
  VISITOR_TYPES,
  type SeedContext,
} from './plan';
import type { People } from './people';

/** Access cards, and visitors in every state (upcoming, checked in and out, expired). */
export async function seedVisitors(ctx: SeedContext, people: People) {
  const { tx, random, today } = ctx;
  const { unitRows, guardId } = people;
  // ------------------------------------------------------------ access cards
  const cards: (typeof t.accessCards.$inferInsert)[] = [];
  for (const unit of unitRows) {
    if (!unit.userId) continue;
    const howMany = random.int(1, 3);
    for (let n = 1; n <= howMany; n += 1) {
      cards.push({
        unitId: unit.id!,
        serialNumber: `AC${String(unit.id).padStart(5, '0')}${n}`,
        active: random.chance(0.92),
      });
    }
  }
  await insertAll(tx, t.accessCards, cards);

  // ------------------------------------------------------------ visitors in every state
  const codes = new Set<string>();
  const visitorRows: (typeof t.visitors.$inferInsert)[] = [];
  const occupiedUnits = unitRows.filter((unit) => unit.userId);
  const visitor = (
    unit: (typeof unitRows)[number],
    offset: number,
    state: 'upcoming' | 'today' | 'in' | 'out' | 'expired',
  ) => {
    const type = random.pick(VISITOR_TYPES);
    const startDate = shiftDate(today, offset);
    const endDate = type === 'Over Night' ? shiftDate(startDate, 1) : null;
    const checkedInAt =
      state === 'in' || state === 'out'
        ? at(startDate, random.int(8, 12), random.int(0, 59))
        : null;
    const checkedOutAt =
      state === 'out' ? at(startDate, random.int(13, 22), random.int(0, 59)) : null;
    visitorRows.push({
      propertyId: unit.propertyId,
      unitId: unit.id!,
      qrcode: qrcode(random, codes),
      name: personName(random),
      contact: phone(random),
      vehicleNo: `${random.pick(PLATE_PREFIXES)} ${random.int(1, 9999)}`,
      type,
      startDate,
      endDate,
      createdBy: unit.userId,
      checkedInAt,
      checkedInBy: checkedInAt ? (unit.propertyId === 1 ? guardId : null) : null,
      checkedOutAt,
      checkedOutBy: checkedOutAt ? (unit.propertyId === 1 ? guardId : null) : null,
      createdAt: at(shiftDate(startDate, -random.int(0, 3)), 9),
    });
  };
  const demoUnit = unitRows[0]!;
  visitor(demoUnit, 3, 'upcoming');
  visitor(demoUnit, 0, 'today');
  visitor(demoUnit, 0, 'in');
  visitor(demoUnit, -2, 'out');
  visitor(demoUnit, -5, 'expired');
  for (let n = 0; n < 450; n += 1) {
    const unit = random.pick(occupiedUnits);
    const offset = random.int(-45, 10);
    const state =
      offset > 0
        ? 'upcoming'
        : offset === 0
          ? random.pick(['today', 'in', 'out'] as const)
          : random.chance(0.8)
            ? 'out'
            : 'expired';
    visitor(unit, offset, state);
  }
  await insertAll(tx, t.visitors, visitorRows);
  return occupiedUnits;
}
