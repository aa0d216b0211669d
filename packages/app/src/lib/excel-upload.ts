/**
 * Reads a file as base64 (the upload calls send files so), reporting the share read so far,
 * 0–100. The client's fetch has no upload progress, so this is the progress the dialog shows
 * before 'Processing..' while the server works.
 */
export function readFileAsBase64(
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onload = () => {
      onProgress(100);
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** An import refusal split into its summary and its rows. */
export type ImportRowErrors = { summary: string; rows: { row: number; message: string }[] };

const ROW = /Row (\d+): (.*?)(?=; Row \d+: |; and \d+ more$|$)/g;

/**
 * The rows of the server's import refusal ('Nothing was imported. Row 2: …; Row 5: …'), so the
 * dialog lists them; null when the text names no row (then it shows as it is).
 */
export function rowErrorsOf(message: string): ImportRowErrors | null {
  const rows = [...message.matchAll(ROW)].map((match) => ({
    row: Number(match[1]),
    message: match[2]!.trim(),
  }));
  if (rows.length === 0) return null;
  const summary = message.slice(0, message.indexOf('Row ')).trim();
  const more = /; (and \d+ more)$/.exec(message)?.[1];
  return { summary: more ? `${summary} (${more})` : summary, rows };
}
