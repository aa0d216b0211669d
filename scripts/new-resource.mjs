// `pnpm new:resource <name> [--title T] [--title-ms T] [--singular S] [--singular-ms S]`:
// writes the skeleton of a list + detail resource with its own table, end to end (domain
// contract, server module and migration, app screens and stories, e2e), and joins it to the
// registries at their `// new:resource <slot> inserts above` markers. docs/adding-a-screen.md
// says what it writes and what is left to write by hand (the resource's own fields).
//
//   --root <dir>   work on another checkout (scripts/check-scaffold.mjs runs it on a copy)
//   --dry-run      print what would be written and edited; write nothing
//   --no-migration --no-lingui   skip drizzle-kit / lingui (the copy's typecheck needs neither)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { templates } from './lib/resource-templates.mjs';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    'title-ms': { type: 'string' },
    singular: { type: 'string' },
    'singular-ms': { type: 'string' },
    root: { type: 'string', default: process.cwd() },
    'dry-run': { type: 'boolean', default: false },
    'no-migration': { type: 'boolean', default: false },
    'no-lingui': { type: 'boolean', default: false },
  },
});

const [name] = positionals;
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('usage: pnpm new:resource <kebab-case-plural-name> [--title T] [--title-ms T] ');
  console.error('       [--singular S] [--singular-ms S] [--dry-run] [--root dir]');
  process.exit(2);
}

const words = (text) => text.split(/[-\s]+/).filter(Boolean);
const capital = (word) => word[0].toUpperCase() + word.slice(1);
const pascalOf = (text) => words(text).map(capital).join('');
const camelOf = (text) => {
  const pascal = pascalOf(text);
  return pascal[0].toLowerCase() + pascal.slice(1);
};
const kebabOf = (text) => words(text).join('-').toLowerCase();

const title = flags.title ?? words(name).map(capital).join(' ');
const singular = flags.singular ?? title.replace(/ies$/, 'y').replace(/s$/, '');
/** Every spelling of the resource the templates use. */
const names = {
  /** 'gadgets': the URL segment, the feature and module folders, the query scope. */
  kebab: name,
  /** 'gadgets': the contract group and the client's group. */
  camel: camelOf(name),
  /** 'Gadgets'. */
  pascal: pascalOf(name),
  /** 'gadgets': the table. */
  snake: name.replaceAll('-', '_'),
  /** 'Gadgets': the policy area, the menu entry, the page's title. */
  title,
  titleMs: flags['title-ms'] ?? title,
  /** 'Gadget': a record's name (404s, toasts). */
  singular,
  singularMs: flags['singular-ms'] ?? flags['title-ms'] ?? singular,
  singularKebab: kebabOf(singular),
  singularCamel: camelOf(kebabOf(singular)),
  singularPascal: pascalOf(kebabOf(singular)),
  /** 'gadget' in running text. */
  singularLower: singular.toLowerCase(),
};
if (names.singularCamel === names.camel) {
  console.error('The singular must differ from the name (--singular).');
  process.exit(2);
}

const root = path.resolve(flags.root);
const dry = flags['dry-run'];
const at = (file) => path.join(root, file);
const written = [];
const edited = [];

const files = templates(names);
for (const file of Object.keys(files)) {
  if (existsSync(at(file))) {
    console.error(`${file} exists already: is '${name}' made? Nothing was written.`);
    process.exit(1);
  }
}
const contractIndex = readFileSync(at('packages/domain/src/contract/index.ts'), 'utf8');
if (new RegExp(`^  ${names.camel},$`, 'm').test(contractIndex)) {
  console.error(`The contract has a group '${names.camel}' already. Nothing was written.`);
  process.exit(1);
}

/** What the domain's root exports of the resource (index.ts, and the README that names them). */
const exported = {
  schemas: [`${names.singularCamel}AddSchema`, `${names.singularCamel}EditSchema`],
  schemaTypes: [`${names.singularPascal}AddPayload`, `${names.singularPascal}EditPayload`],
  responses: [
    `${names.singularCamel}DetailResponseSchema`,
    `${names.singularCamel}ListResponseSchema`,
    `${names.singularCamel}SavedResponseSchema`,
    `${names.singularCamel}Schema`,
  ],
  responseTypes: [
    names.singularPascal,
    `${names.singularPascal}List`,
    `${names.singularPascal}Saved`,
  ],
};

