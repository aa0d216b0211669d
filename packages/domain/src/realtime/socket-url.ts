/** Where the page was loaded from: `location.protocol` ('https:') and `location.host`. */
export type PageOrigin = { protocol: string; host: string };

/**
 * The realtime endpoint of the server that served the page (spec 000 §7): secure 'wss://' on
 * an https page, plain 'ws://' otherwise (a local server), always at `/ws`.
 */
export function socketUrl({ protocol, host }: PageOrigin, path = '/ws'): string {
  const scheme = protocol.replace(/:$/, '').toLowerCase() === 'https' ? 'wss' : 'ws';
  return `${scheme}://${host}${path.startsWith('/') ? path : `/${path}`}`;
}
