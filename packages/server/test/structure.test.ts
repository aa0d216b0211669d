import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const routes = path.join(import.meta.dirname, '../src/routes');

async function routeFiles() {
  const names = (await readdir(routes)).filter((name) => name.endsWith('.ts'));
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(path.join(routes, name), 'utf8') })),
  );
}

describe('route files (issue 9: routes by resource, as siblings)', () => {
  it('never import another route file (shared helpers live in src/records)', async () => {
    const lending = (await routeFiles())
      .filter(({ name }) => name !== 'index.ts')
      .flatMap(({ name, text }) =>
        [...text.matchAll(/from '\.\/([\w-]+)'/g)].map((match) => `${name} → ${match[1]}`),
      );
    expect(lending).toEqual([]);
  });

  it('keep each registrar short (about 150 lines at most)', async () => {
    const long = (await routeFiles())
      .map(({ name, text }) => ({ name, lines: text.split('\n').length }))
      .filter(({ lines }) => lines > 170);
    expect(long).toEqual([]);
  });
});

const src = path.join(import.meta.dirname, '../src');

/** Every .ts file under src, with its text (path relative to src). */
async function sourceFiles(folder = src): Promise<{ name: string; text: string }[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
      return [{ name: path.relative(src, full), text: await readFile(full, 'utf8') }];
    }),
  );
  return nested.flat();
}

/**
 * Writes that cannot change a cached actor, each with why: they create rows no live session
 * carries yet, or the caller tells the cache.
 */
const WRITES_WITHOUT_CACHE_CALL: Record<string, string> = {
  'modules/settings/records.ts':
    'saveRoles and role creation run inside modules/settings/routes.ts, which calls actors.changed',
  'modules/users/records.ts': 'inserts new users only; no session exists for them yet',
  'modules/users/routes/user-add.ts': 'inserts a new user; no session exists for it yet',
  'modules/properties/routes/properties.ts': 'creates a property with its roles; no user belongs to it yet',
};

describe('the actor cache (issue 17)', () => {
  it('is told of every write to what a signed-in actor carries', async () => {
    const carried =
      /\.(update|delete|insert)\((users|sessions|rolePolicies|roles|propertyServices|properties)\)/;
    const silent = (await sourceFiles())
      .filter(({ name }) => name !== 'auth/actor-cache.ts')
      .filter(({ text }) => carried.test(text))
      .filter(({ text }) => !/actors\.(changed|forget)\(|\bactors\b[\s\S]*?\bchanged\(/.test(text))
      .map(({ name }) => name)
      .filter((name) => !(name in WRITES_WITHOUT_CACHE_CALL));
    expect(silent).toEqual([]);
  });
});