/** The registries' insertions: file → slot → text inserted above the slot's marker. */
const insertions = {
  'packages/domain/src/contract/index.ts': {
    import: `import { ${names.camel} } from './${names.kebab}';`,
    group: `${names.camel},`,
  },
  'packages/domain/src/contract/wire-schemas.ts': {
    import: `import { ${names.camel}Schemas } from './${names.kebab}';`,
    schemas: `...${names.camel}Schemas,`,
  },
  'packages/domain/src/api/client.ts': {
    import: `import { create${names.pascal}Api } from './${names.kebab}';`,
    client: `${names.camel}: create${names.pascal}Api(http),`,
  },
  'packages/domain/src/index.ts': {
    exports: [
      `export { ${exported.schemas.join(', ')} } from './schemas/${names.kebab}';`,
      `export type { ${exported.schemaTypes.join(', ')} } from './schemas/${names.kebab}';`,
      `export {`,
      ...exported.responses.map((name) => `  ${name},`),
      `} from './responses/${names.kebab}';`,
      `export type { ${exported.responseTypes.join(', ')} } from './responses/${names.kebab}';`,
    ].join('\n'),
  },
  // The package's README names every export (test/consumer/readme.test.ts).
  'packages/domain/README.md': {
    exports: [
      `- **${names.title}** (\`src/schemas/${names.kebab}.ts\`, \`src/responses/${names.kebab}.ts\`):`,
      [...exported.schemas, ...exported.responses].map((name) => `\`${name}\``).join(', ') + ';',
      'types',
      [
        ...exported.responseTypes.slice(0, 1),
        ...exported.schemaTypes,
        ...exported.responseTypes.slice(1),
      ]
        .map((name) => `\`${name}\``)
        .join(', '),
    ].join(' '),
  },
  // Every client function has a row (covers every client function with a row).
  'packages/domain/test/api/client-calls.test.ts': {
    rows: files.rows,
  },
  'packages/domain/src/constants/policy-areas.ts': {
    areas: `${key(names.title)}: ['View', 'Create', 'Update', 'Delete'],`,
  },
  'packages/domain/src/permissions/route-guard.ts': {
    sections: [
      `case '${names.kebab}':`,
      `  return decide(can(user, ${quote(names.title)}, id === 'new' ? PERMISSIONS.create : PERMISSIONS.view));`,
    ].join('\n'),
  },
  'packages/domain/src/messages/catalog.ts': {
    messages: [
      `// The ${names.singularLower} calls.`,
      `'${names.singularCamel}.added': { en: ${quote(`${names.singular} has been added`)}, ms: ${quote(`${names.singularMs} telah ditambah`)} },`,
      `'${names.singularCamel}.updated': { en: ${quote(`${names.singular} has been updated`)}, ms: ${quote(`${names.singularMs} telah dikemas kini`)} },`,
      `'${names.singularCamel}.removed': { en: ${quote(`${names.singular} has been removed`)}, ms: ${quote(`${names.singularMs} telah dialih keluar`)} },`,
      `'record.${names.singular}': { en: ${quote(names.singular)}, ms: ${quote(names.singularMs)} },`,
    ].join('\n'),
  },
  'packages/server/src/modules/index.ts': {
    import: `import { ${names.camel}Module } from './${names.kebab}';`,
    modules: `${names.camel}Module,`,
  },
  'packages/server/src/db/schema.ts': {
    tables: `export * from '../modules/${names.kebab}/tables';`,
  },
  'packages/server/src/seed/seed.ts': {
    import: `import { seed${names.pascal} } from './${names.kebab}';`,
    seeds: `await seed${names.pascal}(ctx);`,
  },
  'packages/server/src/http/messages.ts': {
    records: `${quote(names.singular)},`,
    messages: [
      `/** The ${names.singularLower} calls. */`,
      `export const ${constantOf(names.singular)}_MESSAGES = said({`,
      `  added: '${names.singularCamel}.added',`,
      `  updated: '${names.singularCamel}.updated',`,
      `  removed: '${names.singularCamel}.removed',`,
      `});`,
      ``,
    ].join('\n'),
  },
  'packages/server/src/auth/policies.ts': {
    'manager-grants': `${key(names.title)}: all,`,
    'admin-grants': `${key(names.title)}: all,`,
  },
  'packages/server/src/modules/session/session-user.ts': {
    navs: `if (!owner && view(${quote(names.title)})) navs.push({ name: ${quote(names.title)}, path: '/d/${names.kebab}' });`,
  },
  'packages/server/test/authorization-matrix.ts': {
    matrices: files.matrix,
  },
  'packages/app/src/lib/query-keys.ts': {
    scopes: `| '${names.kebab}'`,
    keys: [
      `${names.camel}: {`,
      `  /** GET /api/${names.kebab} (one page of one search). */`,
      `  list: (params: ListParams) => ['${names.kebab}', 'list', params] as const,`,
      `  /** GET /api/${names.kebab}/detail/{id}. */`,
      `  detail: (id: number) => ['${names.kebab}', 'detail', id] as const,`,
      `},`,
    ].join('\n'),
  },
  'packages/app/src/features/shell/menu-labels.ts': {
    labels: `${key(names.title)}: msg\`${names.title}\`,`,
  },
  'packages/app/src/features/settings/policy-labels.ts': {
    areas: `${key(names.title)}: msg\`${names.title}\`,`,
  },
};
delete files.matrix;
delete files.rows;

