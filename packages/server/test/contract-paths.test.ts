import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@strata/domain';

const packages = path.join(import.meta.dirname, '..', '..');
const contractFolder = path.join(packages, 'domain', 'src', 'contract');

/** Every source file of the packages (tests and stories aside), with its text. */
async function sources(folder: string): Promise<{ file: string; text: string }[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        return entry.name === 'node_modules' || full === contractFolder ? [] : sources(full);
      }
      if (!/\.(ts|tsx)$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) return [];
      return [{ file: path.relative(packages, full), text: await readFile(full, 'utf8') }];
    }),
  );
  return nested.flat();
}

/** The first segment of every endpoint's path: where the wire's paths start. */
const roots = [...new Set(endpoints.map((endpoint) => `/${endpoint.path.split('/')[1]}`))];

/** Literals that name a prefix the server routes by, or the document itself, not an endpoint. */
const NOT_ENDPOINTS = new Set(['/api/', '/storage/', '/api/docs']);

describe('the contract is the one place an endpoint path is written', () => {
  it('knows where the paths start', () => {
    expect(roots).toEqual(expect.arrayContaining(['/api', '/storage']));
  });

  it('no source outside the contract writes a path of the wire', async () => {
    const files = (
      await Promise.all(
        ['domain', 'ui', 'app', 'server'].map((name) => sources(path.join(packages, name, 'src'))),
      )
    ).flat();
    const copies = files.flatMap(({ file, text }) =>
      [...text.matchAll(/['"`](\/[a-z_-]+(?:\/[^'"`\s]*)?)/g)]
        .map((match) => match[1]!)
        .filter((literal) =>
          roots.some((root) => literal === root || literal.startsWith(`${root}/`)),
        )
        .filter((literal) => !NOT_ENDPOINTS.has(literal))
        .map((literal) => `${file}: ${literal}`),
    );

    expect(copies).toEqual([]);
  });
});
