import { ROLES } from '@strata/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import * as t from '../db/schema';
import {
  FIRST_NAMES,
  insertAll,
  LAST_NAMES,
  personName,
  PROPERTIES,
  type SeedContext,
} from './plan';

/** Bookings a property sells over the six months before the seed's "now" (50,000 in all). */
export const BOOKINGS_PER_PROPERTY = [25_000, 15_000, 10_000] as const;

/** The days of booking history, ending the day before the seed's "now". */
export const BOOKING_HISTORY_DAYS = 183;

const AGENT_GROUPS = [
  ['Seaview Hotel', 'Hotel'],
  ['Petronas Staff Club', 'Company'],
  ['Tadika Ceria', 'Kindergarden'],
  ['SK Taman Melati', 'Primary School'],
  ['SMK Bukit Indah', 'Secondary School'],
  ['Kelab Rekreasi Universiti', 'University'],
  ['Jabatan Laut Wilayah', 'Gov Agency'],
  ['Persatuan Pelancong Muda', 'Association'],
  ['Kelab Alam Sekitar', 'Organization'],
] as const;

const BOATS = [
  ['MV Seri Laut', 'normal', 'Laut Biru Marine', 60],
  ['MV Bayu', 'normal', 'Laut Biru Marine', 40],
  ['MV Camar', 'normal', 'Pulau Ferry Services', 80],
  ['MV Pelangi', 'normal', 'Pulau Ferry Services', 40],
  ['Ombak Charter', 'chartered', 'Ombak Charters', 12],
] as const;

const VOID_NOTES = [
  'Customer changed departure date',
  'Wrong package selected',
  'Duplicate ticket',
  'Payment declined after issue',
  'Customer cancelled at counter',
];

/** Sale platforms, weighted: counter sales lead, agents come through their dashboard. */
const PLATFORMS = [
  ...Array<string>(7).fill('counter'),
  ...Array<string>(4).fill('web_app'),
  ...Array<string>(3).fill('mobile_app'),
  'kiosk',
  'kiosk',
  'terminal',
  'booking',
  'agent_dashboard',
  'agent_dashboard',
];

/** Walk-in group types (agents bring their own). */
const WALK_IN_GROUPS = [
  ...Array<string>(6).fill('Individual'),
  'Company',
  'Kindergarden',
  'Primary School',
  'Secondary School',
  'University',
  'Gov Agency',
  'Organization',
  'Association',
];

/** Departure times of the boat schedule (Malaysian time), weighted toward the day. */
const DEPARTURES = [
  ...['09:00', '10:30', '12:00', '13:30', '15:00', '16:30'].flatMap((time) => [time, time]),
  '09:00',
  '12:00',
  '18:30',
  '20:00',
  '20:00',
  '22:30',
  '22:30',
  '00:30',
];

const ints = (values: readonly number[]) => sql.raw(`(array[${values.join(',')}]::int[])`);
const texts = (values: readonly string[]) =>
  sql.raw(
    `(array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[])`,
  );

/** The booking reference data (agents, packages, jetties, add-ons, boats) and the bookings. */
export async function seedBooking(ctx: SeedContext) {
  const { tx, random } = ctx;
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
  // Every other group type has an agent (a hotel, schools, a club…) on every property.
  PROPERTIES.forEach((_, index) => {
    for (const [company, groupType] of AGENT_GROUPS) {
      agentRows.push({
        id: agentRows.length + 1,
        propertyId: index + 1,
        name: personName(random),
        companyName: company,
        groupType,
      });
    }
  });
  await insertAll(tx, t.agents, agentRows);
  await insertAll(tx, t.packages, packageRows);
  await insertAll(tx, t.jettys, jettyRows);
  await insertAll(tx, t.addons, addonRows);
  await insertAll(
    tx,
    t.boats,
    PROPERTIES.flatMap((_, index) =>
      BOATS.map(([name, boatType, operator, capacity], n) => ({
        id: index * BOATS.length + n + 1,
        propertyId: index + 1,
        name,
        boatType,
        operator,
        capacity,
      })),
    ),
  );

  // ------------------------------------------------------------ six months of bookings, in SQL
  await withoutForeignKeys(ctx, ['bookings', 'booking_addons'], async () => {
    for (const [index, count] of BOOKINGS_PER_PROPERTY.entries()) {
      await seedPropertyBookings(ctx, index + 1, count, {
        agents: agentRows.filter((row) => row.propertyId === index + 1),
        packages: packageRows.filter((row) => row.propertyId === index + 1),
        jettys: jettyRows.filter((row) => row.propertyId === index + 1).map((row) => row.id!),
        addons: addonRows.filter((row) => row.propertyId === index + 1).map((row) => row.id!),
        boats: BOATS.map((_, n) => index * BOATS.length + n + 1),
      });
    }
  });
}