/** `text` as a string literal. */
function quote(text) {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** `text` as an object key: bare when it can be. */
function key(text) {
  return /^[A-Za-z_$][\w$]*$/.test(text) ? text : quote(text);
}

function constantOf(text) {
  return words(text)
    .map((word) => word.toUpperCase())
    .join('_');
}

/**
 * `text` inserted above the `new:resource <slot>` marker of `source`, at its indentation. In
 * Markdown the marker is `<!-- new:resource <slot> inserts above -->` after a blank line (a
 * comment ends a list), and the text goes above that blank line: it joins the list before it.
 */
function insertAbove(file, source, slot, text) {
  const markdown = file.endsWith('.md');
  const line = markdown
    ? `<!-- new:resource ${slot} inserts above -->`
    : `// new:resource ${slot} inserts above`;
  const marker = new RegExp(`^([ \\t]*)${line}$`, 'm');
  const found = marker.exec(source);
  if (!found) throw new Error(`${file}: no '${line}' marker`);
  const indent = found[1];
  const block = text
    .split('\n')
    .map((line) => (line ? indent + line : line))
    .join('\n');
  const at = markdown ? source.slice(0, found.index).trimEnd().length + 1 : found.index;
  return source.slice(0, at) + block + '\n' + source.slice(at);
}

// Check every marker first, so a missing one leaves the tree as it was.
const updated = {};
for (const [file, slots] of Object.entries(insertions)) {
  let source = readFileSync(at(file), 'utf8');
  for (const [slot, text] of Object.entries(slots)) source = insertAbove(file, source, slot, text);
  updated[file] = source;
}

if (dry) {
  console.log('Would write:');
  for (const file of Object.keys(files)) console.log(`  ${file}`);
  console.log('Would edit:');
  for (const file of Object.keys(updated)) console.log(`  ${file}`);
  process.exit(0);
}

for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(at(file)), { recursive: true });
  writeFileSync(at(file), text);
  written.push(file);
}
for (const [file, text] of Object.entries(updated)) {
  writeFileSync(at(file), text);
  edited.push(file);
}

/** A package's own command line tool (`where`: the package folder, or the root). */
const bin = (tool, where = '.') => path.join(root, where, 'node_modules/.bin', tool);
function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    const output = result.error ?? `${result.stdout}\n${result.stderr}`;
    throw new Error(`${command} ${args.join(' ')} failed:\n${output}`);
  }
  return result.stdout;
}

// The migration: drizzle-kit's CREATE TABLE, then the new policy area for the roles that exist
// (docs/adr/0015-resource-scaffold.md): each role gets it as a new role of its name would.
if (!flags['no-migration']) {
  const server = at('packages/server');
  const before = new Set(readdirSync(path.join(server, 'drizzle')));
  run(bin('drizzle-kit', 'packages/server'), ['generate', '--name', names.snake], server);
  const migration = readdirSync(path.join(server, 'drizzle')).find(
    (file) => file.endsWith('.sql') && !before.has(file),
  );
  if (!migration) throw new Error('drizzle-kit wrote no migration');
  const file = path.join(server, 'drizzle', migration);
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n${policySql()}`);
  written.push(`packages/server/drizzle/${migration}`);
  written.push('packages/server/drizzle/meta/ (snapshot and journal)');
}

function policySql() {
  const area = names.title.replaceAll("'", "''");
  const granted = "('Manager', 'Admin')";
  const permissions = `(values ('View', 1), ('Create', 2), ('Update', 3), ('Delete', 4)) as p(permission, n)`;
  return [
    '--> statement-breakpoint',
    `-- The '${area}' policy area (pnpm new:resource): every role name that has default policies`,
    `-- gets it (all of it for Manager and Admin, View for a new role's template '*', none for the`,
    `-- others), and every existing role gets what a new role of its name would get.`,
    `INSERT INTO "default_policies" ("role_name", "area", "permission", "active", "position")`,
    `SELECT d.role_name, '${area}', p.permission, d.role_name IN ${granted} OR (d.role_name = '*' AND p.permission = 'View'), d.last + p.n`,
    `FROM (SELECT role_name, max(position) AS last FROM "default_policies" GROUP BY role_name) d CROSS JOIN ${permissions}`,
    `ON CONFLICT DO NOTHING;--> statement-breakpoint`,
    `INSERT INTO "role_policies" ("role_id", "area", "permission", "active", "position")`,
    `SELECT r.id, '${area}', p.permission, coalesce(own.active, template.active, false), coalesce(last.position, -1) + p.n`,
    `FROM "roles" r CROSS JOIN ${permissions}`,
    `LEFT JOIN (SELECT role_id, max(position) AS position FROM "role_policies" GROUP BY role_id) last ON last.role_id = r.id`,
    `LEFT JOIN "default_policies" own ON own.role_name = r.name AND own.area = '${area}' AND own.permission = p.permission`,
    `LEFT JOIN "default_policies" template ON NOT r.system AND template.role_name = '*' AND template.area = '${area}' AND template.permission = p.permission`,
    `ON CONFLICT DO NOTHING;`,
    '',
  ].join('\n');
}

