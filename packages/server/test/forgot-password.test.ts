import { MESSAGES } from '@strata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { accountTokens, users } from '../src/db/schema';
import { SESSION_MESSAGES } from '../src/http/messages';
import { expectStillSignedIn, get, signIn } from './support/client';
import {
  engines,
  freshAddress,
  memoryMailer,
  NOW,
  seededDatabase,
  testServer,
} from './support/harness';

/* Forgot password mails a temporary password and changes nothing until it is used. */

describe.each(engines)('forgot password on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const mailer = memoryMailer();

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db, { mailer });
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  function forgot(email: string, remoteAddress = freshAddress()) {
    return app.inject({
      method: 'POST',
      url: '/api/forgot_password',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, platform: 'web_app' }).toString(),
    });
  }

  function temporaryPassword(email: string): string {
    const mail = mailer.sent.findLast((message) => message.to === email);
    return /temporary password is: (\S+)/.exec(mail!.text)![1]!;
  }

  async function passwordHashOf(email: string) {
    const [row] = await db.orm.select().from(users).where(eq(users.email, email));
    return row!.passwordHash;
  }

  it('given a registered e-mail, mails a temporary password and changes nothing else', async () => {
    const session = await signIn(app, 'accountant1');
    const before = await passwordHashOf('accountant1@demo.test');

    const response = await forgot('accountant1@demo.test');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SESSION_MESSAGES.passwordSent });
    expect(temporaryPassword('accountant1@demo.test')).toHaveLength(12);
    expect(await passwordHashOf('accountant1@demo.test')).toBe(before);
    await expectStillSignedIn(app, session);
    await expect(signIn(app, 'accountant1')).resolves.toBeTruthy();
  });

  it('given the temporary password used, it becomes the password and other sessions end', async () => {
    const session = await signIn(app, 'accountant2');
    await forgot('accountant2@demo.test');
    const password = temporaryPassword('accountant2@demo.test');

    const fresh = await signIn(app, 'accountant2', password);

    expect((await get(app, '/api/authenticate', session)).statusCode).toBe(401);
    await expectStillSignedIn(app, fresh);
    await expect(signIn(app, 'accountant2')).rejects.toThrow(/400/);
    await expect(signIn(app, 'accountant2', password)).resolves.toBeTruthy();
  });

  it('given a temporary password past its 30 minutes, it does not sign in and the old one does', async () => {
    await forgot('cashier2@demo.test');
    const password = temporaryPassword('cashier2@demo.test');
    const [user] = await db.orm.select().from(users).where(eq(users.email, 'cashier2@demo.test'));
    await db.orm
      .update(accountTokens)
      .set({ expiresAt: new Date(NOW.getTime() - 1) })
      .where(eq(accountTokens.userId, user!.id));

    await expect(signIn(app, 'cashier2', password)).rejects.toThrow(/400/);
    await expect(signIn(app, 'cashier2')).resolves.toBeTruthy();
  });

  it('given a second request, only the newest temporary password works', async () => {
    await forgot('cashier3@demo.test');
    const first = temporaryPassword('cashier3@demo.test');
    await forgot('cashier3@demo.test');
    const second = temporaryPassword('cashier3@demo.test');

    await expect(signIn(app, 'cashier3', first)).rejects.toThrow(/400/);
    await expect(signIn(app, 'cashier3', second)).resolves.toBeTruthy();
  });

  it('given an unknown e-mail, answers exactly as for a registered one and mails nothing', async () => {
    const before = mailer.sent.length;
    const unknown = await forgot('stranger@demo.test');
    const known = await forgot('csa3@demo.test');

    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(mailer.sent.length).toBe(before + 1);
  });

  it('given more than three requests an hour from one address for one e-mail, known or not, answers 429 alike', async () => {
    const statuses = async (email: string) => {
      const address = freshAddress();
      const seen = [];
      for (let request = 0; request < 4; request += 1)
        seen.push((await forgot(email, address)).statusCode);
      return seen;
    };
    expect(await statuses('marketing3@demo.test')).toEqual([200, 200, 200, 429]);
    expect(await statuses('nobody@demo.test')).toEqual([200, 200, 200, 429]);
    const address = freshAddress();
    for (let request = 0; request < 3; request += 1) await forgot('marketing3@demo.test', address);
    const response = await forgot('marketing3@demo.test', address);
    expect(response.json()).toEqual({ error: SESSION_MESSAGES.tooManyResets });
    expect(MESSAGES['session.tooManyResets'].ms).toBeTruthy();
  });

  it("given an attacker's requests for an e-mail from other addresses, the owner's own request still mails a password", async () => {
    for (let attacker = 0; attacker < 3; attacker += 1) {
      const address = freshAddress();
      for (let request = 0; request < 5; request += 1) await forgot('owner1@demo.test', address);
    }
    const before = mailer.sent.length;

    const response = await forgot('owner1@demo.test', freshAddress());

    expect(response.statusCode).toBe(200);
    expect(mailer.sent.length).toBe(before + 1);
    expect(mailer.sent.at(-1)!.to).toBe('owner1@demo.test');
  });

  it('given one address flooding requests for an e-mail, other addresses can still ask for it', async () => {
    const flooder = freshAddress();
    for (let request = 0; request < 30; request += 1) await forgot('owner2@demo.test', flooder);

    expect((await forgot('owner2@demo.test')).statusCode).toBe(200);
  });

  it('given twenty requests an hour for one e-mail from all addresses, the next is answered 429', async () => {
    const seen = [];
    for (let request = 0; request < 21; request += 1)
      seen.push((await forgot('ghost-popular@demo.test')).statusCode);
    expect(seen).toEqual([...Array(20).fill(200), 429]);
  });

  it('given one address asking for more than five different e-mails an hour, answers 429', async () => {
    const address = freshAddress();
    const seen = [];
    for (let request = 0; request < 6; request += 1)
      seen.push((await forgot(`someone${request}@demo.test`, address)).statusCode);
    expect(seen).toEqual([...Array(5).fill(200), 429]);
  });

  it('given more than ten requests an hour from one address, answers 429', async () => {
    const address = freshAddress();
    const seen = [];
    for (let request = 0; request < 11; request += 1)
      seen.push((await forgot(`repeated${request % 5}@demo.test`, address)).statusCode);
    expect(seen).toEqual([...Array(10).fill(200), 429]);
  });

  it('given known and unknown addresses, the answers take about as long', async () => {
    const took = async (email: string) => {
      const started = performance.now();
      await forgot(email);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, each e-mail asked once (the per-e-mail limit stays far away).
    for (let round = 0; round < 3; round += 1) {
      for (const login of ['supervisor1', 'supervisor2', 'supervisor3']) {
        known.push(await took(`${login}@demo.test`));
        unknown.push(await took(`ghost-${login}-${round}@demo.test`));
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    // A known address once cost ten times an unknown one (hash and mail), which told them apart.
    expect(median(known)).toBeLessThan(median(unknown) * 2);
    expect(median(unknown)).toBeLessThan(median(known) * 2);
  });
});
