import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { uploads } from '../src/db/schema';
import { renderDemoHouseRules } from '../src/modules/house-rules/records';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { PNG_BASE64, postJson, postMultipart } from './support/requests';

/* ADR 0007: every instance serves the files uploaded through any other. */

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('shared uploads test\n')]);

describe.each(engines)('uploads across instances on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let firstDataDir: string;
  let admin: string;
  let owner: string;
  let admin2: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    // Each instance has its own DATA_DIR, as two machines would.
    firstDataDir = await mkdtemp(path.join(tmpdir(), 'strata-first-'));
    first = await testServer(db, { dataDir: firstDataDir });
    second = await testServer(db);
    admin = await signIn(first, 'admin@demo.test');
    owner = await signIn(first, 'owner@demo.test');
    admin2 = await signIn(first, 'admin2@demo.test');
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await drop();
  });

  it('given a picture uploaded through one instance, the other serves the same bytes to those allowed, and 404 to another property', async () => {
    const upload = await postMultipart(
      first,
      '/api/users/upload',
      { img: PNG_BASE64, original_name: 'face.png', user_id: 5 },
      admin,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const name = upload.json().img as string;
    const served = await get(second, `/storage/pictures/${name}`, owner);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
    expect((await get(second, `/storage/pictures/${name}`, admin2)).statusCode).toBe(404);
  });

  it('given a receipt uploaded through one instance, the other serves it to its uploader, and 404 to another property', async () => {
    const upload = await postMultipart(
      first,
      '/api/payments/upload',
      { doc: PDF.toString('base64'), original_name: 'receipt.pdf' },
      owner,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const name = upload.json().doc as string;
    const served = await get(second, `/storage/receipts/${name}?token=${owner}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect((await get(second, `/storage/receipts/${name}`, admin2)).statusCode).toBe(404);
  });

  it("given a tenancy document uploaded and attached through one instance, the other serves it to the property's staff, and 404 to another property", async () => {
    const upload = await postMultipart(
      first,
      '/api/tenants/upload',
      { doc: PDF.toString('base64'), original_name: 'agreement.pdf' },
      owner,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const name = upload.json().doc as string;
    const unit = (await get(first, '/api/authenticate', owner)).json().user.unit_id as number;
    const added = await postJson(
      first,
      '/api/tenants/add',
      {
        name: 'Shared Upload Tenant',
        ic: 'S1234567',
        email: 'shared.upload.tenant@demo.test',
        contact: '0123456789',
        start_date: '2026-10-01',
        end_date: '2027-09-30',
        unit_id: unit,
        documents: [name],
      },
      owner,
    );
    expect(added.statusCode, added.body).toBe(200);
    const served = await get(second, `/storage/tenants/${name}?token=${admin}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect((await get(second, `/storage/tenants/${name}`, admin2)).statusCode).toBe(404);
  });

  it('given an announcement attachment uploaded and sent through one instance, the other serves it to a recipient, and 404 to another property', async () => {
    const upload = await postMultipart(
      first,
      '/api/announcements/upload',
      { doc: PDF.toString('base64'), original_name: 'notice.pdf' },
      admin,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const attachment = upload.json().doc as string;
    const sent = await postJson(
      first,
      '/api/announcements/add',
      {
        title: `Lift works ${engine}`,
        message: '<p>Lift B is closed.</p>',
        recipient: 'Owners',
        attachment,
      },
      admin,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const served = await get(second, `/storage/announcements/${attachment}?token=${owner}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect((await get(second, `/storage/announcements/${attachment}`, admin2)).statusCode).toBe(
      404,
    );
  });

  it('given house rules uploaded through one instance, the other serves the same PDF', async () => {
    const pdf = await renderDemoHouseRules(`Shared ${engine}`);
    const upload = await postMultipart(
      first,
      '/api/units/house-rules/upload',
      { doc: pdf.toString('base64'), original_name: 'rules.pdf', property_id: 1 },
      admin,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const served = await get(second, '/api/units/house-rules?property_id=1', owner);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await get(second, '/api/units/house-rules?property_id=1', admin2)).statusCode).toBe(
      404,
    );
  });

  it('given a seeded demo house rules PDF drawn by one instance, the other serves the same bytes', async () => {
    const drawn = await get(first, '/api/units/house-rules?property_id=2', admin2);
    expect(drawn.statusCode).toBe(200);
    const again = await get(second, '/api/units/house-rules?property_id=2', admin2);
    expect(again.rawPayload.equals(drawn.rawPayload)).toBe(true);
  });

  it('given a picture stored on disk before its bytes went into the database, the instance that has it still serves it', async () => {
    const name = `${'ab'.repeat(16)}.png`;
    const bytes = Buffer.from(PNG_BASE64, 'base64');
    await mkdir(path.join(firstDataDir, 'uploads', 'pictures'), { recursive: true });
    await writeFile(path.join(firstDataDir, 'uploads', 'pictures', name), bytes);
    const [ownerRow] = await db.query<{ id: number }>(
      "select id from users where username = 'owner'",
    );
    await db.orm.insert(uploads).values({
      name,
      originalName: 'old.png',
      kind: 'pictures',
      mime: 'image/png',
      size: bytes.length,
      userId: ownerRow!.id,
    });
    const served = await get(first, `/storage/pictures/${name}`, owner);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const [row] = await db.orm.select().from(uploads).where(eq(uploads.name, name));
    expect(row!.content).toBeNull();
  });
});
