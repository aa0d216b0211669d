import { SERVICES, type ServiceName } from '@strata/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor, OrmTransaction } from '../db/database';
import type { Random } from './prng';

/** Every demo account's password. */
export const DEMO_PASSWORD = 'demo1234';

/** The fixed demo accounts (README): username is the part of the e-mail before the @. */
export const DEMO_ACCOUNTS = {
  super: 'super@demo.test',
  admin: 'admin@demo.test',
  manager: 'manager@demo.test',
  guard: 'guard@demo.test',
  owner: 'owner@demo.test',
  admin2: 'admin2@demo.test',
} as const;

/** The demo tenant of the demo owner's unit (spec 002 §1 Tenants service); see seed/tenants.ts. */
export const DEMO_TENANT = 'tenant@demo.test';

/** The developer-level demo account (spec 002 §6); seeded last, see seed/developer.ts. */
export const DEMO_DEVELOPER = 'dev@demo.test';

export const SEED = 20261102;

export type PropertyPlan = {
  name: string;
  city: string;
  state: string;
  postcode: string;
  developer: string;
  units: number;
  blocks: string[];
  services: ServiceName[];
};

/** Three properties with different services (property 1 has them all). */
export const PROPERTIES: PropertyPlan[] = [
  {
    name: 'Residensi Seri Melati',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    postcode: '50450',
    developer: 'Melati Land Sdn Bhd',
    units: 320,
    blocks: ['A', 'B', 'C', 'D'],
    services: [...SERVICES],
  },
  {
    name: 'Vista Harbour Condominium',
    city: 'George Town',
    state: 'Penang',
    postcode: '10200',
    developer: 'Harbour Vista Bhd',
    units: 200,
    blocks: ['East', 'West'],
    services: ['Account Statements', 'Payments', 'Visitors', 'Announcements'],
  },
  {
    name: 'Taman Sutera Heights',
    city: 'Johor Bahru',
    state: 'Johor',
    postcode: '81200',
    developer: 'Sutera Homes Sdn Bhd',
    units: 120,
    blocks: ['1', '2'],
    services: ['Visitors', 'Facilities', 'Complains'],
  },
];

export const FIRST_NAMES = [
  'Ahmad',
  'Siti',
  'Muhammad',
  'Nur',
  'Wei Ling',
  'Jia Hui',
  'Arjun',
  'Priya',
  'Farah',
  'Hafiz',
  'Mei Ling',
  'Kumar',
  'Aisyah',
  'Daniel',
  'Chong',
  'Lakshmi',
  'Zainal',
  'Hui Min',
  'Ravi',
  'Amira',
  'Faizal',
  'Kok Wai',
  'Suresh',
  'Nadia',
  'Azlan',
  'Xin Yi',
  'Vijay',
  'Liyana',
  'Irfan',
  'Shu Fen',
];
export const LAST_NAMES = [
  'Abdullah',
  'Tan',
  'Lim',
  'Rahman',
  'Wong',
  'Subramaniam',
  'Ismail',
  'Lee',
  'Ng',
  'Hassan',
  'Chan',
  'Krishnan',
  'Yusof',
  'Ong',
  'Raj',
  'Ibrahim',
  'Goh',
  'Nair',
  'Osman',
  'Teo',
];
export const VISITOR_TYPES = ['Visit', 'Over Night', 'Pickup', 'Drop-Off', 'Vendor'] as const;
export const PLATE_PREFIXES = ['WXY', 'VBA', 'PKC', 'JQR', 'BMM', 'WA', 'PPN', 'JHB'];

/** Bulk inserts in chunks that stay under PostgreSQL's 65 535 parameters. */
export async function insertAll<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
) {
  const size = 500;
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as never);
  }
}

export function personName(random: Random) {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

export function phone(random: Random) {
  return `01${random.int(0, 9)}${String(random.int(1000000, 9999999))}`;
}

export const QR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function qrcode(random: Random, taken: Set<string>): string {
  for (;;) {
    const code = Array.from({ length: 12 }, () => random.pick([...QR_ALPHABET])).join('');
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

/** `when`, or the same time a day earlier when it would lie after `now`. */
export function notAfter(now: Date, when: Date): Date {
  return when > now ? new Date(when.getTime() - 24 * 60 * 60 * 1000) : when;
}

export function at(day: string, hour: number, minute = 0): Date {
  // Malaysian wall-clock time (UTC+8) of a 'yyyy-mm-dd' day.
  return new Date(
    `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`,
  );
}

/** What every seed section is given: the transaction, the one random sequence, and the times. */
export type SeedContext = {
  tx: OrmTransaction;
  random: Random;
  now: Date;
  today: string;
  monthStart: string;
  demoHash: string;
};
