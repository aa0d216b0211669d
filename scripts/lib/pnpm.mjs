/** How to call pnpm from a script that pnpm started: its own CLI when known, else the PATH. */
export function pnpm(args) {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm(\.c?js)?$/.test(execPath)) {
    return [process.execPath, [execPath, ...args]];
  }
  return ['pnpm', args];
}
