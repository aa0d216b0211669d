import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Each package's README is what a product reads first (ADR 0012): its examples are the files of
// examples/consumer, which scripts/check-packs.mjs installs, builds and runs, and it names every
// export.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each `<!-- example: path -->` and the code block after it. */
function examples(readme: string) {
  return [...readme.matchAll(/<!-- example: (\S+) -->\s*```\w*\n([\s\S]*?)```/g)].map(
    ([, file, code]) => ({ file: file!, code: code! }),
  );
}

/** The names `src/index.ts` exports, values and types. */
function exportedNames(index: string): string[] {
  return [...index.matchAll(/export (?:type )?\{([^}]*)\} from/g)].flatMap(([, names]) =>
    names!
      .split(',')
      .map((name) => name.trim().replace(/^type /, ''))
      .filter(Boolean)
      .map((name) => name.split(' as ').at(-1)!),
  );
}

describe.each(['ui', 'domain'])('packages/%s/README.md', (name) => {
  const readme = readFileSync(path.join(root, 'packages', name, 'README.md'), 'utf8');

  it('given its examples, each is the example file verbatim', () => {
    const found = examples(readme);
    expect(found.length).toBeGreaterThan(0);
    for (const { file, code } of found) {
      expect(code, file).toBe(readFileSync(path.join(root, file), 'utf8'));
    }
  });

  it('given the package root, names every export', () => {
    const index = readFileSync(path.join(root, 'packages', name, 'src', 'index.ts'), 'utf8');
    const names = exportedNames(index);
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((export_) => !readme.includes(`\`${export_}\``))).toEqual([]);
  });

  it('given the manifest, opens with the package name', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(root, 'packages', name, 'package.json'), 'utf8'),
    ) as { name: string };
    expect(readme.startsWith(`# ${manifest.name}\n`)).toBe(true);
  });
});
