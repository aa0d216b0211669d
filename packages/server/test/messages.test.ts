import { MESSAGES, messageText, valueMarks, type MessageId } from '@strata/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { prefersMalay } from '../src/http/reply-language';
import { signIn } from './support/client';
import { engines, freshAddress, seededDatabase, testServer } from './support/harness';

const ids = Object.keys(MESSAGES) as MessageId[];

describe('the message catalog', () => {
  it('given every message id, then it has Malay, not left in English', () => {
    // A few read the same in both languages (a unit is a unit); none is blank.
    const same = new Set<MessageId>([
      'record.Unit',
      'http.field',
      'upload.row',
      'statement.pdfDebit',
    ]);
    const missing = ids.filter((id) => {
      const { en, ms } = MESSAGES[id];
      return ms.trim() === '' || (ms === en && !same.has(id) && !/^[{][^}]+[}]: [{]/.test(en));
    });
    expect(missing).toEqual([]);
  });

  it('given every message id, then its Malay fills the same values as its English', () => {
    const different = ids.filter(
      (id) => valueMarks(MESSAGES[id].en).join() !== valueMarks(MESSAGES[id].ms).join(),
    );
    expect(different).toEqual([]);
  });

  it('given values, when said, then each mark is filled in either language', () => {
    expect(messageText('visitor.notYet', { day: '2026-12-01' })).toBe(
      'This visitor pass is valid from 2026-12-01',
    );
    expect(messageText('visitor.notYet', { day: '2026-12-01' }, 'ms')).toBe(
      'Pas pelawat ini sah mulai 2026-12-01',
    );
  });

  it('given Accept-Language headers, when read, then the preferred of ms and en wins', () => {
    expect(prefersMalay('ms')).toBe(true);
    expect(prefersMalay('ms-MY')).toBe(true);
    expect(prefersMalay('en-GB,ms;q=0.8')).toBe(false);
    expect(prefersMalay('fr,ms;q=0.5,en;q=0.4')).toBe(true);
    expect(prefersMalay('ms;q=0')).toBe(false);
    expect(prefersMalay('fr')).toBe(false);
    expect(prefersMalay(undefined)).toBe(false);
  });
});

describe.each(engines)('the server speaks the language asked for, on %s', (engine) => {
  let app: Awaited<ReturnType<typeof testServer>>;
  let db: Database;
  let drop: () => Promise<void>;
  let guard: string;
  let owner: string;

  beforeAll(async () => {
    const seeded = await seededDatabase(engine);
    db = seeded.db;
    drop = seeded.drop;
    app = await testServer(db);
    guard = await signIn(app, 'guard@demo.test');
    owner = await signIn(app, 'owner@demo.test');
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  /** A GET as the app sends it, asking for `language`. */
  const ask = (url: string, token: string, language = 'ms') =>
    app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });

  it('given a record that is not there, answers its 404 in Malay by id', async () => {
    const response = await ask('/api/units/detail/999999', guard);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Unit tidak dijumpai' });
  });

  it('given a refusal, answers it in Malay, and in English when asked in English', async () => {
    const malayRefusal = await ask('/api/api-request-log', owner);
    const englishRefusal = await ask('/api/api-request-log', owner, 'en-GB,ms;q=0.5');
    expect(malayRefusal.statusCode).toBe(400);
    expect(malayRefusal.json()).toEqual({ error: MESSAGES['admin.developerOnly'].ms });
    expect(englishRefusal.json()).toEqual({ error: MESSAGES['admin.developerOnly'].en });
  });

  it('given a bad field in a JSON body, names the field and says what is wrong in Malay', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/visitors/add',
      remoteAddress: freshAddress(),
      headers: {
        authorization: `Bearer ${owner}`,
        'content-type': 'application/json',
        'accept-language': 'ms',
      },
      payload: JSON.stringify({ start_date: '2026-13-45' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/^\w+: \S/);
    expect(response.json<{ error: string }>().error).not.toMatch(/Must|required/);
  });

  it('given a confirmation of a call registered once for all, says it in the language asked', async () => {
    const response = await ask('/api/inbox/mark-all-as-read', owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES['inbox.allRead'].ms });
  });

  it('given a sign-in that fails, answers in Malay', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ms' },
      payload: new URLSearchParams({
        email_username: 'owner@demo.test',
        password: 'wrong-password',
        platform: 'web_app',
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: MESSAGES['session.wrongCredentials'].ms });
  });
});