/**
 * Runs a bulk load with the tables' foreign keys dropped, then puts them back as they were: each
 * key is then checked once over the whole table (one join) instead of once a row, which is most
 * of the cost of 50,000 rows on PGlite. A row that breaks a key still fails the seed.
 */
async function withoutForeignKeys(ctx: SeedContext, tables: string[], load: () => Promise<void>) {
  const { tx } = ctx;
  const keys: { table: string; name: string; definition: string }[] = [];
  for (const table of tables) {
    const rows = await tx.execute(sql`
      select conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint
      where conrelid = to_regclass(${table}) and contype = 'f'
      order by conname
    `);
    for (const row of rowsOf<{ name: string; definition: string }>(rows))
      keys.push({ table, ...row });
  }
  for (const key of keys) {
    await tx.execute(sql.raw(`alter table ${key.table} drop constraint "${key.name}"`));
  }
  await load();
  for (const key of keys) {
    await tx.execute(
      sql.raw(`alter table ${key.table} add constraint "${key.name}" ${key.definition}`),
    );
  }
}

/** The rows of an execute() result (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

type Reference = {
  agents: (typeof t.agents.$inferInsert)[];
  packages: (typeof t.packages.$inferInsert)[];
  jettys: number[];
  addons: number[];
  boats: number[];
};

/**
 * One property's bookings as one INSERT … SELECT over generate_series: every column is drawn from
 * a hash of the row number, so the history is the same on every run and engine and costs one
 * statement rather than 50,000 parameters.
 */
