import {
  decodeClientMessage,
  encodeMessage,
  ManualTimers,
  type ClientMessage,
  type ServerMessage,
  type SocketHandlers,
} from '@strata/domain';
import { describe, expect, it, vi } from 'vitest';
import { connectRealtime, IDLE_AFTER_MS } from './connect-realtime';

/** A fake server end: records what the client sent and lets the test speak for the server. */
function fakeServer() {
  const sockets: { handlers: SocketHandlers; sent: ClientMessage[]; closed: boolean }[] = [];
  return {
    sockets,
    createSocket: (_url: string, handlers: SocketHandlers) => {
      const socket = { handlers, sent: [] as ClientMessage[], closed: false };
      sockets.push(socket);
      return {
        send: (data: string) => {
          const decoded = decodeClientMessage(data);
          if (decoded.ok) socket.sent.push(decoded.message);
        },
        close: () => {
          socket.closed = true;
        },
      };
    },
    get last() {
      return sockets.at(-1)!;
    },
    say(message: ServerMessage) {
      sockets.at(-1)!.handlers.message(encodeMessage(message));
    },
  };
}

function setup(overrides: Partial<Parameters<typeof connectRealtime>[0]> = {}) {
  const server = fakeServer();
  const timers = new ManualTimers();
  const target = new EventTarget();
  const callbacks = {
    onReload: vi.fn(),
    onSessionEnd: vi.fn(),
    refreshBubbles: vi.fn(),
    onInbox: vi.fn(),
  };
  const { connection, dispose } = connectRealtime({
    url: 'ws://localhost/ws',
    createSocket: server.createSocket,
    identify: () => ({
      app: 'dashboard',
      id: 5,
      app_id: 'tab-1',
      channel: 'property-1',
      name: 'Aisyah',
      role: 'Manager',
      wpa: false,
      agent: 'test',
      token: 'secret',
      screen: '1280x800',
    }),
    currentPath: () => '/d/dashboard',
    timers,
    target,
    random: () => 0,
    ...callbacks,
    ...overrides,
  });
  connection.start();
  server.last.handlers.open();
  return { server, timers, target, connection, dispose, ...callbacks };
}

describe('the realtime connection in the app', () => {
  it('given a signed-in user, when the socket opens, then it identifies the user with /appid', () => {
    const { server } = setup();
    expect(server.last.sent[0]).toMatchObject({ type: '/appid', data: { id: 5, token: 'secret' } });
  });

  it('given the server confirms, when "connected" arrives, then it tells the server the page', () => {
    const { server } = setup();
    server.say({ type: 'connected' });
    expect(server.last.sent).toContainEqual({ type: '/page', data: { path: '/d/dashboard' } });
  });

  it('given a change made before the socket was accepted, when "connected" arrives, then the session and counters are fetched again', () => {
    const { server, refreshBubbles } = setup();
    expect(refreshBubbles).not.toHaveBeenCalled();
    server.say({ type: 'connected' });
    expect(refreshBubbles).toHaveBeenCalledTimes(1);
  });

  it('given the server says reload, when the notice arrives, then the page reloads', () => {
    const { server, onReload } = setup();
    server.say({ type: 'reload' });
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it.each(['logout', 'appid_invalid', 'forbidden', 'quit'] as const)(
    'given the server says %s, when the notice arrives, then the session ends',
    (notice) => {
      const { server, onSessionEnd } = setup();
      server.say({ type: notice });
      expect(onSessionEnd).toHaveBeenCalledWith(notice);
    },
  );

  it('given bubbles change three times within 2 s, when get-bubble arrives, then counters are fetched at once and once more after 2 s', () => {
    const { server, timers, refreshBubbles } = setup();
    server.say({ type: 'get-bubble' });
    server.say({ type: 'get-bubble' });
    server.say({ type: 'get-bubble' });
    expect(refreshBubbles).toHaveBeenCalledTimes(1);
    timers.advance(2000);
    expect(refreshBubbles).toHaveBeenCalledTimes(2);
  });

  it('given an inbox notice, when it arrives, then the app is told with its title', () => {
    const { server, onInbox } = setup();
    server.say({ type: 'inbox', data: { id: 3, title: 'Water cut', message: 'Tomorrow 9 am' } });
    expect(onInbox).toHaveBeenCalledWith({ id: 3, title: 'Water cut', message: 'Tomorrow 9 am' });
  });

  it('given presence messages, when users come and go, then the online ids follow', () => {
    const { server, connection } = setup();
    server.say({ type: 'users', data: [5, 9] });
    server.say({ type: 'new_user', data: { id: 12 } });
    server.say({ type: 'remove_user', data: { id: 9 } });
    expect(connection.getSnapshot().onlineUserIds).toEqual([5, 12]);
  });

  it('given a script error on the page, when it is thrown, then it is reported over the socket', () => {
    const { server, target } = setup();
    target.dispatchEvent(
      new ErrorEvent('error', { message: 'x is undefined', filename: '/assets/app.js', lineno: 4 }),
    );
    expect(server.last.sent).toContainEqual({
      type: '/error',
      data: { message: 'x is undefined', source: '/assets/app.js', line: 4, path: '/d/dashboard' },
    });
  });

  it('given an ignored script error, when it is thrown, then nothing is reported', () => {
    const { server, target } = setup();
    target.dispatchEvent(
      new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }),
    );
    expect(server.last.sent.filter((message) => message.type === '/error')).toEqual([]);
  });

  it('given the socket drops, when 5 s pass, then it connects again', () => {
    const { server, timers } = setup();
    server.last.handlers.close(1006);
    expect(server.sockets).toHaveLength(1);
    timers.advance(5000);
    expect(server.sockets).toHaveLength(2);
  });

  it('given the server closes with 3003, when time passes, then it never reconnects', () => {
    const { server, timers } = setup();
    server.last.handlers.close(3003);
    timers.advance(60_000);
    expect(server.sockets).toHaveLength(1);
  });

  it('given no activity for the idle period, when it ends, then the client says /quit and closes', () => {
    const { server, timers } = setup();
    timers.advance(IDLE_AFTER_MS);
    expect(server.last.sent.at(-1)).toEqual({ type: '/quit' });
    expect(server.last.closed).toBe(true);
  });

  it('given an idle connection, when the user clicks, then it connects again', () => {
    const { server, timers, target } = setup();
    timers.advance(IDLE_AFTER_MS);
    target.dispatchEvent(new Event('click'));
    expect(server.sockets).toHaveLength(2);
  });

  it('given it was disposed, when a script error happens, then nothing more is heard', () => {
    const { server, target, dispose } = setup();
    dispose();
    target.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
    expect(server.last.sent.filter((message) => message.type === '/error')).toEqual([]);
  });
});
