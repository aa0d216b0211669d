import type { SocketHandlers, SocketLike } from '@strata/domain';

/** The part of the browser's WebSocket class the adapter uses; tests pass a fake. */
export type WebSocketConstructor = new (url: string) => {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number): void;
};

/**
 * Opens a browser WebSocket and forwards its open, close and message events to the realtime
 * connection, the `createSocket` option of `RealtimeConnection`.
 */
export function createBrowserSocket(
  url: string,
  handlers: SocketHandlers,
  Socket: WebSocketConstructor = WebSocket,
): SocketLike {
  const socket = new Socket(url);
  socket.onopen = () => handlers.open();
  socket.onclose = (event) => handlers.close(event.code);
  socket.onmessage = (event) => handlers.message(event.data);
  return {
    send: (data) => socket.send(data),
    close: (code) => {
      // Detach first: a socket we close ourselves must not count as a lost connection.
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(code);
    },
  };
}
