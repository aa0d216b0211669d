import { shiftDate } from '../clock';
import * as t from '../db/schema';
import { at, type SeedContext } from './plan';
import type { People } from './people';

type Place = { unitId: number | null; commonArea: string | null };

/**
 * Complaints on property 1 (which has the Complains service) in every state: the demo owner's
 * Open one, an In progress one assigned to the demo admin, one resolved two days ago (the owner
 * can still reopen it), one resolved a month ago, one Closed; a few of other owners; threads.
 */
export async function seedComplains(ctx: SeedContext, people: People) {
  const { tx, random, today } = ctx;
  const { unitRows, ownerId, adminId, ownersByProperty } = people;
  const ownUnit = unitRows.find((unit) => unit.propertyId === 1 && unit.userId === ownerId)!;
  const mine: Place = { unitId: ownUnit.id!, commonArea: null };
  const day = (offset: number, hour = 10) => at(shiftDate(today, offset), hour, random.int(0, 59));

  const file = async (
    row: {
      category: string;
      title: string;
      description: string;
      status: string;
      createdDaysAgo: number;
      resolvedDaysAgo?: number;
      assigned?: boolean;
      by?: number;
    } & Place,
    thread: { staff: boolean; message: string }[] = [],
  ) => {
    const createdAt = day(-row.createdDaysAgo, 9);
    const by = row.by ?? ownerId;
    const [complaint] = await tx
      .insert(t.complains)
      .values({
        propertyId: 1,
        unitId: row.unitId,
        commonArea: row.commonArea,
        category: row.category,
        title: row.title,
        description: row.description,
        status: row.status,
        assigneeId: row.assigned ? adminId : null,
        createdBy: by,
        resolvedAt: row.resolvedDaysAgo === undefined ? null : day(-row.resolvedDaysAgo, 16),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: t.complains.id });
    if (thread.length === 0) return;
    await tx.insert(t.complaintMessages).values(
      thread.map((entry, index) => ({
        complaintId: complaint!.id,
        userId: entry.staff ? adminId : by,
        message: entry.message,
        createdAt: new Date(createdAt.getTime() + (index + 1) * 3 * 60 * 60 * 1000),
      })),
    );
  };

  await file(
    {
      ...mine,
      category: 'Maintenance',
      title: 'Water leaking from the kitchen ceiling',
      description: 'Water drips from the kitchen ceiling whenever the unit above uses its sink.',
      status: 'Open',
      createdDaysAgo: 2,
    },
    [{ staff: false, message: 'It is getting worse today, please send someone soon.' }],
  );
  await file(
    {
      unitId: null,
      commonArea: 'Lobby B',
      category: 'Cleanliness',
      title: 'Rubbish left at Lobby B',
      description: 'Bags of rubbish have been left beside the lift at Lobby B since the weekend.',
      status: 'In progress',
      assigned: true,
      createdDaysAgo: 5,
    },
    [
      { staff: false, message: 'The smell reaches the lift now.' },
      { staff: true, message: 'The cleaners will clear it this afternoon.' },
    ],
  );
  await file(
    {
      ...mine,
      category: 'Noise',
      title: 'Loud music after midnight',
      description: 'The unit next door plays loud music after midnight on weekdays.',
      status: 'Resolved',
      assigned: true,
      createdDaysAgo: 6,
      resolvedDaysAgo: 2,
    },
    [
      {
        staff: true,
        message: 'We have spoken to the neighbour; please tell us if it happens again.',
      },
    ],
  );
  await file({
    ...mine,
    category: 'Parking',
    title: 'Car parked in my lot',
    description: 'A white car without a sticker is parked in my lot.',
    status: 'Resolved',
    assigned: true,
    createdDaysAgo: 35,
    resolvedDaysAgo: 30,
  });
  await file({
    unitId: null,
    commonArea: 'Pool',
    category: 'Security',
    title: 'Pool gate does not lock',
    description: 'The pool gate stays open at night.',
    status: 'Closed',
    assigned: true,
    createdDaysAgo: 60,
    resolvedDaysAgo: 55,
  });
  // Other owners of property 1: a few more to page and filter through.
  const others = (ownersByProperty.get(1) ?? []).filter((id) => id !== ownerId);
  const statuses = ['Open', 'In progress', 'Resolved', 'Closed'] as const;
  const categories = ['Cleanliness', 'Security', 'Maintenance', 'Noise', 'Parking', 'Others'];
  for (let n = 0; n < 16 && others.length > 0; n += 1) {
    const by = random.pick(others);
    const unit = unitRows.find((row) => row.propertyId === 1 && row.userId === by);
    const status = statuses[n % statuses.length]!;
    const createdDaysAgo = random.int(3, 90);
    await file({
      unitId: unit?.id ?? null,
      commonArea: unit ? null : 'Car park level 2',
      category: random.pick(categories),
      title: `${random.pick(['Broken', 'Dirty', 'Noisy', 'Missing'])} ${random.pick(['lamp', 'drain', 'door', 'sign', 'tap'])} near ${unit?.unitNo ?? 'the car park'}`,
      description: 'Reported through the resident app.',
      status,
      assigned: status !== 'Open',
      by,
      createdDaysAgo,
      resolvedDaysAgo:
        status === 'Resolved' || status === 'Closed'
          ? random.int(1, createdDaysAgo - 1)
          : undefined,
    });
  }
}
