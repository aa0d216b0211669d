import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Sources whose class names go through `cn`: the design system and the app. */
export const classSourceRoots = ['packages/ui/src', 'packages/app/src'].map((root) =>
  path.resolve(import.meta.dirname, '../../..', root),
);

/**
 * The .ts and .tsx files under `root`. Unit tests are left out (their strings are not styles), and
 * so is cn's merger (lib/merge-classes.ts): its strings are tables of class groups, roots and
 * keywords, not classes a component applies.
 */
function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(root, file))
    .filter((file) => !file.endsWith(path.join('lib', 'merge-classes.ts')));
}

/**
 * The whole-word runs of a string's text. A template literal's words touching `${…}` are partial
 * (`grid-cols-${n}`), so they are dropped rather than read as a class.
 */
function words(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return node.text.split(/\s+/);
  }
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
    const parts = node.text.split(/\s+/);
    const opensAfter = ts.isTemplateHead(node) || ts.isTemplateMiddle(node);
    const closesBefore = ts.isTemplateMiddle(node) || ts.isTemplateTail(node);
    return parts.slice(closesBefore ? 1 : 0, opensAfter ? -1 : undefined);
  }
  return [];
}

/** Every whitespace-separated word of every string literal in one file. */
function fileWords(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    found.push(...words(node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((word) => word !== '');
}

/**
 * The distinct words of the string literals under `roots`, sorted: class names and every other
 * string alike. Callers keep the words that Tailwind (or tailwind-merge's full config) knows.
 */
export function sourceStringWords(roots: readonly string[] = classSourceRoots): string[] {
  const all = new Set(roots.flatMap(sourceFiles).flatMap(fileWords));
  return [...all].sort();
}
