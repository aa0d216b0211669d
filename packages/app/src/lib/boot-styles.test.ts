import { describe, expect, it } from 'vitest';
import {
  bootChunks,
  codeTokens,
  propertyKey,
  requiredClasses,
  splitStyles,
  type ChunkNode,
} from '../../boot-styles';

/** A built stylesheet as Tailwind and Lightning CSS write it, shortened. */
const BUILT = [
  '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)}',
  '@layer theme{:root{--spacing:.25rem}}',
  '@layer base{html{color:#0f172a}}',
  '@layer components;',
  '@layer utilities{',
  '.flex{display:flex}',
  '.px-2{padding-inline:.5rem}',
  '.text-sm,.text-lg{font-size:1rem}',
  '@media (width>=40rem){.sm\\:px-4{padding-inline:1rem}.sm\\:grid{display:grid}}',
  '}',
  '@property --tw-shadow{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('splitting the stylesheet', () => {
  it('given the login page names some utilities, then boot keeps everything else and only those, in order', () => {
    const { boot } = splitStyles(BUILT, new Set(['flex', 'text-sm', 'sm:px-4']));

    expect(boot).toContain('@font-face{font-family:Inter Variable');
    expect(boot).toContain('@layer theme{:root{--spacing:.25rem}}');
    expect(boot).toContain('@layer base{html{color:#0f172a}}');
    expect(boot).toContain('@property --tw-shadow{');
    expect(boot).toContain('@keyframes spin{');
    expect(boot).toContain('.flex{display:flex}');
    expect(boot).toContain('.text-sm{font-size:1rem}');
    expect(boot).toContain('.sm\\:px-4{padding-inline:1rem}');
    expect(boot).not.toContain('.px-2');
    expect(boot).not.toContain('.text-lg');
    expect(boot).not.toContain('sm\\:grid');
    expect(boot.indexOf('.flex{')).toBeLessThan(boot.indexOf('.text-sm{'));
    expect(boot.indexOf('.text-sm{')).toBeLessThan(boot.indexOf('.sm\\:px-4{'));
  });

  it('given the login page names some utilities, then the signed-in sheet holds the others', () => {
    const { signedIn } = splitStyles(BUILT, new Set(['flex', 'text-sm', 'sm:px-4']));

    expect(signedIn).toContain('.px-2{padding-inline:.5rem}');
    expect(signedIn).toContain('.text-lg{font-size:1rem}');
    expect(signedIn).toContain('@media (width>=40rem){.sm\\:grid{display:grid}}');
    expect(signedIn).not.toContain('.flex');
    expect(signedIn).not.toContain('.text-sm');
    expect(signedIn).not.toContain('sm\\:px-4');
    expect(signedIn).not.toContain('@font-face');
    expect(signedIn).not.toContain('@layer base');
  });

  it('given a boot utility after a competing signed-in one, then a later sub-layer keeps it winning', () => {
    const { boot, signedIn } = splitStyles(BUILT, new Set(['sm:px-4']));

    // px-2 (signed-in) came before sm:px-4 (boot) in the build: sm:px-4 must still win.
    expect(boot).toContain('@layer utilities.s0,utilities.s1;');
    expect(boot).toContain('@layer utilities.s1{@media (width>=40rem){.sm\\:px-4{');
    expect(signedIn).toMatch(/^@layer utilities\.s0\{\.flex\{display:flex\}\.px-2\{/);
    expect(boot.indexOf('@layer utilities.s0,')).toBeLessThan(boot.indexOf('@layer utilities.s1{'));
  });

  it('given a boot utility after signed-in ones it cannot compete with, then they share a sub-layer', () => {
    const { boot, signedIn } = splitStyles(BUILT, new Set(['text-sm']));

    expect(boot).toContain('@layer utilities.s0;');
    expect(boot).toContain('@layer utilities.s0{.text-sm{font-size:1rem}}');
    expect(signedIn).toContain('@layer utilities.s0{.flex{display:flex}.px-2{');
  });

  it('given no utility is named, then boot declares the utilities layer and holds none of them', () => {
    const { boot, signedIn } = splitStyles(BUILT, new Set());

    expect(boot).toContain('@layer components;@layer utilities.s0;@property');
    expect(signedIn).toContain('.flex{display:flex}');
    expect(signedIn).toContain('.sm\\:grid{display:grid}');
  });

  it('given an important utility, then the split refuses it (sub-layers would reverse it)', () => {
    const css = '@layer utilities{.\\!flex{display:flex!important}}';

    expect(() => splitStyles(css, new Set())).toThrow(/important/);
  });
});

describe('the classes a selector needs', () => {
  it('given an escaped variant, then its class is unescaped', () => {
    expect(requiredClasses('.sm\\:px-4')).toEqual(['sm:px-4']);
    expect(requiredClasses('.\\32 xl\\:p-1')).toEqual(['2xl:p-1']);
    expect(requiredClasses('.\\[\\&_svg\\]\\:size-4 svg')).toEqual(['[&_svg]:size-4']);
  });

  it('given a group variant, then it needs the group and the utility', () => {
    expect(
      requiredClasses(':is(:where(.group\\/field)[data-disabled=true] .group-data-x\\:opacity-70)'),
    ).toEqual(['group/field', 'group-data-x:opacity-70']);
  });

  it('given attribute values and :not(), then their classes are not needed', () => {
    expect(requiredClasses('.a[data-x="b.c"]:not(.d)')).toEqual(['a']);
  });
});

describe('the tokens of compiled code', () => {
  it('given class strings in quotes and templates, then each class is a token', () => {
    const tokens = codeTokens('className:"flex px-2",b=`${a} sm:px-4`,c=`text-sm${d}`,e="a\\nb"');

    expect(tokens).toContain('flex');
    expect(tokens).toContain('px-2');
    expect(tokens).toContain('sm:px-4');
    expect(tokens).toContain('text-sm');
    expect(tokens).toContain('a');
    expect(tokens).toContain('b');
  });
});

describe('which properties may compete', () => {
  it('given a shorthand and its longhands, then they share a key', () => {
    expect(propertyKey('padding-inline')).toBe(propertyKey('padding-left'));
    expect(propertyKey('inset-inline')).toBe(propertyKey('left'));
    expect(propertyKey('gap')).toBe(propertyKey('row-gap'));
    expect(propertyKey('width')).toBe(propertyKey('inline-size'));
    expect(propertyKey('height')).toBe(propertyKey('inline-size'));
    expect(propertyKey('white-space')).toBe(propertyKey('text-wrap'));
    expect(propertyKey('-webkit-user-select')).toBe(propertyKey('user-select'));
  });

  it('given unrelated properties, then their keys differ', () => {
    expect(propertyKey('padding-left')).not.toBe(propertyKey('margin-left'));
    expect(propertyKey('--tw-shadow')).not.toBe(propertyKey('--tw-ring-shadow'));
  });
});

const chunk = (fileName: string, fields: Partial<ChunkNode> = {}): ChunkNode => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  code: '',
  ...fields,
});

