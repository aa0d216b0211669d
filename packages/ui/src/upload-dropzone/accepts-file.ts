/** Why a file was turned away. */
export type FileRejection = 'too-large' | 'unsupported';

/**
 * Whether `file` matches one entry of an accept list: an extension ('.png'), a MIME type
 * ('application/pdf') or a MIME family ('image/*'), as `<input accept>` reads it.
 */
export function acceptsFile(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** The first reason to refuse `file` under the caller's accept list and size limit, or null. */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { accept, maxSize }: { accept: readonly string[]; maxSize: number | undefined },
): FileRejection | null {
  if (!acceptsFile(file, accept)) return 'unsupported';
  if (maxSize !== undefined && file.size > maxSize) return 'too-large';
  return null;
}
