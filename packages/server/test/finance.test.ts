import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  accountStatements,
  announcementReads,
  inboxItems,
  payments,
  propertyServices,
  services,
  units,
  users,
} from '../src/db/schema';
import { redactToken, requestForLog } from '../src/http/log';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { PNG_BASE64, postForm, postJson, postMultipart } from './support/requests';
import { signedIn, socketAddress, TestSocket } from './support/socket';

/** The demo owner (owner@demo.test). */
const DEMO_OWNER_ID = 5;

/** A minimal PDF's first bytes and filler, enough for the magic-byte check. */
const PDF_BASE64 = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)]).toString(
  'base64',
);

/** The text of a PDF by poppler's pdftotext (installed in the dev image). */
async function pdfText(bytes: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'strata-pdf-'));
  const file = path.join(folder, 'out.pdf');
  await writeFile(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const money = (value: number) =>
  value.toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe.each(engines)('finance and inbox calls (spec 002) on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let admin: string;
  let admin2: string;
  let owner: string;
  let guard: string;
  let superUser: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signIn(app, 'admin@demo.test');
    admin2 = await signIn(app, 'admin2@demo.test');
    owner = await signIn(app, 'owner@demo.test');
    guard = await signIn(app, 'guard@demo.test');
    superUser = await signIn(app, 'super@demo.test');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function ownerUnit() {
    const [unit] = await db.orm
      .select()
      .from(units)
      .where(sql`${DEMO_OWNER_ID} in (${units.userId}, ${units.userId2}, ${units.userId3})`)
      .orderBy(units.id)
      .limit(1);
    return unit!;
  }

  /** A unit of property 1 with owners that the demo owner does not own. */
  async function foreignUnit() {
    const [unit] = await db.orm
      .select()
      .from(units)
      .where(
        sql`${units.propertyId} = 1 and ${units.userId} is not null and ${DEMO_OWNER_ID} not in (${units.userId}, coalesce(${units.userId2}, 0), coalesce(${units.userId3}, 0))`,
      )
      .orderBy(units.id)
      .limit(1);
    return unit!;
  }

  async function balance(unitId: number) {
    const [row] = await db.orm
      .select({ value: sql<string>`coalesce(sum(debit - credit), 0)` })
      .from(accountStatements)
      .where(eq(accountStatements.unitId, unitId));
    return Math.round(Number(row!.value) * 100) / 100;
  }

  async function pendingCounter(token: string) {
    return (await get(app, '/api/notification', token)).json().pending_payment as number;
  }

  async function unreadCounter(token: string) {
    return (await get(app, '/api/notification', token)).json().unread_notification as number;
  }

  describe('demo data', () => {
    it('gives every demo account read, unread and archived messages, and the counters agree', async () => {
      for (const login of [
        'super@demo.test',
        'admin@demo.test',
        'manager@demo.test',
        'guard@demo.test',
        'owner@demo.test',
        'admin2@demo.test',
      ]) {
        const token = await signIn(app, login);
        const inbox = (await get(app, '/api/inbox', token)).json();
        const read = inbox.data.filter((item: { is_read: boolean }) => item.is_read);
        expect(inbox.unread_notification, login).toBeGreaterThan(0);
        expect(inbox.unread_notification, login).toBe(await unreadCounter(token));
        expect(read.length, login).toBeGreaterThan(0);
        expect((await get(app, '/api/inbox?archive=1', token)).json().total, login).toBeGreaterThan(
          0,
        );
      }
    });

    it('has months of invoices and Pending, Verified and Rejected payments with receipts', async () => {
      const unit = await ownerUnit();
      const months = await db.orm
        .selectDistinct({ month: accountStatements.month })
        .from(accountStatements)
        .where(
          and(eq(accountStatements.unitId, unit.id), eq(accountStatements.type, 'maintenance')),
        );
      expect(months.length).toBeGreaterThanOrEqual(6);
      const statuses = await db.orm
        .selectDistinct({ status: payments.status })
        .from(payments)
        .where(eq(payments.propertyId, 1));
      expect(statuses.map((row) => row.status).sort()).toEqual(['Pending', 'Rejected', 'Verified']);
      const [pending] = await db.orm
        .select({ value: count() })
        .from(payments)
        .where(and(eq(payments.propertyId, 1), eq(payments.status, 'Pending')));
      expect(await pendingCounter(admin)).toBe(Number(pending!.value));
      const [verified] = await db.orm
        .select()
        .from(payments)
        .where(and(eq(payments.unitId, unit.id), eq(payments.status, 'Verified')))
        .limit(1);
      const receipt = await get(app, `/storage/receipts/${verified!.doc}`, admin);
      expect(receipt.statusCode).toBe(200);
      const text = await pdfText(receipt.rawPayload);
      expect(text).toContain(verified!.refNo);
      expect(text).toContain(unit.unitNo);
    });
  });

  describe('GET /api/account-statements', () => {
    it("gives an owner only their own units' rows, with the outstanding balance computed from them", async () => {
      const unit = await ownerUnit();
      const response = await get(app, '/api/account-statements', owner);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      const ownUnits = await db.orm
        .select({ id: units.id })
        .from(units)
        .where(sql`${DEMO_OWNER_ID} in (${units.userId}, ${units.userId2}, ${units.userId3})`);
      const ids = new Set(ownUnits.map((row) => row.id));
      expect(body.data.length).toBeGreaterThan(0);
      for (const row of body.data) expect(ids.has(row.unit_id)).toBe(true);
      let expected = 0;
      for (const id of ids) expected += await balance(id);
      expect(body.outstanding).toBeCloseTo(expected, 2);
      const one = (await get(app, `/api/account-statements?unit_id=${unit.id}`, owner)).json();
      expect(one.outstanding).toBeCloseTo(await balance(unit.id), 2);
    });

    it("answers 404 to an owner asking for another unit's statement, and to another property's staff", async () => {
      const other = await foreignUnit();
      const response = await get(app, `/api/account-statements?unit_id=${other.id}`, owner);
      expect(response.statusCode).toBe(404);
      expect(
        (await get(app, `/api/account-statements?unit_id=${other.id}`, admin2)).statusCode,
      ).toBe(404);
      expect((await get(app, '/api/account-statements?property_id=1', admin2)).statusCode).toBe(
        404,
      );
    });

    it('refuses a guard without View on Account Statement with 400, and searches by ref no', async () => {
      const refused = await get(app, '/api/account-statements', guard);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('You do not have permission to view account statements.');
      const unit = await ownerUnit();
      const [row] = await db.orm
        .select()
        .from(accountStatements)
        .where(eq(accountStatements.unitId, unit.id))
        .limit(1);
      const found = (
        await get(app, `/api/account-statements?search=${encodeURIComponent(row!.refNo)}`, admin)
      ).json();
      expect(found.data.map((entry: { ref_no: string }) => entry.ref_no)).toContain(row!.refNo);
    });
  });

  describe('POST /api/account-statements/generate', () => {
    it('issues exactly one maintenance row per unit with owners and moves outstanding by their sum; a second run is refused', async () => {
      const withOwners = await db.orm
        .select()
        .from(units)
        .where(
          and(
            eq(units.propertyId, 1),
            or(isNotNull(units.userId), isNotNull(units.userId2), isNotNull(units.userId3)),
          ),
        );
      const expectedSum = withOwners.reduce((sum, unit) => sum + (unit.maintenanceAmount ?? 0), 0);
      const before = (await get(app, '/api/account-statements?property_id=1', admin)).json();
      const [rowsBefore] = await db.orm.select({ value: count() }).from(accountStatements);
      const response = await postForm(
        app,
        '/api/account-statements/generate',
        { 'types[]': 'maintenance', date: '2027-03' },
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      const added = await db.orm
        .select()
        .from(accountStatements)
        .where(and(eq(accountStatements.month, '2027-03'), eq(accountStatements.propertyId, 1)));
      expect(added).toHaveLength(withOwners.length);
      expect(new Set(added.map((row) => row.unitId)).size).toBe(withOwners.length);
      expect(response.json().outstanding).toBeCloseTo(before.outstanding + expectedSum, 2);
      const again = await postForm(
        app,
        '/api/account-statements/generate',
        { 'types[]': 'maintenance', date: '2027-03' },
        admin,
      );
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toMatch(
        /^Maintenance Bill for unit .+ has already been issued for 2027-03$/,
      );
      const [rowsAfter] = await db.orm.select({ value: count() }).from(accountStatements);
      expect(Number(rowsAfter!.value)).toBe(Number(rowsBefore!.value) + withOwners.length);
    });

    it('issues water ((current − previous) × tariff) and another bill for one unit', async () => {
      const unit = await ownerUnit();
      await db.orm.update(units).set({ waterAmount: 1.5 }).where(eq(units.id, unit.id));
      const before = await balance(unit.id);
      const response = await postJson(
        app,
        '/api/account-statements/generate',
        {
          types: ['water', 'others'],
          date: '2027-04',
          unit_id: unit.id,
          previous_reading: 100,
          current_reading: 130,
          other_bill_name: 'Renovation deposit',
          other_bill_amount: 250.5,
        },
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(await balance(unit.id)).toBeCloseTo(before + 45 + 250.5, 2);
      expect(response.json().data.map((row: { description: string }) => row.description)).toEqual(
        expect.arrayContaining(['Water Bill 2027-04 (100 - 130)', 'Renovation deposit 2027-04']),
      );
    });

    it("refuses readings out of order with the spec's message, owners, and units without owners", async () => {
      const unit = await ownerUnit();
      const reading = await postJson(
        app,
        '/api/account-statements/generate',
        {
          types: ['water'],
          date: '2027-05',
          unit_id: unit.id,
          previous_reading: 50,
          current_reading: 10,
        },
        admin,
      );
      expect(reading.statusCode).toBe(400);
      expect(reading.json().error).toBe(
        'current_reading: Current reading should be greater than previous reading',
      );
      const byOwner = await postJson(
        app,
        '/api/account-statements/generate',
        { types: ['maintenance'], date: '2027-05', unit_id: unit.id },
        owner,
      );
      expect(byOwner.statusCode).toBe(400);
      const [empty] = await db.orm
        .insert(units)
        .values({ propertyId: 1, unitNo: 'EMPTY-1', maintenanceAmount: 100 })
        .returning();
      const noOwners = await postJson(
        app,
        '/api/account-statements/generate',
        { types: ['maintenance'], date: '2027-05', unit_id: empty!.id },
        admin,
      );
      expect(noOwners.statusCode).toBe(400);
      expect(noOwners.json().error).toBe(
        'Invoice will ONLY be issued to units that have owners assigned.',
      );
      expect(await balance(unit.id)).toBe(await balance(unit.id));
    });
  });

  describe('GET /api/account-statements/pdf/{unit_id}', () => {
    it('renders the full statement: pdftotext finds the property, unit number, every row and the balance', async () => {
      const unit = await ownerUnit();
      const response = await get(app, `/api/account-statements/pdf/${unit.id}?token=${owner}`);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await pdfText(response.rawPayload)).replace(/[ \t]+/g, ' ');
      expect(text).toContain('Statement of Account');
      expect(text).toContain(`Unit No: ${unit.unitNo}`);
      expect(text).toMatch(/Description Credit Debit/);
      expect(text).toMatch(/Kuala Lumpur|Penang|Johor/);
      const rows = await db.orm
        .select()
        .from(accountStatements)
        .where(eq(accountStatements.unitId, unit.id));
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) {
        expect(text, row.refNo).toContain(row.refNo);
        const amount = row.debit || row.credit;
        expect(text, row.refNo).toContain(`RM ${money(amount)}`);
      }
      expect(text).toContain(`Outstanding Balance: RM ${money(await balance(unit.id))}`);
    });

    it('given lang=ms, labels the PDF and says the bills and payments in Malay; the list follows Accept-Language', async () => {
      const unit = await ownerUnit();
      const response = await get(
        app,
        `/api/account-statements/pdf/${unit.id}?token=${owner}&lang=ms`,
      );
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      const text = (await pdfText(response.rawPayload)).replace(/[ \t]+/g, ' ');
      expect(text).toContain('Penyata Akaun');
      expect(text).toContain(`No. Unit: ${unit.unitNo}`);
      expect(text).toMatch(/Keterangan Kredit Debit/);
      expect(text).toMatch(/Bil Penyelenggaraan \d{4}-\d{2}/);
      expect(text).toContain(`Baki Tertunggak: RM ${money(await balance(unit.id))}`);
      expect(text).not.toContain('Maintenance Bill');

      const list = async (language: string) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/account-statements?unit_id=${unit.id}`,
            headers: { authorization: `Bearer ${owner}`, 'accept-language': language },
          })
        ).json() as { data: { description: string }[] };
      const malay = (await list('ms')).data.map((row) => row.description);
      expect(malay.some((text) => /^Bil Penyelenggaraan \d{4}-\d{2}$/.test(text))).toBe(true);
      expect(malay.some((text) => /^Bayaran diterima \(\d{4}-\d{2}\)$/.test(text))).toBe(true);
      const english = (await list('en')).data.map((row) => row.description);
      expect(english.some((text) => /^Maintenance Bill \d{4}-\d{2}$/.test(text))).toBe(true);
    });

    it('renders one invoice with account_statement_id, and refuses another unit, a foreign row and no token', async () => {
      const unit = await ownerUnit();
      const [row] = await db.orm
        .select()
        .from(accountStatements)
        .where(and(eq(accountStatements.unitId, unit.id), sql`${accountStatements.debit} > 0`))
        .limit(1);
      const invoice = await get(
        app,
        `/api/account-statements/pdf/${unit.id}?account_statement_id=${row!.id}`,
        admin,
      );
      expect(invoice.statusCode).toBe(200);
      const text = await pdfText(invoice.rawPayload);
      expect(text).toContain('Invoice');
      expect(text).toMatch(/Description\s+Credit\s+Debit/);
      expect(text).toContain(`RM ${money(row!.debit)}\n`);
      expect(text).toContain(row!.refNo);
      const other = await foreignUnit();
      expect(
        (await get(app, `/api/account-statements/pdf/${other.id}?token=${owner}`)).statusCode,
      ).toBe(404);
      const [foreignRow] = await db.orm
        .select()
        .from(accountStatements)
        .where(eq(accountStatements.unitId, other.id))
        .limit(1);
      expect(
        (
          await get(
            app,
            `/api/account-statements/pdf/${unit.id}?account_statement_id=${foreignRow!.id}`,
            admin,
          )
        ).statusCode,
      ).toBe(404);
      expect((await get(app, `/api/account-statements/pdf/${unit.id}`)).statusCode).toBe(401);
    });

    it('keeps the token out of the access log', () => {
      expect(redactToken('/api/account-statements/pdf/3?token=abc.def&x=1')).toBe(
        '/api/account-statements/pdf/3?token=[redacted]&x=1',
      );
      const logged = requestForLog({
        method: 'GET',
        url: '/api/account-statements/pdf/3?account_statement_id=2&token=secret',
        host: 'localhost',
        ip: '127.0.0.1',
        socket: { remotePort: 1 },
      } as never);
      expect(JSON.stringify(logged)).not.toContain('secret');
    });
  });

  describe('payments', () => {
    async function uploadReceipt(token: string, doc = PNG_BASE64, name = 'receipt.png') {
      return postMultipart(app, '/api/payments/upload', { doc, original_name: name }, token);
    }

    it("checks a receipt's size and type with the spec's messages", async () => {
      const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(1024 * 1024 + 10)]);
      const tooBig = await uploadReceipt(owner, big.toString('base64'), 'big.pdf');
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json().error).toBe('File size exceeded 1MB.');
      const renamed = await uploadReceipt(owner, PNG_BASE64, 'receipt.pdf');
      expect(renamed.json().error).toBe('File not supported.');
      const gif = await uploadReceipt(owner, PNG_BASE64, 'receipt.gif');
      expect(gif.json().error).toBe('File not supported.');
      const pdf = await uploadReceipt(owner, PDF_BASE64, 'receipt.pdf');
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.json().doc).toMatch(/^[a-f0-9]{32}\.pdf$/);
    });

    it('adds, verifies (credit row, lower outstanding and pending counter, get-bubble to staff) and refuses a second review', async () => {
      const unit = await ownerUnit();
      const doc = (await uploadReceipt(owner)).json().doc as string;
      const missing = await postForm(
        app,
        '/api/payments/add',
        { amount: 120, unit_id: unit.id, doc: 'nope.png', bank: 'Maybank' },
        owner,
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('Please upload payment receipt');
      const pendingBefore = await pendingCounter(admin);
      const added = await postForm(
        app,
        '/api/payments/add',
        { amount: 120.5, unit_id: unit.id, doc, bank: 'Maybank', payment_type: 'bank_transfer' },
        owner,
      );
      expect(added.statusCode, added.body).toBe(200);
      const created = added.json().data.find((row: { doc: string }) => row.doc === doc);
      expect(created).toMatchObject({ status: 'Pending', amount: 120.5, bank: 'Maybank' });
      expect(await pendingCounter(admin)).toBe(pendingBefore + 1);

      const staff = await signedIn(app, 'manager@demo.test');
      const socket = await TestSocket.connect(socketAddress(app), staff);
      const outstandingBefore = await balance(unit.id);
      const byOwner = await get(app, `/api/payments/verify/${created.id}`, owner);
      expect(byOwner.statusCode).toBe(400);
      expect((await get(app, `/api/payments/verify/${created.id}`, admin2)).statusCode).toBe(404);
      const verified = await get(app, `/api/payments/verify/${created.id}`, admin);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().message).toBe('Payment has been verified');
      expect(await balance(unit.id)).toBeCloseTo(outstandingBefore - 120.5, 2);
      expect(await pendingCounter(admin)).toBe(pendingBefore);
      // Named by its month, as the seeded payments are, not by the bank.
      const [credited] = await db.orm
        .select()
        .from(accountStatements)
        .where(eq(accountStatements.paymentId, created.id));
      expect(credited?.description).toMatch(/^Payment received \(\d{4}-\d{2}\)$/);
      await socket.next('get-bubble');
      await socket.close();
      const again = await get(app, `/api/payments/verify/${created.id}`, admin);
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe('This payment is already Verified');
      expect((await get(app, `/api/payments/reject/${created.id}`, admin)).statusCode).toBe(400);
      expect(await balance(unit.id)).toBeCloseTo(outstandingBefore - 120.5, 2);
    });

    it('rejects a Pending payment without touching the statement; staff must name the month', async () => {
      const unit = await ownerUnit();
      const doc = (await uploadReceipt(admin)).json().doc as string;
      const noMonth = await postForm(
        app,
        '/api/payments/add',
        { amount: 50, unit_id: unit.id, doc, bank: 'CIMB' },
        admin,
      );
      expect(noMonth.json().error).toBe('Please select month');
      const online = await postForm(
        app,
        '/api/payments/add',
        {
          amount: 50,
          unit_id: unit.id,
          doc,
          bank: 'CIMB',
          date: '2026-10',
          payment_type: 'online_banking',
        },
        admin,
      );
      expect(online.json().error).toBe(
        'Online Banking service is not available. Please ask your property management to enable this service.',
      );
      const added = await postForm(
        app,
        '/api/payments/add',
        { amount: 50, unit_id: unit.id, doc, bank: 'CIMB', date: '2026-10' },
        admin,
      );
      expect(added.statusCode, added.body).toBe(200);
      const [payment] = await db.orm.select().from(payments).where(eq(payments.doc, doc));
      expect(payment!.month).toBe('2026-10');
      const before = await balance(unit.id);
      const rejected = await get(app, `/api/payments/reject/${payment!.id}`, admin);
      expect(rejected.json().message).toBe('Payment has been rejected');
      expect(await balance(unit.id)).toBe(before);
      const list = (await get(app, `/api/payments?unit_id=${unit.id}`, owner)).json();
      expect(list.data.find((row: { id: number }) => row.id === payment!.id).status).toBe(
        'Rejected',
      );
      expect(list.outstanding).toBeCloseTo(before, 2);
    });

    it("serves a receipt only to that property's users and the unit's owners", async () => {
      const unit = await ownerUnit();
      const other = await foreignUnit();
      const [own] = await db.orm
        .select()
        .from(payments)
        .where(eq(payments.unitId, unit.id))
        .limit(1);
      const [foreign] = await db.orm
        .select()
        .from(payments)
        .where(eq(payments.unitId, other.id))
        .limit(1);
      const ownReceipt = await get(app, `/storage/receipts/${own!.doc}?token=${owner}`);
      expect(ownReceipt.statusCode, ownReceipt.body.slice(0, 100)).toBe(200);
      expect(ownReceipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await get(app, `/storage/receipts/${foreign!.doc}?token=${owner}`)).statusCode).toBe(
        404,
      );
      expect((await get(app, `/storage/receipts/${foreign!.doc}`, admin)).statusCode).toBe(200);
      expect((await get(app, `/storage/receipts/${foreign!.doc}`, admin2)).statusCode).toBe(404);
      expect((await get(app, `/storage/receipts/${foreign!.doc}`)).statusCode).toBe(401);
    });
  });

  describe('service gating', () => {
    it("answers 400 with the spec's message for every call of a disabled service, except to the super user", async () => {
      const [row] = await db.orm.select().from(services).where(eq(services.name, 'Payments'));
      const link = and(eq(propertyServices.propertyId, 1), eq(propertyServices.serviceId, row!.id));
      await db.orm.delete(propertyServices).where(link);
      // Written behind the server's back: its actor cache is told, as the toggle route does.
      app.actors.forget({ propertyId: 1 });
      try {
        const message =
          'Payments Service is not available. Please ask your property management to enable this service.';
        for (const url of ['/api/payments', '/api/payments/verify/1', '/api/payments/reject/1']) {
          const response = await get(app, url, admin);
          expect(response.statusCode, url).toBe(400);
          expect(response.json().error, url).toBe(message);
        }
        const upload = await postMultipart(
          app,
          '/api/payments/upload',
          { doc: PNG_BASE64, original_name: 'r.png' },
          owner,
        );
        expect(upload.json().error).toBe(message);
        expect((await get(app, '/api/payments?property_id=1', superUser)).statusCode).toBe(200);
      } finally {
        await db.orm.insert(propertyServices).values({ propertyId: 1, serviceId: row!.id });
        app.actors.forget({ propertyId: 1 });
      }
    });
  });

  describe('announcements and inbox', () => {
    it('sends one inbox item per recipient in one go, pushes inbox, strips script and counts reads', async () => {
      const ownerUser = await signedIn(app, 'owner@demo.test');
      const socket = await TestSocket.connect(socketAddress(app), ownerUser);
      const recipients = await db.orm
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.propertyId, 1), eq(users.role, 'Owner'), eq(users.active, true)));
      const attachment = (
        await postMultipart(
          app,
          '/api/announcements/upload',
          { doc: PDF_BASE64, original_name: 'notice.pdf' },
          admin,
        )
      ).json().doc as string;
      const response = await postJson(
        app,
        '/api/announcements/add',
        {
          title: 'Pool closed',
          message:
            '<p onclick="alert(1)">The pool is <b>closed</b>.<script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror=alert(4)></p>',
          recipient: 'Owners',
          attachment,
        },
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      const sent = response.json();
      expect(sent.message).toBe('<p>The pool is <b>closed</b>.<a>x</a></p>');
      expect(sent.total_read).toBe(0);
      const items = await db.orm
        .select()
        .from(inboxItems)
        .where(eq(inboxItems.announcementId, sent.id));
      expect(items).toHaveLength(Number(recipients[0]!.value));
      expect(new Set(items.map((item) => item.userId)).size).toBe(items.length);
      await socket.next('inbox', (message) => message.data?.title === 'Pool closed');
      await socket.close();

      const inbox = (await get(app, '/api/inbox?search=Pool', owner)).json();
      const item = inbox.data.find((entry: { title: string }) => entry.title === 'Pool closed');
      expect(item.message).not.toMatch(/script|onclick|onerror|javascript/i);
      expect(item.attachment).toBe(attachment);
      expect(
        (await get(app, `/storage/announcements/${attachment}?token=${owner}`)).statusCode,
      ).toBe(200);
      expect(
        (await get(app, `/storage/announcements/${attachment}?token=${admin2}`)).statusCode,
      ).toBe(404);
      const unread = await unreadCounter(owner);
      const read = await get(app, `/api/inbox/read/${item.id}`, owner);
      expect(read.json().data.is_read).toBe(true);
      expect(await unreadCounter(owner)).toBe(unread - 1);
      const detail = (await get(app, `/api/announcements/detail/${sent.id}`, admin)).json();
      expect(detail.data.total_read).toBe(1);
      const [reads] = await db.orm
        .select({ value: count() })
        .from(announcementReads)
        .where(eq(announcementReads.announcementId, sent.id));
      expect(Number(reads!.value)).toBe(1);
      const listed = (await get(app, '/api/announcements?search=Pool', owner)).json();
      expect(listed.data[0]).toMatchObject({ title: 'Pool closed', total_read: 1 });
      expect(listed.data[0].createdBy.name).toBeTruthy();
    });

    it("keeps announcement detail and sending for admins, and another property's out of reach", async () => {
      const [first] = (await get(app, '/api/announcements', admin)).json().data;
      expect((await get(app, `/api/announcements/detail/${first.id}`, owner)).statusCode).toBe(400);
      expect((await get(app, `/api/announcements/detail/${first.id}`, admin2)).statusCode).toBe(
        404,
      );
      const byOwner = await postJson(
        app,
        '/api/announcements/add',
        { title: 'x', message: 'y', recipient: 'Owners' },
        owner,
      );
      expect(byOwner.statusCode).toBe(400);
      const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const tooBig = await postMultipart(
        app,
        '/api/announcements/upload',
        { doc: big.toString('base64'), original_name: 'big.pdf' },
        admin,
      );
      expect(tooBig.json().error).toBe('Image must be below 5MB.');
    });

    it('reads, archives, clears and replies, with the unread counter following', async () => {
      const own = (await get(app, '/api/inbox', admin)).json();
      expect(own.unread_notification).toBe(await unreadCounter(admin));
      expect(own.data.length).toBeGreaterThan(1);
      const [first, second] = own.data as { id: number }[];
      const blank = await postJson(app, '/api/inbox/reply', { id: first!.id, reply: '  ' }, admin);
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toBe('reply: Please provide your reply');
      const replied = await postJson(
        app,
        '/api/inbox/reply',
        { id: first!.id, reply: 'Noted, thanks' },
        admin,
      );
      expect(replied.json().message).toBe('Reply has been submitted');
      const [stored] = await db.orm.select().from(inboxItems).where(eq(inboxItems.id, first!.id));
      expect(stored!.reply).toBe('Noted, thanks');
      // Another user's message is out of reach.
      expect((await get(app, `/api/inbox/read/${first!.id}`, owner)).statusCode).toBe(404);
      expect(
        (await postJson(app, '/api/inbox/delete', { ids: [first!.id] }, owner)).statusCode,
      ).toBe(404);
      const removed = await postJson(app, '/api/inbox/delete', { ids: [second!.id] }, admin);
      expect(removed.json().message).toBe('Message has been removed');
      const archive = (await get(app, '/api/inbox?archive=1', admin)).json();
      expect(archive.data.map((item: { id: number }) => item.id)).toContain(second!.id);
      const marked = await get(app, '/api/inbox/mark-all-as-read', admin);
      expect(marked.json().message).toBe('All messages has been marked as read');
      expect(await unreadCounter(admin)).toBe(0);
      expect((await get(app, '/api/inbox/delete-all', admin)).json().message).toBe(
        'All messages has been removed',
      );
      expect((await get(app, '/api/inbox', admin)).json().total).toBe(0);
      await get(app, '/api/inbox/clear-archive', admin);
      expect((await get(app, '/api/inbox?archive=1', admin)).json().total).toBe(0);
      const [adminRow] = await db.orm
        .select()
        .from(users)
        .where(eq(users.email, 'admin@demo.test'));
      const [left] = await db.orm
        .select({ value: count() })
        .from(inboxItems)
        .where(eq(inboxItems.userId, adminRow!.id));
      expect(Number(left!.value)).toBe(0);
    });
  });
});
