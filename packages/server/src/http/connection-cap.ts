import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Closes a new connection at once when its peer address already holds `maxPerAddress` open
 * connections (requests, kept-alive or upgraded to the realtime socket), so one client cannot hold
 * every connection the process can serve. Counted per instance, by the direct peer: behind a proxy
 * every client shares the proxy's address, so the caller leaves the cap off there.
 */
export function capConnectionsPerAddress(server: Server, maxPerAddress: number): void {
  const openByAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // A peer that has already gone has no address; Node closes its socket by itself.
    if (address === undefined) return;
    const open = openByAddress.get(address) ?? 0;
    if (open >= maxPerAddress) {
      socket.destroy();
      return;
    }
    openByAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
  });
}
