import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from '../src/auth/password';
import { readConfig } from '../src/config';
import { compareVersions, parseForm } from '../src/http/conventions';
import { createMailer } from '../src/mail/outbox';
import { createRandom } from '../src/seed/prng';

describe('settings', () => {
  it('given no variables, uses the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      minAppVersion: undefined,
      smtpUrl: undefined,
      sessionTtlDays: 30,
      rateLimitPerMinute: 600,
      trustProxy: false,
      seedDemo: true,
      maxConnectionsPerAddress: 128,
    });
  });

  it('given MAX_CONNECTIONS_PER_ADDRESS that is not a whole number, refuses to start', () => {
    expect(readConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).maxConnectionsPerAddress).toBe(0);
    expect(() => readConfig({ MAX_CONNECTIONS_PER_ADDRESS: 'many' })).toThrow(
      'MAX_CONNECTIONS_PER_ADDRESS must be a whole number of 0 or more, not "many"',
    );
  });

  it('given a MIN_APP_VERSION that is not a version, refuses to start', () => {
    expect(() => readConfig({ MIN_APP_VERSION: 'latest' })).toThrow(
      'MIN_APP_VERSION must be a version like 1.4.0, not "latest"',
    );
  });

  it('given SEED_DEMO=false, does not seed', () => {
    expect(readConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});

describe('conventions', () => {
  it('compares versions by number, not by text', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
    expect(compareVersions('1.2.3', '1.3')).toBeLessThan(0);
  });

  it('reads repeated and name[] form fields as arrays', () => {
    expect(parseForm('types%5B%5D=maintenance&types%5B%5D=water&date=2026-11')).toEqual({
      types: ['maintenance', 'water'],
      date: '2026-11',
    });
  });
});

describe('passwords', () => {
  it('given the right password, verifies; given another, does not', async () => {
    const hash = await hashPassword('demo1234');
    // OWASP's scrypt minimum in its 16 MiB form: N = 2^14, r = 8, p = 5.
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash('scrypt$16384$8$1$AAAA$BBBB')).toBe(true);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
  });
});

describe('demo data randomness', () => {
  it('given the same seed, gives the same sequence', () => {
    const first = createRandom(7);
    const second = createRandom(7);
    expect(Array.from({ length: 5 }, () => first.int(1, 1000))).toEqual(
      Array.from({ length: 5 }, () => second.int(1, 1000)),
    );
  });
});

describe('mail outbox', () => {
  it('given no SMTP_URL, writes each message as .eml and .json under the outbox folder', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'strata-outbox-'));
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Strata <no-reply@strata.local>',
      outboxDir,
    });
    await mailer.send({
      to: 'owner@demo.test',
      subject: 'Your new Strata password',
      text: 'It is abc123',
    });
    const files = (await readdir(outboxDir)).sort();
    expect(files.map((file) => path.extname(file))).toEqual(['.eml', '.json']);
    const json = JSON.parse(await readFile(path.join(outboxDir, files[1]!), 'utf8'));
    expect(json).toMatchObject({
      to: 'owner@demo.test',
      subject: 'Your new Strata password',
      text: 'It is abc123',
    });
    expect(await readFile(path.join(outboxDir, files[0]!), 'utf8')).toContain(
      'Subject: Your new Strata password',
    );
    await rm(outboxDir, { recursive: true, force: true });
  });
});
