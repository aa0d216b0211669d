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
