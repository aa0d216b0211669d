import { shiftDate } from '../clock';
import * as t from '../db/schema';
import { at, insertAll, personName, PROPERTIES, type SeedContext } from './plan';
import type { People } from './people';

/** The booking reference data (agents, packages, jetties, add-ons) and bookings. */
export async function seedBooking(ctx: SeedContext, people: People) {
  const { tx, random, today } = ctx;
  const { staffByProperty } = people;
  // ------------------------------------------------------------ booking reference data
  await insertAll(
    tx,
    t.paymentMethods,
    ['Cash', 'Card', 'FPX', 'E-Wallet'].map((name, n) => ({ id: n + 1, name })),
  );
  let refId = 0;
  const agentRows: (typeof t.agents.$inferInsert)[] = [];
  const packageRows: (typeof t.packages.$inferInsert)[] = [];
  const jettyRows: (typeof t.jettys.$inferInsert)[] = [];
  const addonRows: (typeof t.addons.$inferInsert)[] = [];
  PROPERTIES.forEach((_, index) => {
    const property = index + 1;
    for (const [n, company] of [
      'Island Hopper Travel',
      'Borneo Trails',
      'Sunrise Tours',
    ].entries()) {
      refId += 1;
      agentRows.push({
        id: refId,
        propertyId: property,
        name: personName(random),
        companyName: company,
        groupType: n === 2 ? 'Tour Guide' : 'Agent',
      });
      packageRows.push({
        id: refId,
        propertyId: property,
        name: ['Day Trip', 'Sunset Cruise', 'Island Stay'][n]!,
        price: [45, 80, 220][n]!,
      });
      addonRows.push({
        id: refId,
        propertyId: property,
        name: ['Nasi Lemak', 'Snorkel Set', 'Life Jacket'][n]!,
        price: [12, 25, 8][n]!,
      });
      if (n < 2)
        jettyRows.push({
          id: refId,
          propertyId: property,
          name: ['Main Jetty', 'North Jetty'][n]!,
        });
    }
  });
  await insertAll(tx, t.agents, agentRows);
  await insertAll(tx, t.packages, packageRows);
  await insertAll(tx, t.jettys, jettyRows);
  await insertAll(tx, t.addons, addonRows);
  const bookingRows: (typeof t.bookings.$inferInsert)[] = [];
  const bookingAddonRows: (typeof t.bookingAddons.$inferInsert)[] = [];
  for (let n = 1; n <= 240; n += 1) {
    const property = ((n - 1) % 3) + 1;
    const pkg = random.pick(packageRows.filter((row) => row.propertyId === property));
    const purchased = at(shiftDate(today, -random.int(0, 40)), random.int(8, 20));
    const departure = new Date(purchased.getTime() + random.int(1, 30) * 86_400_000);
    bookingRows.push({
      id: n,
      propertyId: property,
      code: `BK${String(n).padStart(6, '0')}`,
      agentId: random.chance(0.4)
        ? random.pick(agentRows.filter((row) => row.propertyId === property)).id!
        : null,
      packageId: pkg.id!,
      jettyId: random.pick(jettyRows.filter((row) => row.propertyId === property)).id!,
      staffId: random.pick(staffByProperty.get(property)!),
      paymentMethodId: random.int(1, 4),
      platform: random.pick([
        'web_app',
        'mobile_app',
        'kiosk',
        'terminal',
        'counter',
        'booking',
        'agent_dashboard',
      ]),
      status: random.pick(['pending', 'approved', 'deposit', 'paid', 'paid', 'paid']),
      boatType: random.chance(0.15) ? 'chartered' : 'normal',
      tripType: random.pick(['Daily', 'Montly']),
      groupType: random.pick(['Individual', 'Company', 'Primary School', 'Agent', 'Hotel']),
      vvip: random.chance(0.08),
      counter: random.int(1, 4),
      shift: random.int(1, 4),
      passengers: random.int(1, 12),
      amount: pkg.price!,
      purchasedAt: purchased,
      departureAt: departure,
      refundRequestedAt: random.chance(0.05) ? purchased : null,
      cancelRequestedAt: random.chance(0.05) ? purchased : null,
    });
    if (random.chance(0.5)) {
      bookingAddonRows.push({
        bookingId: n,
        addonId: random.pick(addonRows.filter((row) => row.propertyId === property)).id!,
        quantity: random.int(1, 4),
      });
    }
  }
  await insertAll(tx, t.bookings, bookingRows);
  await insertAll(tx, t.bookingAddons, bookingAddonRows);

  // Explicit ids above: move the sequences past them.
}
