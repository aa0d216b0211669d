// Finds Chromium for the story and end-to-end tests; installs Debian's package where it may.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  }
  return candidates.find((candidate) => existsSync(candidate));
}

const instructions = `
Chromium is needed for the story and end-to-end tests, and none was found.
  Debian or Ubuntu:  sudo apt-get install -y chromium
  macOS:             install Google Chrome
  Anywhere:          set CHROME_PATH to a Chrome or Chromium binary
`;

/** Returns Chromium's path, installing it with apt-get when missing and running as root. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (process.platform === 'linux' && isRoot && hasApt) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      // Fall through to the instructions below.
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(instructions);
  process.exit(1);
}
