import { contract, POLICY_AREAS } from '@strata/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedBy } from '../src/auth/access';
import { defaultPolicyRows } from '../src/auth/policies';
import type { Database } from '../src/db/database';
import { loadMigrations } from '../src/db/migrate';
import { auditEntries, complains, inboxItems, uploads, units, users } from '../src/db/schema';
import {
  HOME,
  LOGINS,
  COMPLAINT_MATRIX,
  sessionEndingAnswers,
  type Role,
  type Scope,
} from './authorization-matrix';
import { expectStillSignedIn, get, signIn } from './support/client';
import { engines, NOW, seededDatabase, testServer } from './support/harness';
import { PNG_BASE64, postJson } from './support/requests';

const DAY = 24 * 60 * 60 * 1000;

/** The Complains service: filing, the staff's moves, reopening, the thread, the matrix. */
describe.each(engines)('complains on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const tokens = {} as Record<Exclude<Role, 'none'>, string>;
  const ids = {} as Record<Exclude<Role, 'none'>, number>;
  let ownerUnit: number;
  let counter = 0;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    for (const [role, login] of Object.entries(LOGINS)) {
      tokens[role as Exclude<Role, 'none'>] = await signIn(app, login);
      const [user] = await db.orm
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${login}`);
      ids[role as Exclude<Role, 'none'>] = user!.id;
    }
    const [unit] = await db.orm
      .select({ id: units.id })
      .from(units)
      .where(and(ownedBy(ids.owner), eq(units.propertyId, 1)))
      .limit(1);
    ownerUnit = unit!.id;
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  /**
   * A complaint of `propertyId`, Resolved `resolvedDaysAgo` days ago: the demo owner's on their
   * unit on property 1, admin2's common-area one on property 2; with one stored photo.
   */
  async function fresh(propertyId: number, resolvedDaysAgo = 0) {
    const photo = `${(++counter).toString(16).padStart(32, '0')}.png`;
    await db.orm.insert(uploads).values({
      name: photo,
      originalName: 'leak.png',
      kind: 'pictures',
      mime: 'image/png',
      size: 10,
      content: Buffer.from(PNG_BASE64, 'base64'),
    });
    const [row] = await db.orm
      .insert(complains)
      .values({
        propertyId,
        unitId: propertyId === 1 ? ownerUnit : null,
        commonArea: propertyId === 1 ? null : 'Lobby B',
        category: 'Maintenance',
        title: `Matrix Complaint ${counter}`,
        description: 'A leaking pipe',
        photos: [photo],
        status: 'Resolved',
        resolvedAt: new Date(NOW.getTime() - resolvedDaysAgo * DAY),
        createdBy: propertyId === 1 ? ids.owner : ids.admin2,
      })
      .returning();
    return { ...row!, photo };
  }

  it('gives Manager and Admin the whole Complains area, owners View and Create', () => {
    const granted = (role: string) =>
      defaultPolicyRows(role)
        .filter((row) => row.area === 'Complains' && row.active)
        .map((row) => row.permission);
    expect(granted('Manager')).toEqual(POLICY_AREAS['Complains']);
    expect(granted('Admin')).toEqual(POLICY_AREAS['Complains']);
    expect(granted('Owner')).toEqual(['View', 'Create']);
    expect(granted('Security Guard')).toEqual([]);
  });

  it('has a migration that brings the Complains area to the roles that exist, owners included', () => {
    const statements = loadMigrations().flatMap((migration) => migration.statements);
    expect(statements.some((sql) => sql.includes('CREATE TABLE "complains"'))).toBe(true);
    expect(
      statements.some(
        (sql) => sql.includes('INSERT INTO "role_policies"') && sql.includes("'Complains'"),
      ),
    ).toBe(true);
    expect(
      statements.some(
        (sql) => sql.includes('UPDATE "role_policies"') && sql.includes("r.name = 'Owner'"),
      ),
    ).toBe(true);
  });

  it('lets the owner file on their only unit, and staff assign, move, reply; each audited and told', async () => {
    const upload = await postJson(
      app,
      '/api/complains/upload',
      { doc: PNG_BASE64, original_name: 'leak.png' },
      tokens.owner,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const filed = await postJson(
      app,
      '/api/complains/add',
      {
        category: 'Maintenance',
        title: 'Leaking pipe',
        description: 'Water under the <b>sink</b>',
        photos: [upload.json().doc],
      },
      tokens.owner,
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const { data, message } = filed.json();
    expect(message).toBe('Complaint has been added');
    expect(data).toMatchObject({
      status: 'Open',
      unit: { id: ownerUnit },
      common_area: null,
      photos: [upload.json().doc],
      assignee: null,
      created_by: { id: ids.owner },
    });
    const photo = await get(app, `/storage/complains/${data.photos[0]}`, tokens.manager);
    expect(photo.statusCode).toBe(200);

    const assigned = await postJson(
      app,
      '/api/complains/assign',
      { id: data.id, assignee_id: ids.admin },
      tokens.manager,
    );
    expect(assigned.json()).toMatchObject({
      data: { assignee: { id: ids.admin } },
      message: 'Complaint has been assigned',
    });
    for (const status of ['In progress', 'Resolved']) {
      const moved = await postJson(
        app,
        '/api/complains/status',
        { id: data.id, status },
        tokens.manager,
      );
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.status).toBe(status);
    }
    const reply = await postJson(
      app,
      '/api/complains/message',
      { id: data.id, message: '<script>x()</script>Fixed, please check' },
      tokens.manager,
    );
    expect(reply.statusCode, reply.body).toBe(200);

    const detail = await get(app, `/api/complains/detail/${data.id}`, tokens.owner);
    expect(detail.json().data.resolved_at).not.toBeNull();
    expect(detail.json().messages).toEqual([
      expect.objectContaining({
        message: 'Fixed, please check',
        author: expect.objectContaining({ id: ids.manager, role: 'Manager' }),
      }),
    ]);

    const inbox = await db.orm
      .select({ message: inboxItems.message })
      .from(inboxItems)
      .where(eq(inboxItems.userId, ids.owner));
    expect(inbox.map((item) => item.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('has been assigned to'),
        'Your complaint "Leaking pipe" is now In progress.',
        'Your complaint "Leaking pipe" is now Resolved.',
        expect.stringContaining('Fixed, please check'),
      ]),
    );

    const reopened = await postJson(app, `/api/complains/reopen/${data.id}`, {}, tokens.owner);
    expect(reopened.json()).toMatchObject({
      data: { status: 'Open', resolved_at: null },
      message: 'Complaint has been reopened',
    });
    const audit = await db.orm
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.module, 'Complains'));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'file-complaint Leaking pipe',
        expect.stringMatching(/^assign-complaint .+: Leaking pipe$/),
        'status-complaint In progress: Leaking pipe',
        'status-complaint Resolved: Leaking pipe',
        'reopen-complaint Leaking pipe',
      ]),
    );
  });

  it('refuses a photo its filer did not upload', async () => {
    // The fresh complaint's photo was stored by the seed, not by the owner.
    const { photo } = await fresh(1);
    const filed = await postJson(
      app,
      '/api/complains/add',
      { category: 'Noise', title: 'Borrowed photo', description: 'Not mine', photos: [photo] },
      tokens.owner,
    );
    expect(filed.statusCode).toBe(400);
    expect(filed.json().error).toBe('A photo was not uploaded by you. Please upload it again.');
  });

  it('refuses moves other than the next status, and any change of a Closed complaint (a message too), in Malay too', async () => {
    const row = await fresh(1);
    const skip = await postJson(
      app,
      '/api/complains/status',
      { id: row.id, status: 'Open' },
      tokens.admin,
    );
    expect(skip.statusCode).toBe(400);
    expect(skip.json().error).toBe('A complaint that is Resolved cannot be moved to Open.');
    await postJson(app, '/api/complains/status', { id: row.id, status: 'Closed' }, tokens.admin);
    const again = await app.inject({
      method: 'POST',
      url: '/api/complains/status',
      payload: { id: row.id, status: 'Closed' },
      headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'ms' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Aduan ini telah ditutup dan tidak boleh diubah lagi.');
    const reopen = await postJson(app, `/api/complains/reopen/${row.id}`, {}, tokens.owner);
    expect(reopen.statusCode).toBe(400);
    expect(reopen.json().error).toBe('This complaint is closed and can no longer be changed.');
    for (const token of [tokens.owner, tokens.admin]) {
      const posted = await postJson(
        app,
        '/api/complains/message',
        { id: row.id, message: 'Still leaking' },
        token,
      );
      expect(posted.statusCode).toBe(400);
      expect(posted.json().error).toBe('This complaint is closed and can no longer be changed.');
    }
    const thread = await get(app, `/api/complains/detail/${row.id}`, tokens.admin);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().messages).toEqual([]);
  });

  it("words the owner's notice in the owner's language, not the staff's, links it and takes no reply", async () => {
    const row = await fresh(1);
    const closed = await app.inject({
      method: 'POST',
      url: '/api/complains/status',
      payload: { id: row.id, status: 'Closed' },
      headers: { authorization: `Bearer ${tokens.manager}`, 'accept-language': 'ms' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const read = async (language: string) => {
      const inbox = await app.inject({
        method: 'GET',
        url: '/api/inbox',
        headers: { authorization: `Bearer ${tokens.owner}`, 'accept-language': language },
      });
      expect(inbox.statusCode, inbox.body).toBe(200);
      return inbox
        .json()
        .data.find((item: { link: string | null }) => item.link === `/d/complains/${row.id}`);
    };
    expect(await read('en')).toMatchObject({
      title: `Complaint update: ${row.title}`,
      message: `Your complaint "${row.title}" is now Closed.`,
      replyable: false,
    });
    const malay = await read('ms');
    expect(malay).toMatchObject({
      title: `Kemas kini aduan: ${row.title}`,
      message: `Aduan anda "${row.title}" kini Ditutup.`,
    });
    const reply = await postJson(
      app,
      '/api/inbox/reply',
      { id: malay.id, reply: 'Thanks' },
      tokens.owner,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe(
      'This notice cannot be answered here. Open what it is about to answer there.',
    );
  });

  it("tells the assignee of their assignment and of the owner's reply and reopening, not of their own moves", async () => {
    const row = await fresh(1, 1);
    const assigned = await postJson(
      app,
      '/api/complains/assign',
      { id: row.id, assignee_id: ids.admin },
      tokens.manager,
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    const replied = await postJson(
      app,
      '/api/complains/message',
      { id: row.id, message: 'Still dripping' },
      tokens.owner,
    );
    expect(replied.statusCode, replied.body).toBe(200);
    const reopened = await postJson(app, `/api/complains/reopen/${row.id}`, {}, tokens.owner);
    expect(reopened.statusCode, reopened.body).toBe(200);
    await postJson(app, '/api/complains/message', { id: row.id, message: 'On it' }, tokens.admin);
    const notices = await db.orm
      .select({ message: inboxItems.message })
      .from(inboxItems)
      .where(
        and(
          eq(inboxItems.userId, ids.admin),
          sql`${inboxItems.notice}->>'link' = ${`/d/complains/${row.id}`}`,
        ),
      )
      .orderBy(inboxItems.id);
    expect(notices.map((notice) => notice.message)).toEqual([
      expect.stringMatching(new RegExp(`assigned you the complaint "${row.title}"\\.$`)),
      expect.stringMatching(new RegExp(`replied on the complaint "${row.title}": Still dripping$`)),
      expect.stringMatching(new RegExp(`reopened the complaint "${row.title}"\\.$`)),
    ]);
  });

  it('offers and takes as assignee only staff whose role may work on complaints', async () => {
    const row = await fresh(1);
    const staff = await get(app, `/api/complains/staff?id=${row.id}`, tokens.manager);
    expect(staff.statusCode, staff.body).toBe(200);
    const offered = staff.json().data.map((person: { id: number }) => person.id);
    expect(offered).toEqual(expect.arrayContaining([ids.admin, ids.manager]));
    expect(offered).not.toContain(ids.guard);
    const refused = await postJson(
      app,
      '/api/complains/assign',
      { id: row.id, assignee_id: ids.guard },
      tokens.manager,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'The assignee must be a staff user of the property who can work on complaints.',
    );
  });

  it('lets the owner reopen only within 7 days of the resolution', async () => {
    const old = await fresh(1, 8);
    const late = await postJson(app, `/api/complains/reopen/${old.id}`, {}, tokens.owner);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(
      'A complaint can be reopened only within 7 days of its resolution.',
    );
    const recent = await fresh(1, 6);
    const inTime = await postJson(app, `/api/complains/reopen/${recent.id}`, {}, tokens.owner);
    expect(inTime.statusCode, inTime.body).toBe(200);
  });

  it('filters the list by status, category, assignee and unit, and answers the service message when off', async () => {
    const row = await fresh(1);
    await postJson(
      app,
      '/api/complains/assign',
      { id: row.id, assignee_id: ids.manager },
      tokens.admin,
    );
    const list = await get(
      app,
      `/api/complains?status=Resolved&category=Maintenance&assignee_id=${ids.manager}&unit_id=${ownerUnit}`,
      tokens.admin,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((item: { id: number }) => item.id)).toContain(row.id);
    const none = await get(
      app,
      `/api/complains?status=Open&assignee_id=${ids.manager}&search=${encodeURIComponent(row.title)}`,
      tokens.admin,
    );
    expect(none.json().total).toBe(0);
    const off = await get(app, '/api/complains', tokens.admin2);
    expect(off.statusCode).toBe(400);
    expect(off.json().error).toBe(
      'Complains Service is not available. Please ask your property management to enable this service.',
    );
    const offMalay = await app.inject({
      method: 'GET',
      url: '/api/complains',
      headers: { authorization: `Bearer ${tokens.admin2}`, 'accept-language': 'ms' },
    });
    expect(offMalay.json().error).toBe(
      'Perkhidmatan Aduan tidak tersedia. Sila minta pengurusan hartanah anda mengaktifkan perkhidmatan ini.',
    );
  });

  describe('authorization matrix', () => {
    const cases = COMPLAINT_MATRIX.flatMap((row) =>
      (Object.keys(row.expect) as Role[]).flatMap((role) =>
        (['own', 'other'] as Scope[]).map((scope) => ({
          row,
          call: row.call,
          role,
          scope,
          status: row.expect[role][scope],
        })),
      ),
    );

    it.each(cases)(
      '$call as $role on the $scope property answers $status',
      async ({ row, role, scope, status }) => {
        const property = scope === 'own' ? HOME[role] : HOME[role] === 1 ? 2 : 1;
        const complaint = await fresh(property);
        const values: Record<string, number | string> = {
          property,
          n: ++counter,
          complaint: complaint.id,
          staff: property === 1 ? ids.admin : ids.admin2,
          photo: complaint.photo,
          picture: PNG_BASE64,
        };
        const fill = (text: string) =>
          text.replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name]));
        const body = row.body
          ? Object.fromEntries(
              Object.entries(row.body).map(([name, value]) => [
                name,
                typeof value === 'string' && /^\{\w+\}$/.test(value)
                  ? typeof values[value.slice(1, -1)] === 'number'
                    ? Number(fill(value))
                    : fill(value)
                  : typeof value === 'string'
                    ? fill(value)
                    : value,
              ]),
            )
          : undefined;
        const [method, path] = row.call.split(' ') as [string, string];
        const token = role === 'none' ? undefined : tokens[role];
        const url = fill(path);
        const response =
          method === 'GET'
            ? await get(app, url, token)
            : await postJson(app, url, body ?? {}, token);
        expect(response.statusCode, response.body).toBe(status);
        if (status >= 400) expect(typeof response.json().error).toBe('string');
        if (token) await expectStillSignedIn(app, token);
      },
    );

    it('covers every call of the group and never ends a session (spec 000 §8)', () => {
      const calls = COMPLAINT_MATRIX.map((row) => row.call.split(' ')[0]);
      expect(calls.length).toBe(Object.keys(contract.complains).length);
      expect(sessionEndingAnswers(COMPLAINT_MATRIX)).toEqual([]);
    });
  });
});
