import { describe, expect, it } from 'vitest';
import {
  bootChunks,
  codeTokens,
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

  it('given the login page names some utilities, then the signed-in sheet holds every utility, in order', () => {
    const { signedIn } = splitStyles(BUILT, new Set(['flex', 'text-sm', 'sm:px-4']));

    expect(signedIn).toBe(
      '@layer utilities{.flex{display:flex}.px-2{padding-inline:.5rem}.text-sm,.text-lg{font-size:1rem}' +
        '@media (width>=40rem){.sm\\:px-4{padding-inline:1rem}.sm\\:grid{display:grid}}}',
    );
    expect(signedIn).not.toContain('@font-face');
    expect(signedIn).not.toContain('@layer base');
  });

  it('given a boot utility after a more specific signed-in one, then once both sheets load the build decides', () => {
    // In the build the modal's padding (two classes: more specific) comes before sm:px-4 and wins
    // over it on an element with both. Boot has sm:px-4 only; the signed-in sheet repeats it after
    // the modal's, in the same layer, so specificity still decides (no sub-layer outranks it).
    const css =
      '@layer utilities{.group\\/modal .pr-14{padding-right:3.5rem}' +
      '@media (width>=40rem){.sm\\:px-4{padding-inline:1rem}}}';
    const { boot, signedIn } = splitStyles(css, new Set(['sm:px-4']));

    expect(boot).toBe('@layer utilities{@media (width>=40rem){.sm\\:px-4{padding-inline:1rem}}}');
    expect(signedIn).toBe(css);
  });

  it('given no utility is named, then boot keeps the utilities layer empty', () => {
    const { boot, signedIn } = splitStyles(BUILT, new Set());

    expect(boot).toContain('@layer components;@layer utilities{}@property');
    expect(signedIn).toContain('.flex{display:flex}');
    expect(signedIn).toContain('.sm\\:grid{display:grid}');
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
