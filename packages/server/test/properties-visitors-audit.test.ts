import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  auditEntries,
  properties,
  propertyServices,
  roles,
  services,
  visitors,
} from '../src/db/schema';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { PNG_BASE64, postJson, postMultipart } from './support/requests';

const newProperty = (name: string) => ({
  name,
  email: 'office@example.test',
  contact: '0388889999',
  address: '1 Jalan Baru',
  postcode: '50000',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  bank_name: 'Maybank',
  active: true,
});

const newVisitor = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  contact: '0123456789',
  vehicle_no: 'WXY 1234',
  type: 'Visit',
  start_date: '2026-11-02',
  ...extra,
});

describe.each(engines)('properties, visitors and audit calls on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let superUser: string;
  let admin: string;
  let admin2: string;
  let manager: string;
  let guard: string;
  let owner: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    superUser = await signIn(app, 'super@demo.test');
    admin = await signIn(app, 'admin@demo.test');
    admin2 = await signIn(app, 'admin2@demo.test');
    manager = await signIn(app, 'manager@demo.test');
    guard = await signIn(app, 'guard@demo.test');
    owner = await signIn(app, 'owner@demo.test');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function serviceId(name: string) {
    const [row] = await db.orm.select().from(services).where(eq(services.name, name));
    return row!.id;
  }

  describe('properties', () => {
    it('given the super user, lists every property with its unit count', async () => {
      const body = (await get(app, '/api/properties', superUser)).json();
      expect(body.total).toBe(3);
      const counts = Object.fromEntries(
        body.data.map((row: { id: number; total_unit: number }) => [row.id, row.total_unit]),
      );
      expect(counts).toEqual({ 1: 320, 2: 200, 3: 120 });
    });

    it('given the admin, lists only their own property', async () => {
      const body = (await get(app, '/api/properties?search=a', admin)).json();
      expect(body.data.map((row: { id: number }) => row.id)).toEqual([1]);
    });

    it('given the owner, answers 400', async () => {
      expect((await get(app, '/api/properties', owner)).statusCode).toBe(400);
    });

    it('given the detail, answers enabled and all services', async () => {
      const body = (await get(app, '/api/properties/detail/2?editMode=1', admin2)).json();
      expect(body.data.services.map((s: { name: string }) => s.name)).toEqual(
        expect.arrayContaining(['Payments', 'Visitors']),
      );
      expect(body.data.all_services).toHaveLength(7);
    });

    it("given admin2 and property 1's detail, answers 404", async () => {
      expect((await get(app, '/api/properties/detail/1', admin2)).statusCode).toBe(404);
    });

    it('given the super user, adds a property with the system roles', async () => {
      const response = await postJson(
        app,
        '/api/properties/add',
        newProperty('Vista Baru'),
        superUser,
      );
      expect(response.statusCode).toBe(200);
      const created = response.json();
      expect(created).toMatchObject({ name: 'Vista Baru', total_unit: 0, services: [] });
      const created_roles = await db.orm
        .select()
        .from(roles)
        .where(eq(roles.propertyId, created.id));
      expect(created_roles.map((role) => role.name)).toEqual(
        expect.arrayContaining(['Admin', 'Owner']),
      );
    });

    it('given the admin, answers 400 to adding a property', async () => {
      const response = await postJson(app, '/api/properties/add', newProperty('Not Mine'), admin);
      expect(response.statusCode).toBe(400);
    });

    it('given a phone with letters, answers 400 with the rule', async () => {
      const response = await postJson(
        app,
        '/api/properties/add',
        { ...newProperty('Bad Phone'), contact: '03-abc' },
        superUser,
      );
      expect(response.json()).toEqual({ error: 'contact: Phone must contain numbers only' });
    });

    it('given the admin, edits their property but may not deactivate it', async () => {
      const [current] = await db.orm.select().from(properties).where(eq(properties.id, 1));
      const base = {
        ...newProperty(current!.name),
        id: 1,
        email: current!.email,
        contact: current!.contact,
        city: 'Shah Alam',
      };
      const saved = await postJson(app, '/api/properties/edit', base, admin);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().city).toBe('Shah Alam');
      const deactivate = await postJson(
        app,
        '/api/properties/edit',
        { ...base, active: false },
        admin,
      );
      expect(deactivate.statusCode).toBe(400);
      expect(deactivate.json()).toEqual({
        error: 'Only a super user can activate or deactivate a property',
      });
    });

    it('given admin2 editing property 1, answers 404', async () => {
      const response = await postJson(
        app,
        '/api/properties/edit',
        { ...newProperty('Taken Over'), id: 1 },
        admin2,
      );
      expect(response.statusCode).toBe(404);
    });

    it('given a picture, stores it as the property picture', async () => {
      const response = await postMultipart(
        app,
        '/api/properties/upload',
        { img: PNG_BASE64, original_name: 'front.PNG', property_id: 1 },
        admin,
      );
      expect(response.statusCode).toBe(200);
      const [row] = await db.orm.select().from(properties).where(eq(properties.id, 1));
      expect(row!.img).toBe(response.json().img);
    });

    it('given a picture over 5 MB, answers Image must be below 5MB. and keeps the old one', async () => {
      const [before] = await db.orm.select().from(properties).where(eq(properties.id, 1));
      const big = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(5 * 1024 * 1024)]);
      const response = await postMultipart(
        app,
        '/api/properties/upload',
        { img: big.toString('base64'), original_name: 'big.png', property_id: 1 },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Image must be below 5MB.' });
      const [after] = await db.orm.select().from(properties).where(eq(properties.id, 1));
      expect(after!.img).toBe(before!.img);
    });

    it('given a GIF, answers File not supported.', async () => {
      const gif = Buffer.from('GIF89a-not-allowed-here').toString('base64');
      const response = await postMultipart(
        app,
        '/api/properties/upload',
        { img: gif, original_name: 'front.gif', property_id: 1 },
        admin,
      );
      expect(response.json()).toEqual({ error: 'File not supported.' });
    });

    it('given the super user, disables and enables a service', async () => {
      const id = await serviceId('Payments');
      const disabled = await postJson(
        app,
        '/api/properties/disable-service',
        { property_id: 2, service_id: id },
        superUser,
      );
      expect(disabled.json()).toEqual({ message: 'Payments has been disabled' });
      const link = and(eq(propertyServices.propertyId, 2), eq(propertyServices.serviceId, id));
      expect(await db.orm.select().from(propertyServices).where(link)).toEqual([]);
      const again = await postJson(
        app,
        '/api/properties/disable-service',
        { property_id: 2, service_id: id },
        superUser,
      );
      expect(again.statusCode).toBe(400);
      const enabled = await postJson(
        app,
        '/api/properties/enable-service',
        { property_id: 2, service_id: id },
        superUser,
      );
      expect(enabled.json()).toEqual({ message: 'Payments has been enabled' });
    });

    it('given the admin, answers 400 to a service toggle', async () => {
      const response = await postJson(
        app,
        '/api/properties/enable-service',
        { property_id: 1, service_id: 1 },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Only a super user can enable or disable services',
      });
    });

    it('given an unknown service, answers 404', async () => {
      const response = await postJson(
        app,
        '/api/properties/enable-service',
        { property_id: 1, service_id: 9999 },
        superUser,
      );
      expect(response.statusCode).toBe(404);
    });
  });

  describe('visitors', () => {
    it('given the owner, registers a visitor for their unit with a random QR code', async () => {
      const response = await postJson(app, '/api/visitors/add', newVisitor('Aiman'), owner);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.qrcode).toMatch(/^[A-Z0-9]{12}$/);
      expect(body).toMatchObject({ name: 'Aiman', unit: { id: 1 }, status: 'Upcoming' });
      const other = (await postJson(app, '/api/visitors/add', newVisitor('Aiman'), owner)).json();
      expect(other.qrcode).not.toBe(body.qrcode);
    });

    it('given a start date before today, answers 400', async () => {
      const response = await postJson(
        app,
        '/api/visitors/add',
        newVisitor('Late', { start_date: '2026-11-01' }),
        owner,
      );
      expect(response.json()).toEqual({ error: 'Start date cannot be before today' });
    });

    it('given Over Night without an end date, answers 400', async () => {
      const response = await postJson(
        app,
        '/api/visitors/add',
        newVisitor('Night', { type: 'Over Night' }),
        owner,
      );
      expect(response.json()).toEqual({ error: 'end_date: End date is required for Over Night' });
    });

    it("given the owner and someone else's unit, answers 404", async () => {
      const response = await postJson(
        app,
        '/api/visitors/add',
        newVisitor('Elsewhere', { unit_id: 2 }),
        owner,
      );
      expect(response.statusCode).toBe(404);
    });

    it('given staff without a unit, answers 400', async () => {
      const response = await postJson(app, '/api/visitors/add', newVisitor('NoUnit'), admin);
      expect(response.json()).toEqual({ error: 'Unit is required' });
    });

    it("given admin2 and property 1's unit, answers 404", async () => {
      const response = await postJson(
        app,
        '/api/visitors/add',
        newVisitor('Wrong', { unit_id: 1 }),
        admin2,
      );
      expect(response.statusCode).toBe(404);
    });

    it('lists upcoming and past visitors apart, 20 a page', async () => {
      const upcoming = (await get(app, '/api/visitors?tab=upcoming', admin)).json();
      const past = (await get(app, '/api/visitors?tab=past', admin)).json();
      const [{ total }] = (await db.query<{ total: string }>(
        'select count(*) as total from visitors where property_id = 1',
      )) as [{ total: string }];
      expect(upcoming.total + past.total).toBe(Number(total));
      expect(upcoming.data.length).toBeLessThanOrEqual(20);
      expect(
        past.data.every((v: { status: string }) => ['Checked Out', 'Expired'].includes(v.status)),
      ).toBe(true);
      expect(
        upcoming.data.every((v: { status: string }) =>
          ['Upcoming', 'Checked In'].includes(v.status),
        ),
      ).toBe(true);
    });

    it("given the owner, lists only their units' visitors", async () => {
      const body = (await get(app, '/api/visitors?tab=past', owner)).json();
      expect(body.data.every((v: { unit: { id: number } }) => v.unit.id === 1)).toBe(true);
    });

    it('given a search, finds the visitor by name', async () => {
      const body = (await get(app, '/api/visitors?tab=upcoming&search=aiman', owner)).json();
      expect(body.total).toBe(2);
    });

    it('given a wrong tab, answers 400', async () => {
      const response = await get(app, '/api/visitors?tab=future', admin);
      expect(response.json()).toEqual({ error: 'tab: Tab must be upcoming or past' });
    });

    it('answers a visitor by QR code, and 404 for another property', async () => {
      const created = (
        await postJson(app, '/api/visitors/add', newVisitor('Detail'), owner)
      ).json();
      const body = (await get(app, `/api/visitors/detail/${created.qrcode}`, admin)).json();
      expect(body.data).toMatchObject({ qrcode: created.qrcode, name: 'Detail' });
      expect((await get(app, `/api/visitors/detail/${created.qrcode}`, admin2)).statusCode).toBe(
        404,
      );
    });

    it('autocompletes earlier visitors by name', async () => {
      const body = (await get(app, '/api/visitors/autocomplete?search=aim', owner)).json();
      expect(body.data).toEqual([
        expect.objectContaining({ name: 'Aiman', contact: '0123456789', vehicle_no: 'WXY 1234' }),
      ]);
    });

    it('checks a checked-in visitor out, once', async () => {
      const created = (
        await postJson(app, '/api/visitors/add', newVisitor('Leaving'), owner)
      ).json();
      const early = await get(app, `/api/visitors/check-out/${created.qrcode}`, guard);
      expect(early.json()).toEqual({ error: 'Visitor has not checked in yet' });
      await get(app, `/api/visitors/check-in/${created.qrcode}`, guard);
      const out = await get(app, `/api/visitors/check-out/${created.qrcode}`, guard);
      expect(out.statusCode).toBe(200);
      expect(out.json().visitor).toMatchObject({
        status: 'Checked Out',
        checked_out_at: '2026-11-02 09:30:00',
      });
      const twice = await get(app, `/api/visitors/check-out/${created.qrcode}`, guard);
      expect(twice.json()).toEqual({ error: 'Visitor has already checked out' });
      const audit = await db.orm
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.action, 'check-out Leaving'));
      expect(audit).toHaveLength(1);
    });

    it('given the owner, answers 400 to a check-out', async () => {
      const [visitor] = await db.orm.select().from(visitors).where(eq(visitors.unitId, 1)).limit(1);
      expect((await get(app, `/api/visitors/check-out/${visitor!.qrcode}`, owner)).statusCode).toBe(
        400,
      );
    });

    it('given a property without the Visitors service, answers 400 with the spec message', async () => {
      const id = await serviceId('Visitors');
      await db.orm
        .delete(propertyServices)
        .where(and(eq(propertyServices.propertyId, 2), eq(propertyServices.serviceId, id)));
      // Written behind the server's back: its actor cache is told, as the toggle route does.
      app.actors.forget({ propertyId: 2 });
      const response = await get(app, '/api/visitors', admin2);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error:
          'Visitors Service is not available. Please ask your property management to enable this service.',
      });
      await db.orm.insert(propertyServices).values({ propertyId: 2, serviceId: id });
      app.actors.forget({ propertyId: 2 });
    });
  });

  describe('GET /api/audit', () => {
    it("given the manager, answers property 1's entries newest first, 20 a page", async () => {
      const body = (await get(app, '/api/audit', manager)).json();
      const [{ total }] = (await db.query<{ total: string }>(
        'select count(*) as total from audit_entries where property_id = 1',
      )) as [{ total: string }];
      expect(body.total).toBe(Number(total));
      expect(body.data).toHaveLength(20);
      const times = body.data.map((entry: { created_at: string }) => entry.created_at);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('given a search, answers the matching entries', async () => {
      const body = (await get(app, '/api/audit?search=check-out', manager)).json();
      expect(body.data.length).toBeGreaterThan(0);
      expect(
        body.data.every((entry: { action: string }) => entry.action.includes('check-out')),
      ).toBe(true);
    });

    it('given the admin (no Audit policy), answers 400', async () => {
      expect((await get(app, '/api/audit', admin)).statusCode).toBe(400);
    });

    it('given the super user, answers every property', async () => {
      const body = (await get(app, '/api/audit', superUser)).json();
      const [{ total }] = (await db.query<{ total: string }>(
        'select count(*) as total from audit_entries',
      )) as [{ total: string }];
      expect(body.total).toBe(Number(total));
    });

    it('every change above wrote an entry of its module', async () => {
      const modules = await db.orm
        .selectDistinct({ module: auditEntries.module })
        .from(auditEntries);
      expect(modules.map((row) => row.module)).toEqual(
        expect.arrayContaining(['Properties', 'Visitors']),
      );
    });
  });
});