describe('the boot chunks', () => {
  it('given the bundle graph, then boot is the entry, the public routes and what they import', () => {
    const root = '/repo/packages/app';
    const chunks = [
      chunk('index.js', {
        isEntry: true,
        facadeModuleId: `${root}/index.html`,
        imports: ['react.js'],
        dynamicImports: ['login.js', 'layout.js', 'pass.js', 'signed-in-po.js'],
      }),
      chunk('react.js'),
      chunk('login.js', {
        facadeModuleId: `${root}/src/features/session/login-page.tsx`,
        imports: ['field.js'],
      }),
      chunk('field.js'),
      chunk('pass.js', {
        facadeModuleId: `${root}/src/features/visitor-pass/visitor-pass-page.tsx`,
      }),
      chunk('layout.js', {
        facadeModuleId: `${root}/src/app/signed-in-routes.tsx`,
        imports: ['shell.js'],
        dynamicImports: ['units.js'],
      }),
      chunk('shell.js'),
      chunk('units.js', { facadeModuleId: `${root}/src/features/units/units-page.tsx` }),
      chunk('signed-in-po.js', {
        facadeModuleId: `${root}/src/locales/en/messages.po?part=signed-in`,
      }),
    ];

    expect(bootChunks(chunks, root).map(({ fileName }) => fileName)).toEqual([
      'index.js',
      'react.js',
      'login.js',
      'field.js',
      'pass.js',
    ]);
  });
});
