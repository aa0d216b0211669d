import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as Domain from '../../packages/domain/src/index';
import type * as WireSchemas from '../../packages/domain/src/contract/wire-schemas';

// A consumer of the published package: it resolves through package.json#publishConfig.exports to
// the built dist/, never to src/. `pnpm test` builds the libraries before this runs.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/domain');
type Built = { default: string; types: string };
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  publishConfig: { exports: { '.': Built; './wire-schemas': Built } };
};
const entry = manifest.publishConfig.exports['.'];
const schemasEntry = manifest.publishConfig.exports['./wire-schemas'];

describe('@strata/domain as published', () => {
  it('given the exports map, points at a built ESM entry and its type declarations', () => {
    expect(existsSync(path.join(root, entry.default))).toBe(true);
    expect(readFileSync(path.join(root, entry.types), 'utf8')).toContain('formatRM');
  });

  it('given the built entry, a consumer formats money and counters as the product does', async () => {
    const built = (await import(
      pathToFileURL(path.join(root, entry.default)).href
    )) as typeof Domain;
    expect(built.formatRM(1234.5)).toBe('RM 1,234.50');
    expect(built.formatCounter(12)).toBe('9+');
  });

  it('given the built entry, it carries no React and no workspace source paths', () => {
    const code = readFileSync(path.join(root, entry.default), 'utf8');
    expect(code).not.toMatch(/from ['"]react/);
    expect(code).not.toMatch(/from ['"]\.\/src\//);
  });
});

describe('@strata/domain/wire-schemas as published', () => {
  it('given the exports map, points at a built ESM entry and its type declarations', () => {
    expect(existsSync(path.join(root, schemasEntry.default))).toBe(true);
    expect(readFileSync(path.join(root, schemasEntry.types), 'utf8')).toContain('wireSchemas');
  });

  it('given the built client and schemas, a drifted reply fails and a good one passes', async () => {
    const built = (await import(
      pathToFileURL(path.join(root, entry.default)).href
    )) as typeof Domain;
    const { wireSchemas } = (await import(
      pathToFileURL(path.join(root, schemasEntry.default)).href
    )) as typeof WireSchemas;
    const answer = (body: unknown) =>
      built.createApiClient({
        baseUrl: '',
        getToken: () => 'tok',
        appVersion: '1.0.0',
        transport: () =>
          Promise.resolve({ status: 200, text: () => Promise.resolve(JSON.stringify(body)) }),
        wireSchemas: () => Promise.resolve(wireSchemas),
      });

    expect(await answer({ message: 'Done' }).auth.logout('tok')).toEqual({
      ok: true,
      data: { message: 'Done' },
    });
    expect(await answer({ message: 42 }).auth.logout('tok')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
  });
});
