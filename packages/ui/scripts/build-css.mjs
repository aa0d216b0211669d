// The stylesheets @strata/ui ships (docs/adr/0012-published-packages.md), written after tsup's build:
//   dist/fonts.css, dist/fonts/  Inter's font faces (@fontsource-variable/inter) and its woff2 files.
//   dist/styles.css              compiled by Tailwind's CLI from src/published.css: every class the
//                                components use, the theme's custom properties, Inter's faces.
//                                For a product without Tailwind.
//   dist/theme.css               src/theme.css (the tokens as `@theme`, the base styles) and an
//                                `@source` of the built components, for a product on Tailwind 4.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const require = createRequire(path.join(root, 'package.json'));
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const banner = (what) => `/* @strata/ui ${version}: ${what} */\n`;

mkdirSync(path.join(dist, 'fonts'), { recursive: true });

// Inter: the faces of the package's index.css (the variable weight axis, normal style, one file per
// unicode subset), their files copied beside the CSS and referenced relatively.
const interCss = require.resolve('@fontsource-variable/inter/index.css');
const faces = readFileSync(interCss, 'utf8').replace(
  /url\(\.\/files\/([\w.-]+\.woff2)\)/g,
  (_, file) => {
    copyFileSync(path.join(path.dirname(interCss), 'files', file), path.join(dist, 'fonts', file));
    return `url(./fonts/${file})`;
  },
);
if (!faces.includes('url(./fonts/')) throw new Error(`no woff2 file found in ${interCss}`);
const interLicence = require.resolve('@fontsource-variable/inter/LICENSE');
copyFileSync(interLicence, path.join(dist, 'fonts', 'LICENSE'));
writeFileSync(
  path.join(dist, 'fonts.css'),
  banner('the Inter font (SIL Open Font License 1.1, fonts/LICENSE)') + faces,
);

// Tailwind's own compiler, as its CLI: it scans src/ (less stories and tests) for the classes.
const cli = require.resolve('@tailwindcss/cli/package.json');
const bin = path.join(path.dirname(cli), JSON.parse(readFileSync(cli, 'utf8')).bin.tailwindcss);
const compiled = path.join(dist, 'tailwind.css');
execFileSync(
  process.execPath,
  [bin, '--input', 'src/published.css', '--output', compiled, '--optimize', '--silent'],
  { cwd: root, stdio: 'inherit' },
);
writeFileSync(
  path.join(dist, 'styles.css'),
  banner('compiled styles, no Tailwind needed; override the tokens on :root') +
    faces +
    '\n' +
    readFileSync(compiled, 'utf8'),
);
rmSync(compiled);

writeFileSync(
  path.join(dist, 'theme.css'),
  banner("the theme for a product on Tailwind 4: @import it after 'tailwindcss'") +
    "/* The built components, so the product's build writes the classes they use. */\n" +
    "@source './*.js';\n\n" +
    readFileSync(path.join(root, 'src', 'theme.css'), 'utf8'),
);
