import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/database';
import type * as VisitorRecords from '../src/modules/visitors/records';
import { newQrcode } from '../src/modules/visitors/records';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { postJson } from './support/requests';

// The codes a registration draws, in order, where a test names them; random otherwise.
const drawn: string[] = [];
vi.mock('../src/modules/visitors/records', async (importOriginal) => {
  const records = await importOriginal<typeof VisitorRecords>();
  return { ...records, newQrcode: vi.fn(() => drawn.shift() ?? records.newQrcode()) };
});

const visitor = {
  name: 'Clash',
  contact: '0123456789',
  vehicle_no: 'WXY 1234',
  type: 'Visit',
  start_date: '2026-11-03',
};

/* A visitor's QR code is unique: the unique index is the check, and a clash draws a new code. */
describe.each(engines)('visitor QR codes on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let owner: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db, { requestLogMaxRows: 0 });
    owner = await signIn(app, 'owner@demo.test');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  const countOf = async (qrcode: string) =>
    (
      await db.query<{ n: number }>('select count(*)::int as n from visitors where qrcode = $1', [
        qrcode,
      ])
    )[0]!.n;
  const auditCount = async () =>
    (
      await db.query<{ n: number }>(
        "select count(*)::int as n from audit_entries where action like 'add-visitor Clash%'",
      )
    )[0]!.n;

  it('given a drawn code that is taken, registers the visitor under the next code, once', async () => {
    drawn.push('CLASHCODE001');
    const first = await postJson(app, '/api/visitors/add', visitor, owner);
    expect(first.statusCode).toBe(200);
    expect(first.json().qrcode).toBe('CLASHCODE001');
    const audits = await auditCount();

    drawn.push('CLASHCODE001', 'CLASHCODE002');
    const second = await postJson(app, '/api/visitors/add', { ...visitor, name: 'Clash 2' }, owner);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ qrcode: 'CLASHCODE002', name: 'Clash 2' });
    expect(await countOf('CLASHCODE001')).toBe(1);
    expect(await countOf('CLASHCODE002')).toBe(1);
    // The clashing try was rolled back with its audit entry: one entry for the one visitor.
    expect(await auditCount()).toBe(audits + 1);
  });

  it('given a registration, answers the visitor as the list then shows it (unit, host, creator)', async () => {
    const response = await postJson(
      app,
      '/api/visitors/add',
      { ...visitor, name: 'Clash 4' },
      owner,
    );
    expect(response.statusCode).toBe(200);
    const answered = response.json();
    expect(answered.unit.user).not.toBeNull();
    expect(answered.createdBy).not.toBeNull();
    const listed = (await get(app, `/api/visitors?search=${answered.qrcode}`, owner)).json();
    expect(listed.data).toEqual([answered]);
  });

  it('given only taken codes, answers 400 and stores nothing', async () => {
    drawn.push('CLASHCODE001', 'CLASHCODE001', 'CLASHCODE001');
    const audits = await auditCount();
    const response = await postJson(
      app,
      '/api/visitors/add',
      { ...visitor, name: 'Clash 3' },
      owner,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
    expect(await countOf('CLASHCODE001')).toBe(1);
    expect(await auditCount()).toBe(audits);
  });

  it('given no test codes, draws 12 characters of A-Z and 0-9', () => {
    expect(vi.mocked(newQrcode)()).toMatch(/^[A-Z0-9]{12}$/);
  });
});
