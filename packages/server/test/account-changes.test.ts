import { MESSAGES } from '@strata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { accountTokens, users } from '../src/db/schema';
import { ACCOUNT_MESSAGES, USER_MESSAGES } from '../src/http/messages';
import { expectStillSignedIn, get, signIn } from './support/client';
import {
  engines,
  freshAddress,
  memoryMailer,
  NOW,
  seededDatabase,
  testServer,
} from './support/harness';
import { postForm } from './support/requests';

/* A stolen session is not a permanent takeover. */

describe.each(engines)('password and e-mail changes on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const mailer = memoryMailer();

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db, { mailer });
    // Owners 20 to 24 sign in with the demo password in these tests.
    const [owner] = await db.orm.select().from(users).where(eq(users.username, 'owner'));
    for (const n of [20, 21, 22, 23, 24])
      await db.orm
        .update(users)
        .set({ passwordHash: owner!.passwordHash })
        .where(eq(users.username, `owner${n}`));
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function userNamed(username: string) {
    const [row] = await db.orm.select().from(users).where(eq(users.username, username));
    return row!;
  }

  async function ownEdit(username: string, extra: Record<string, string>) {
    const user = await userNamed(username);
    return {
      id: user.id,
      type: 'owners',
      name: user.name,
      email: user.email,
      contact: user.contact || '0123456789',
      ic: user.ic ?? '900101-14-5678',
      gender: user.gender ?? 'Female',
      marital_status: user.maritalStatus ?? 'Single',
      active: 1,
      ...extra,
    };
  }

  function forgot(email: string) {
    return app.inject({
      method: 'POST',
      url: '/api/forgot_password',
      remoteAddress: freshAddress(),
      payload: { email, platform: 'web_app' },
    });
  }

  function linkIn(to: string): string {
    const mail = mailer.sent.findLast((message) => message.to === to);
    return /(http\S+\/api\/confirm_email\?token=\S+)/.exec(mail!.text)![1]!;
  }

  it('given a new e-mail of their own without the current password, answers 400 and keeps it', async () => {
    const token = await signIn(app, 'owner20');
    const before = mailer.sent.length;
    const response = await postForm(
      app,
      '/api/users/edit',
      await ownEdit('owner20', { email: 'thief@example.test' }),
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: USER_MESSAGES.currentPasswordWrong });
    expect((await userNamed('owner20')).email).toBe('owner20@demo.test');
    expect(mailer.sent.length).toBe(before);
  });

  it('given a new e-mail with the current password, it is used only once its mailed link is opened', async () => {
    const token = await signIn(app, 'owner21');
    const response = await postForm(
      app,
      '/api/users/edit',
      await ownEdit('owner21', { email: 'olive21@example.test', current_password: 'demo1234' }),
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('owner21@demo.test');
    expect(mailer.sent.findLast((m) => m.to === 'owner21@demo.test')!.text).toContain(
      'olive21@example.test',
    );

    const before = mailer.sent.length;
    await forgot('olive21@example.test');
    expect(mailer.sent.length).toBe(before);

    const link = new URL(linkIn('olive21@example.test'));
    const opened = await get(app, `${link.pathname}${link.search}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ message: ACCOUNT_MESSAGES.confirmed });
    expect((await userNamed('owner21')).email).toBe('olive21@example.test');
    await forgot('olive21@example.test');
    expect(mailer.sent.length).toBe(before + 1);

    const again = await get(app, `${link.pathname}${link.search}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: ACCOUNT_MESSAGES.linkInvalid });
    expect(MESSAGES['account.linkInvalid'].ms).toBeTruthy();
    expect(MESSAGES['account.confirmed'].ms).toBeTruthy();
  });

  it('given a confirmation link past its 24 hours, answers 400 and keeps the address', async () => {
    const token = await signIn(app, 'owner22');
    await postForm(
      app,
      '/api/users/edit',
      await ownEdit('owner22', { email: 'late22@example.test', current_password: 'demo1234' }),
      token,
    );
    const user = await userNamed('owner22');
    await db.orm
      .update(accountTokens)
      .set({ expiresAt: new Date(NOW.getTime() - 1) })
      .where(eq(accountTokens.userId, user.id));
    const link = new URL(linkIn('late22@example.test'));
    const opened = await get(app, `${link.pathname}${link.search}`);
    expect(opened.statusCode).toBe(400);
    expect((await userNamed('owner22')).email).toBe('owner22@demo.test');
  });

  it('given a new password of their own, their other sessions end and this one stays', async () => {
    const other = await signIn(app, 'owner23');
    const current = await signIn(app, 'owner23');
    const response = await postForm(
      app,
      '/api/users/edit',
      await ownEdit('owner23', { password: 'newpass23', current_password: 'demo1234' }),
      current,
    );
    expect(response.statusCode).toBe(200);
    expect((await get(app, '/api/authenticate', other)).statusCode).toBe(401);
    await expectStillSignedIn(app, current);
  });

  it("given an admin setting a user's password, every session of that user ends", async () => {
    const owners = await signIn(app, 'owner24');
    const admin = await signIn(app, 'admin');
    const response = await postForm(
      app,
      '/api/users/edit',
      await ownEdit('owner24', { password: 'newpass24' }),
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect((await get(app, '/api/authenticate', owners)).statusCode).toBe(401);
    await expectStillSignedIn(app, admin);
  });

  it('given an unknown or malformed confirmation token, answers 400', async () => {
    expect((await get(app, '/api/confirm_email?token=nope')).statusCode).toBe(400);
    expect((await get(app, '/api/confirm_email')).statusCode).toBe(400);
    expect((await get(app, `/api/confirm_email?token=${'x'.repeat(300)}`)).statusCode).toBe(400);
  });
});
