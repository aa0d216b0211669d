import { shiftDate } from '../clock';
import * as t from '../db/schema';
import { at, type SeedContext } from './plan';
import type { People } from './people';

/**
 * Spec 002 §1 Facilities on property 1 (which has the service): a BBQ pit, a function hall that
 * needs approval and a free tennis court, with bookings around today in every state. The
 * confirmed BBQ booking's fee is on the demo owner's statement, as booking it would have put it.
 */
export async function seedFacilities(ctx: SeedContext, people: People) {
  const { tx, today, now } = ctx;
  const { unitRows, ownerId, adminId } = people;
  const [bbq, hall, court] = await tx
    .insert(t.facilities)
    .values([
      {
        propertyId: 1,
        name: 'BBQ Pit',
        capacity: 20,
        opens: '10:00',
        closes: '22:00',
        slotMinutes: 120,
        weeklyLimit: 2,
        fee: 50,
        needsApproval: false,
        houseRules: 'Clean the pit and the tables after use. No loud music after 21:00.',
      },
      {
        propertyId: 1,
        name: 'Function Hall',
        capacity: 120,
        opens: '08:00',
        closes: '22:00',
        slotMinutes: 240,
        weeklyLimit: 1,
        fee: 200,
        needsApproval: true,
        houseRules: 'Decorations must be removed by the end of the booking.',
      },
      {
        propertyId: 1,
        name: 'Tennis Court',
        capacity: 4,
        opens: '07:00',
        closes: '22:00',
        slotMinutes: 60,
        weeklyLimit: 3,
        fee: 0,
        needsApproval: false,
        houseRules: 'Non-marking shoes only.',
      },
    ])
    .returning();
  const ownUnit = unitRows.find((unit) => unit.propertyId === 1 && unit.userId === ownerId)!;
  const others = unitRows.filter(
    (unit) => unit.propertyId === 1 && unit.userId && unit.userId !== ownerId,
  );
  const booking = (
    facility: typeof bbq,
    unit: (typeof unitRows)[number],
    day: string,
    hour: number,
    status: string,
  ): typeof t.facilityBookings.$inferInsert => {
    const startsAt = at(day, hour);
    return {
      propertyId: 1,
      facilityId: facility!.id,
      unitId: unit.id!,
      userId: unit.userId ?? null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + facility!.slotMinutes * 60_000),
      status,
      fee: facility!.fee,
      reviewedBy: status === 'Confirmed' && facility!.needsApproval ? adminId : null,
      cancelledAt: status === 'Cancelled' ? now : null,
      createdAt: now,
    };
  };
  const rows = await tx
    .insert(t.facilityBookings)
    .values([
      booking(bbq, ownUnit, shiftDate(today, 2), 12, 'Confirmed'),
      booking(hall, others[0]!, shiftDate(today, 4), 12, 'Pending'),
      booking(hall, others[1]!, shiftDate(today, 9), 16, 'Pending'),
      booking(court, others[2]!, today, 17, 'Confirmed'),
      booking(court, others[3]!, today, 19, 'Confirmed'),
      booking(court, ownUnit, shiftDate(today, 1), 9, 'Cancelled'),
    ])
    .returning();
  const charged = rows[0]!;
  await tx.insert(t.accountStatements).values({
    propertyId: 1,
    unitId: charged.unitId,
    type: 'facility',
    date: today,
    month: today.slice(0, 7),
    refNo: `FAC-${charged.id}`,
    description: `Facility booking: BBQ Pit, ${shiftDate(today, 2)} 12:00-14:00`,
    debit: charged.fee,
    credit: 0,
    createdBy: ownerId,
  });
}
