import { describe, expect, it, vi } from 'vitest';
import { ManualTimers } from '../state/manual-timers';
import { decodeClientMessage, encodeMessage } from './codec';
import { RealtimeConnection, type RealtimeEvent, type SocketHandlers } from './connection';
import type { ClientMessage, ServerMessage } from './messages';

class FakeSocket {
  readonly sent: ClientMessage[] = [];
  closedWith: number | undefined;
  constructor(
    readonly url: string,
    readonly handlers: SocketHandlers,
  ) {}
  send(frame: string) {
    const decoded = decodeClientMessage(frame);
    if (!decoded.ok) throw new Error(`client sent an unreadable frame: ${decoded.failure.reason}`);
    this.sent.push(decoded.message);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  serverSends(message: ServerMessage) {
    this.handlers.message(encodeMessage(message));
  }
}

const identity = {
  app: 'dashboard',
  id: 7,
  app_id: 'tab-1',
  channel: 'property-3',
  name: 'Aisyah',
  role: 'Manager',
  wpa: false,
  agent: 'test',
  token: 't0k',
  screen: '1920x1080',
};

function setup(random = () => 0) {
  const timers = new ManualTimers();
  const sockets: FakeSocket[] = [];
  const events: RealtimeEvent[] = [];
  let path = '/d/dashboard';
  const connection = new RealtimeConnection({
    url: 'wss://app.strata.my/ws',
    createSocket: (url, handlers) => {
      const socket = new FakeSocket(url, handlers);
      sockets.push(socket);
      return socket;
    },
    identify: () => identity,
    currentPath: () => path,
    timers,
    random,
  });
  connection.listen((event) => events.push(event));
  const last = () => sockets.at(-1)!;
  const openSocket = () => {
    last().handlers.open();
    return last();
  };
  return {
    connection,
    timers,
    sockets,
    events,
    last,
    openSocket,
    setPath: (next: string) => (path = next),
  };
}

describe('RealtimeConnection', () => {
  it('given a new connection, then it is disconnected with nobody online', () => {
    const { connection } = setup();

    expect(connection.getSnapshot()).toEqual({ status: 'disconnected', onlineUserIds: [] });
  });

  it('given start, then it opens a socket to the url and is connecting', () => {
    const { connection, sockets } = setup();

    connection.start();

    expect(sockets.map((socket) => socket.url)).toEqual(['wss://app.strata.my/ws']);
    expect(connection.getSnapshot().status).toBe('connecting');
  });

  it('given the socket opens, then it identifies itself with /appid, not as a reconnect', () => {
    const { connection, openSocket } = setup();
    connection.start();

    const socket = openSocket();

    expect(socket.sent).toEqual([{ type: '/appid', data: { ...identity, reconnect: false } }]);
    expect(connection.getSnapshot().status).toBe('open');
  });

  it('given the server confirms with connected, then the current page is announced', () => {
    const { connection, openSocket, setPath } = setup();
    connection.start();
    const socket = openSocket();
    setPath('/d/units');

    socket.serverSends({ type: 'connected' });

    expect(socket.sent.at(-1)).toEqual({ type: '/page', data: { path: '/d/units' } });
  });

  it('given users, new_user and remove_user, then the online ids follow them', () => {
    const { connection, openSocket } = setup();
    connection.start();
    const socket = openSocket();

    socket.serverSends({ type: 'users', data: [3, 5, 3] });
    expect(connection.getSnapshot().onlineUserIds).toEqual([3, 5]);
    socket.serverSends({ type: 'new_user', data: { id: 9 } });
    socket.serverSends({ type: 'new_user', data: { id: 9 } });
    expect(connection.getSnapshot().onlineUserIds).toEqual([3, 5, 9]);
    socket.serverSends({ type: 'remove_user', data: { id: 5 } });
    expect(connection.getSnapshot().onlineUserIds).toEqual([3, 9]);
  });

  it('given a new users list of the same size, then the online ids are replaced', () => {
    const { connection, openSocket } = setup();
    connection.start();
    const socket = openSocket();
    socket.serverSends({ type: 'users', data: [3, 5] });

    socket.serverSends({ type: 'users', data: [3, 8] });

    expect(connection.getSnapshot().onlineUserIds).toEqual([3, 8]);
  });

  it('given a server message, then listeners receive it typed', () => {
    const { connection, openSocket, events } = setup();
    connection.start();
    const socket = openSocket();

    socket.serverSends({ type: 'get-bubble' });

    expect(events).toEqual([{ type: 'message', message: { type: 'get-bubble' } }]);
  });

  it('given a garbage frame, then listeners hear it was invalid and nothing breaks', () => {
    const { connection, openSocket, events } = setup();
    connection.start();
    const socket = openSocket();

    socket.handlers.message('%%%');

    expect(events).toEqual([{ type: 'invalid', failure: { reason: 'not-base64' } }]);
    expect(connection.getSnapshot().status).toBe('open');
  });

  it('given a server ping, then it answers /pong', () => {
    const { connection, openSocket } = setup();
    connection.start();
    const socket = openSocket();

    socket.serverSends({ type: 'ping' });

    expect(socket.sent.at(-1)).toEqual({ type: '/pong' });
  });

  it('given the socket closes with others online, then it retries after 5 s as a reconnect', () => {
    const { connection, openSocket, sockets, timers, last } = setup();
    connection.start();
    const first = openSocket();
    first.serverSends({ type: 'users', data: [3] });

    first.handlers.close(1006);
    expect(connection.getSnapshot()).toEqual({ status: 'waiting', onlineUserIds: [] });
    timers.advance(4999);
    expect(sockets).toHaveLength(1);
    timers.advance(1);
    expect(sockets).toHaveLength(2);
    openSocket();
    expect(last().sent[0]).toEqual({ type: '/appid', data: { ...identity, reconnect: true } });
  });

  it('given two failures in a row, then the second retry waits 10 s', () => {
    const { connection, sockets, timers, last } = setup();
    connection.start();
    last().handlers.close(1006);
    timers.advance(5000);

    last().handlers.close(1006);
    timers.advance(9999);
    expect(sockets).toHaveLength(2);
    timers.advance(1);
    expect(sockets).toHaveLength(3);
  });

  it('given close code 3003, then it never reconnects', () => {
    const { connection, openSocket, sockets, timers } = setup();
    connection.start();
    openSocket().handlers.close(3003);

    connection.activity('focus');
    timers.advance(60_000);

    expect(sockets).toHaveLength(1);
    expect(connection.getSnapshot().status).toBe('stopped');
  });

  it('given close code 1012 and random 0.5, then it retries after 10 s', () => {
    const { connection, openSocket, sockets, timers } = setup(() => 0.5);
    connection.start();
    openSocket().handlers.close(1012);

    timers.advance(9999);
    expect(sockets).toHaveLength(1);
    timers.advance(1);
    expect(sockets).toHaveLength(2);
  });

  it('given a long idle period, then it says /quit, closes, and a click reconnects', () => {
    const { connection, openSocket, sockets } = setup();
    connection.start();
    const socket = openSocket();

    connection.idle();
    expect(socket.sent.at(-1)).toEqual({ type: '/quit' });
    expect(socket.closedWith).toBe(1000);
    expect(connection.getSnapshot().status).toBe('asleep');

    connection.activity('click');
    expect(sockets).toHaveLength(2);
  });

  it('given the socket it closed reports its close late, then nothing is retried', () => {
    const { connection, openSocket, timers, sockets } = setup();
    connection.start();
    const socket = openSocket();
    connection.idle();

    socket.handlers.close(1000);
    timers.advance(60_000);

    expect(sockets).toHaveLength(1);
    expect(connection.getSnapshot().status).toBe('asleep');
  });

  it('given a retry is waiting, when the user goes idle, then the retry is cancelled', () => {
    const { connection, last, timers, sockets } = setup();
    connection.start();
    last().handlers.close(1006);

    connection.idle();
    timers.advance(60_000);

    expect(sockets).toHaveLength(1);
    expect(timers.pending).toBe(0);
  });

  it('given a reload notice, then listeners are told to reload', () => {
    const { connection, openSocket, events } = setup();
    connection.start();

    openSocket().serverSends({ type: 'reload' });

    expect(events.at(-1)).toEqual({ type: 'reload' });
  });

  it('given a forbidden notice, then the socket closes and the session ends', () => {
    const { connection, openSocket, events } = setup();
    connection.start();
    const socket = openSocket();

    socket.serverSends({ type: 'forbidden' });

    expect(events.at(-1)).toEqual({ type: 'session-end', reason: 'forbidden' });
    expect(socket.closedWith).toBe(1000);
    expect(connection.getSnapshot().status).toBe('ended');
  });

  it('given a chat message, then it is only passed on', () => {
    const { connection, openSocket, events } = setup();
    connection.start();
    const chat: ServerMessage = {
      type: 'chat',
      data: {
        msg_id: 'm1',
        sender: 3,
        recipient_id: 7,
        message: 'Hai',
        created_at: '2026-11-02 09:30:00',
        seen: false,
      },
    };

    openSocket().serverSends(chat);

    expect(events).toEqual([{ type: 'message', message: chat }]);
    expect(connection.getSnapshot()).toEqual({ status: 'open', onlineUserIds: [] });
  });

  it('given logout, then it says /quit and closes for good', () => {
    const { connection, openSocket } = setup();
    connection.start();
    const socket = openSocket();

    connection.stop();

    expect(socket.sent.at(-1)).toEqual({ type: '/quit' });
    expect(connection.getSnapshot().status).toBe('ended');
  });

  it('given an open socket, when the app sends a message or announces a page, then it goes out', () => {
    const { connection, openSocket } = setup();
    connection.start();
    const socket = openSocket();

    expect(connection.send({ type: '/typing', data: { recipient_id: 3 } })).toBe(true);
    expect(connection.announcePage('/d/audit')).toBe(true);
    expect(socket.sent.slice(1)).toEqual([
      { type: '/typing', data: { recipient_id: 3 } },
      { type: '/page', data: { path: '/d/audit' } },
    ]);
  });

  it('given no open socket, when the app sends, then it reports it could not', () => {
    const { connection } = setup();
    connection.start();

    expect(connection.send({ type: '/seen', data: { recipient_id: 3 } })).toBe(false);
  });

  it('given a socket that cannot be created, then it counts as a failed attempt', () => {
    const timers = new ManualTimers();
    let calls = 0;
    const connection = new RealtimeConnection({
      url: 'nonsense',
      createSocket: () => {
        calls += 1;
        throw new SyntaxError('invalid url');
      },
      identify: () => identity,
      currentPath: () => '/',
      timers,
      random: () => 0,
    });

    connection.start();
    expect(connection.getSnapshot().status).toBe('waiting');
    timers.advance(5000);
    expect(calls).toBe(2);
  });

  it('given a stale socket from before a reconnect, then its events are ignored', () => {
    const { connection, openSocket, timers, sockets, events } = setup();
    connection.start();
    const stale = openSocket();
    stale.handlers.close(1006);
    timers.advance(5000);
    openSocket();

    stale.handlers.open();
    stale.handlers.message(encodeMessage({ type: 'reload' }));
    stale.handlers.close(1006);

    expect(sockets).toHaveLength(2);
    expect(events).toEqual([]);
    expect(connection.getSnapshot().status).toBe('open');
  });

  it('given logout while connecting, when that socket opens late, then no /appid is sent', () => {
    const { connection, last } = setup();
    connection.start();
    const socket = last();

    connection.stop();
    socket.handlers.open();

    expect(socket.closedWith).toBe(1000);
    expect(socket.sent).toEqual([]);
    expect(connection.getSnapshot().status).toBe('ended');
  });

  it('given a subscriber, then it hears status changes and not repeats', () => {
    const { connection, openSocket } = setup();
    const listener = vi.fn();
    const unsubscribe = connection.subscribe(listener);

    connection.start();
    const socket = openSocket();
    socket.serverSends({ type: 'users', data: [] });
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    socket.serverSends({ type: 'users', data: [4] });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('given a listener that stopped listening, then it hears nothing more', () => {
    const { connection, openSocket } = setup();
    const heard: RealtimeEvent[] = [];
    const stop = connection.listen((event) => heard.push(event));
    connection.start();
    const socket = openSocket();

    stop();
    socket.serverSends({ type: 'get-bubble' });

    expect(heard).toEqual([]);
  });

  it('given no timers or random, then the runtime ones are used', () => {
    vi.useFakeTimers();
    try {
      const sockets: SocketHandlers[] = [];
      const connection = new RealtimeConnection({
        url: 'ws://localhost/ws',
        createSocket: (_url, handlers) => {
          sockets.push(handlers);
          return { send: () => undefined, close: () => undefined };
        },
        identify: () => identity,
        currentPath: () => '/',
      });
      connection.start();
      sockets[0]!.close(1006);
      vi.advanceTimersByTime(5000);
      expect(sockets).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
