// Finds a command-line tool the tests need; installs its Debian package where it may (as root with
// apt-get), as scripts/lib/chromium.mjs does for the browser. Otherwise prints what to install.
import { execFileSync, spawnSync } from 'node:child_process';

const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** True when `command` is on the PATH, after installing Debian's `pkg` if it was missing. */
export function ensureDebianTool(command, pkg) {
  if (onPath(command)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (process.platform === 'linux' && isRoot && onPath('apt-get')) {
    console.log(`${command} is missing: installing Debian’s ${pkg} package…`);
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      // Fall through to the instructions below.
    }
    if (onPath(command)) return true;
  }
  console.error(
    `\n${command} is needed by the server's tests (it reads the PDFs they render), and none was found.\n` +
      `  Debian or Ubuntu:  sudo apt-get install -y ${pkg}\n  macOS:             brew install poppler\n`,
  );
  return false;
}
