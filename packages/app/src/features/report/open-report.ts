/** Opens a document in a new window (spec 002 §2: Get Report); the URL carries the token. */
export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** Saves the file at `url` through a link with `download`; the server names the file. */
export function downloadFile(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
