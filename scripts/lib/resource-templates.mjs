import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The skeleton's templates: scripts/templates/resource/<path>.tmpl, names and texts as tokens. */
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../templates/resource');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** A number in 100..239 from `name`: the e2e spec's own client address. */
function octet(name) {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) % 140;
  return String(100 + hash);
}

/**
 * Each template's output path → its text, with the tokens replaced from `names`; a template named
 * `_<block>.tmpl` is a block inserted at a marker, not a file: `matrix` (the authorization
 * matrix's) and `rows` (the domain client-calls table's).
 */
export function templates(names) {
  const tokens = [
    ['__singular-kebab__', names.singularKebab],
    ['__singularCamel__', names.singularCamel],
    ['__SingularPascal__', names.singularPascal],
    ['__singular_lower__', names.singularLower],
    ['__SingularMs__', names.singularMs],
    ['__Singular__', names.singular],
    ['__SINGULAR__', names.singular.toUpperCase().replace(/[^A-Z0-9]+/g, '_')],
    ['__title_lower__', names.title.toLowerCase()],
    ['__TitleMs__', names.titleMs],
    ['__Title__', names.title],
    ['__kebab__', names.kebab],
    ['__camel__', names.camel],
    ['__Pascal__', names.pascal],
    ['__snake__', names.snake],
    ['__client__', octet(names.kebab)],
  ];
  const fill = (text) => tokens.reduce((out, [token, value]) => out.replaceAll(token, value), text);
  const out = {};
  for (const file of filesUnder(folder)) {
    const relative = path.relative(folder, file).split(path.sep).join('/');
    const text = fill(readFileSync(file, 'utf8'));
    const block = /^_(\w+)\.tmpl$/.exec(relative)?.[1];
    if (block) out[block] = text.trimEnd();
    else out[fill(relative.replace(/\.tmpl$/, ''))] = text;
  }
  return out;
}
