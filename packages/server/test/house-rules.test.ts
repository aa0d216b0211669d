import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { houseRules } from '../src/db/schema';
import { renderDemoHouseRules } from '../src/modules/house-rules/records';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { PNG_BASE64, postMultipart } from './support/requests';

describe.each(engines)('house rules on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let owner: string;
  let admin: string;
  let guard: string;
  let admin2: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    owner = await signIn(app, 'owner@demo.test');
    admin = await signIn(app, 'admin@demo.test');
    guard = await signIn(app, 'guard@demo.test');
    admin2 = await signIn(app, 'admin2@demo.test');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  it("serves a demo property's PDF by token for a same-origin frame", async () => {
    const response = await get(app, `/api/units/house-rules?property_id=1&token=${owner}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await get(app, '/api/units/house-rules', owner);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it("answers 404 for another property's rules and 401 without a session", async () => {
    expect((await get(app, `/api/units/house-rules?property_id=2&token=${owner}`)).statusCode).toBe(
      404,
    );
    expect((await get(app, '/api/units/house-rules?property_id=1')).statusCode).toBe(401);
    expect((await get(app, '/api/units/house-rules?property_id=1&token=nope')).statusCode).toBe(
      401,
    );
  });

  it('lets an admin replace the PDF; refuses other files and roles without changing it', async () => {
    const pdf = (await renderDemoHouseRules(`Replaced ${engine}`)).toString('base64');
    const before = await db.orm.select().from(houseRules).where(eq(houseRules.propertyId, 1));
    const png = await postMultipart(
      app,
      '/api/units/house-rules/upload',
      { doc: PNG_BASE64, original_name: 'rules.png', property_id: 1 },
      admin,
    );
    expect(png.json()).toEqual({ error: 'File not supported.' });
    const byGuard = await postMultipart(
      app,
      '/api/units/house-rules/upload',
      { doc: pdf, original_name: 'rules.pdf', property_id: 1 },
      guard,
    );
    expect(byGuard.statusCode).toBe(400);
    const other = await postMultipart(
      app,
      '/api/units/house-rules/upload',
      { doc: pdf, original_name: 'rules.pdf', property_id: 1 },
      admin2,
    );
    expect(other.statusCode).toBe(404);
    expect(await db.orm.select().from(houseRules).where(eq(houseRules.propertyId, 1))).toEqual(
      before,
    );

    const ok = await postMultipart(
      app,
      '/api/units/house-rules/upload',
      { doc: pdf, original_name: 'rules.pdf', property_id: 1 },
      admin,
    );
    expect(ok.json()).toEqual({ message: 'Document has been uploaded!' });
    const served = await get(app, '/api/units/house-rules?property_id=1', owner);
    expect(served.rawPayload.equals(Buffer.from(pdf, 'base64'))).toBe(true);
    expect((await db.orm.select({ n: count() }).from(houseRules))[0]!.n).toBe(3);
  });
});