run(bin('prettier'), [
  '--write',
  ...written.filter((file) => /\.([jt]sx?|mdx)$/.test(file)),
  ...edited,
]);

// Lingui: extract, then the Malay of the texts this resource brought.
if (!flags['no-lingui']) {
  run(bin('lingui', 'packages/app'), ['extract'], at('packages/app'));
  const po = 'packages/app/src/locales/ms/messages.po';
  const malay = {
    [names.title]: names.titleMs,
    [names.singular]: names.singularMs,
    [`${names.title} pages`]: `Halaman ${names.titleMs}`,
    [`Add ${names.singular}`]: `Tambah ${names.singularMs}`,
    [`Edit ${names.singular}`]: `Sunting ${names.singularMs}`,
    [`${names.singular} not found`]: `${names.singularMs} tidak dijumpai`,
    [`Back to ${names.title}`]: `Kembali ke ${names.titleMs}`,
    [`${names.singular} has been added`]: `${names.singularMs} telah ditambah`,
    [`${names.singular} has been removed`]: `${names.singularMs} telah dialih keluar`,
    [`Delete ${names.singularLower} {0}? This cannot be undone.`]: `Padam ${names.singularMs.toLowerCase()} {0}? Tindakan ini tidak boleh dibatalkan.`,
  };
  const text = readFileSync(at(po), 'utf8');
  const missing = [];
  const filled = text.replace(/^msgid "(.*)"\nmsgstr ""$/gm, (entry, id) => {
    if (id === '') return entry;
    if (malay[id] === undefined) {
      missing.push(id);
      return entry;
    }
    return `msgid "${id}"\nmsgstr "${malay[id]}"`;
  });
  writeFileSync(at(po), filled);
  edited.push(po, 'packages/app/src/locales/en/messages.po');
  if (missing.length) {
    console.warn(`Malay missing in ${po} (fill them in): ${missing.join(' | ')}`);
  }
}

console.log(`new:resource ${name}: wrote`);
for (const file of written) console.log(`  + ${file}`);
console.log('edited');
for (const file of edited) console.log(`  ~ ${file}`);
console.log(`
next: hand edits (the ${names.singularLower}'s own fields; the skeleton has only name)
  1. packages/server/src/modules/${names.kebab}/tables.ts      columns, then pnpm --filter @strata/server exec drizzle-kit generate
  2. packages/domain/src/schemas/${names.kebab}.ts             the add/edit bodies' fields and bounds
  3. packages/domain/src/responses/${names.kebab}.ts           the reply's fields
  4. packages/server/src/modules/${names.kebab}/records.ts     ${names.singularCamel}Wire, ${names.singularCamel}Values, searchIn
  5. packages/app/src/features/${names.kebab}/${names.singularKebab}-fields.tsx   draft, payload, form fields, view
  6. packages/app/src/features/${names.kebab}/${names.kebab}-page.tsx             the list's columns
  7. packages/app/src/features/${names.kebab}/${names.singularKebab}-fixtures.ts  fixture records
  8. packages/app/src/features/${names.kebab}/*.stories.tsx, e2e/${names.kebab}.spec.ts   assert the new fields
  9. packages/server/test/authorization-matrix.ts (bodies), packages/server/test/${names.kebab}.test.ts
 10. lingui extract + Malay for the new labels; who gets the '${names.title}' area (auth/policies.ts)
 11. packages/server/src/seed/${names.kebab}.ts               the demo rows' new columns
 12. packages/domain/test/api/client-calls.test.ts           the add/edit rows' bodies; a row per new call
 13. docs/storybook/features/${names.kebab}.mdx               what the ${names.singularLower} is, in a sentence
 then: tsc, eslint, the module test, stories (look at each baseline), e2e (docs/adding-a-screen.md)`);
