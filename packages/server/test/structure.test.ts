import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = path.join(import.meta.dirname, '../src/modules');

/** The module folders under src/modules (docs/adr/0008-server-modules-by-resource.md). */
async function moduleNames() {
  const entries = await readdir(modules, { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

/** Every route file of every module (`routes.ts` or `routes/<name>.ts`), path relative to src/modules. */
async function routeFiles() {
  const found: { name: string; text: string }[] = [];
  for (const module of await moduleNames()) {
    const folder = path.join(modules, module);
    const names = (await readdir(folder)).includes('routes')
      ? (await readdir(path.join(folder, 'routes'))).map((name) => `routes/${name}`)
      : ['routes.ts'];
    for (const name of names.filter((file) => file.endsWith('.ts'))) {
      const file = path.join(folder, name);
      found.push({ name: `${module}/${name}`, text: await readFile(file, 'utf8') });
    }
  }
  return found;
}

describe('server modules (ADR 0008: the server by resource)', () => {
  it('are each registered in src/modules/index.ts through their index', async () => {
    const list = await readFile(path.join(modules, 'index.ts'), 'utf8');
    const unlisted = (await moduleNames()).filter((name) => !list.includes(`from './${name}';`));
    expect(unlisted).toEqual([]);
  });

  it('have route files that never import another route file (shared pieces live beside them)', async () => {
    const files = await routeFiles();
    expect(files.length).toBeGreaterThan(30);
    const lending = files.flatMap(({ name, text }) =>
      [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
        .map((match) => path.join(path.dirname(name), match[1]!))
        .filter((target) => /(^|\/)routes(\/|$)/.test(target))
        .map((target) => `${name} → ${target}`),
    );
    expect(lending).toEqual([]);
  });

  it('keep each route file at 150 lines at most', async () => {
    const long = (await routeFiles())
      .map(({ name, text }) => ({ name, lines: text.trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > 150);
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
  'modules/properties/routes/properties.ts':
    'creates a property with its roles; no user belongs to it yet',
};

describe('the actor cache (ADR 0011)', () => {
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