async function seedPropertyBookings(
  ctx: SeedContext,
  property: number,
  count: number,
  ref: Reference,
) {
  const { tx, now, today } = ctx;
  const staff = await tx
    .select({ id: t.users.id, role: t.users.role })
    .from(t.users)
    .where(and(eq(t.users.propertyId, property), ne(t.users.role, ROLES.owner)))
    .orderBy(asc(t.users.id));
  // The counter staff sell most: Cashier four shares, CSA two, every other staff member one.
  const weighted = staff.flatMap(({ id, role }) =>
    Array<number>(role === ROLES.cashier ? 4 : role === ROLES.csa ? 2 : 1).fill(id),
  );
  const normalBoats = BOATS.flatMap(([, type], n) => (type === 'normal' ? [ref.boats[n]!] : []));
  const charterBoats = BOATS.flatMap(([, type], n) =>
    type === 'chartered' ? [ref.boats[n]!] : [],
  );
  // r(k): the k-th draw of row g, a non-negative int.
  const r = (k: number) =>
    sql.raw(`(hashint4(g * 41 + ${k * 1_000_003 + property * 7}) & 2147483647)`);
  const pick = (array: ReturnType<typeof ints>, length: number, k: number) =>
    sql`(${array})[1 + ${r(k)} % ${sql.raw(String(length))}]`;
  const start = sql.raw(`'${today}'::date - ${BOOKING_HISTORY_DAYS}`);

  await tx.execute(sql`
    insert into bookings (
      property_id, code, agent_id, package_id, jetty_id, staff_id, payment_method_id, platform,
      status, boat_type, trip_type, group_type, vvip, counter, shift, passengers, children,
      seniors, amount, boat_id, customer_name, customer_phone, purchased_at, departure_at,
      redeemed_at, reprints, voided_at, void_note, refund_requested_at, cancel_requested_at
    )
    with drawn as (
      select g,
        ${start} + ((g - 1) * ${sql.raw(String(BOOKING_HISTORY_DAYS))}) / ${sql.raw(String(count))} as even_day,
        ${r(20)} % 10 as weekend_draw,
        8 + ${r(1)} % 14 as hour,
        ${r(2)} % 60 as minute,
        ${pick(texts(PLATFORMS), PLATFORMS.length, 3)} as platform,
        ${r(4)} % 100 as agent_draw,
        1 + ${r(5)} % ${sql.raw(String(ref.agents.length))} as agent_index,
        ${pick(texts(WALK_IN_GROUPS), WALK_IN_GROUPS.length, 6)} as walk_in_group,
        1 + ${r(7)} % ${sql.raw(String(ref.packages.length))} as package_index,
        ${r(8)} % 15 as days_ahead,
        ${pick(texts(DEPARTURES), DEPARTURES.length, 9)} as departs,
        ${r(10)} % 100 as charter_draw,
        ${r(11)} % 100 as status_draw,
        ${r(12)} % 4000 as customer,
        ${r(13)} % 100 as payment_draw,
        ${r(14)} % 1000 as rare_draw,
        ${r(15)} as spread
      from generate_series(1, ${sql.raw(String(count))}) as g
    ), dated as (
      -- Weekends sell more: three in ten weekday sales move to the Saturday or Sunday after.
      select *,
        least(
          even_day + case when extract(isodow from even_day) <= 5 and weekend_draw < 3
            then (6 - extract(isodow from even_day))::int + weekend_draw % 2 else 0 end,
          ${sql.raw(`'${today}'::date - 1`)}
        ) as day
      from drawn
    ), timed as (
      select *,
        (day + make_time(hour, minute, 0))::timestamp at time zone 'UTC' - interval '8 hours'
          as purchased,
        platform = 'agent_dashboard' or platform = 'booking' or agent_draw < 8 as via_agent
      from dated
    ), placed as (
      select *,
        (day + days_ahead + departs::time)::timestamp at time zone 'UTC' - interval '8 hours'
          + case when departs = '00:30' then interval '1 day' else interval '0' end as scheduled
      from timed
    ), booked as (
      select *,
        scheduled + case when scheduled <= purchased + interval '30 minutes'
          then interval '1 day' else interval '0' end as departure,
        case when via_agent then (${texts(ref.agents.map((row) => row.groupType!))})[agent_index]
          else walk_in_group end as group_type,
        case when via_agent then ${ints(ref.agents.map((row) => row.id!))}[agent_index] end
          as agent_id,
        charter_draw < 8 as chartered,
        spread % 4 as adults_draw
      from placed
    ), counted as (
      select *,
        case when group_type = 'Individual' then 1 + adults_draw
          else 5 + (spread / 4) % 25 end as adults,
        case when (spread / 100) % 10 < 3 then 1 + (spread / 1000) % 3 else 0 end as children,
        case when (spread / 10000) % 10 < 2 then 1 + (spread / 100000) % 2 else 0 end as seniors,
        departure > ${now.toISOString()}::timestamptz as upcoming
      from booked
    )
    select
      ${sql.raw(String(property))},
      'BK' || ${sql.raw(String(property))} || lpad(g::text, 6, '0'),
      agent_id,
      ${ints(ref.packages.map((row) => row.id!))}[package_index],
      ${pick(ints(ref.jettys), ref.jettys.length, 16)},
      ${pick(ints(weighted), weighted.length, 17)},
      case
        when platform in ('counter', 'kiosk', 'terminal') then
          case when payment_draw < 50 then 1 when payment_draw < 80 then 2 else 4 end
        else case when payment_draw < 40 then 2 when payment_draw < 80 then 3 else 4 end
      end,
      platform,
      case
        when upcoming then
          case when status_draw < 30 then 'pending' when status_draw < 50 then 'deposit'
            else 'paid' end
        when status_draw < 80 then 'paid'
        when status_draw < 92 then 'approved'
        else 'deposit'
      end,
      case when chartered then 'chartered' else 'normal' end,
      case when status_draw % 10 = 0 then 'Montly' else 'Daily' end,
      group_type,
      rare_draw < 20,
      1 + ${r(18)} % 4,
      least(4, 1 + (hour - 8) / 4),
      adults + children + seniors,
      children,
      seniors,
      round(
        ${ints(ref.packages.map((row) => row.price!))}[package_index]
          * (adults + 0.5 * children + 0.8 * seniors),
        2
      ),
      case when chartered then ${pick(ints(charterBoats), charterBoats.length, 19)}
        else ${pick(ints(normalBoats), normalBoats.length, 19)} end,
      (${texts(FIRST_NAMES)})[1 + customer % ${sql.raw(String(FIRST_NAMES.length))}]
        || ' ' || (${texts(LAST_NAMES)})[1 + (customer / 30) % ${sql.raw(String(LAST_NAMES.length))}],
      '01' || (customer % 10) || lpad(((customer * 7919) % 10000000)::text, 7, '0'),
      purchased,
      departure,
      case when not upcoming and rare_draw >= 10 and status_draw < 92 and (spread / 7) % 100 < 92
        then departure - interval '15 minutes' end,
      case when (spread / 13) % 100 < 4 then 1 + (spread / 17) % 2 else 0 end,
      case when rare_draw < 10 then purchased + interval '1 hour' end,
      case when rare_draw < 10 then (${texts(VOID_NOTES)})[1 + rare_draw % ${sql.raw(String(VOID_NOTES.length))}] end,
      case when upcoming and rare_draw between 990 and 999 then purchased end,
      case when upcoming and rare_draw between 980 and 989 then purchased end
    from counted
  `);
  // Add-ons (foods) on about a third of the bookings.
  await tx.execute(sql`
    insert into booking_addons (booking_id, addon_id, quantity)
    select id,
      (${ints(ref.addons)})[1 + (hashint4(id * 3 + 1) & 2147483647) % ${sql.raw(String(ref.addons.length))}],
      1 + (hashint4(id * 3 + 2) & 2147483647) % 4
    from bookings
    where property_id = ${property} and (hashint4(id * 3) & 2147483647) % 100 < 35
  `);
}
