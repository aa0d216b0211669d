import { CLOSE_RESTART, CLOSE_STOP, encodeMessage } from '@strata/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../src/db/database';
import { writeAudit } from '../src/audit';
import { revokeUserSessions } from '../src/auth/sessions';
import { hashToken } from '../src/auth/tokens';
import { chatMessages, errorLog, sessions } from '../src/db/schema';
import { notify } from '../src/realtime/bus';
import { FRAMES_PER_WINDOW } from '../src/realtime/hub';
import { engines, NOW, seededDatabase, testServer } from './support/harness';
import { appId, pause, signedIn, socketAddress, TestSocket, type SignedIn } from './support/socket';

describe.each(engines)('realtime socket on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let url: string;
  let admin: SignedIn;
  let manager: SignedIn;
  let owner: SignedIn;
  let superUser: SignedIn;
  let admin2: SignedIn;
  const opened: TestSocket[] = [];

  async function connect(user: SignedIn) {
    const socket = await TestSocket.connect(url, user);
    opened.push(socket);
    return socket;
  }

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = socketAddress(app);
    admin = await signedIn(app, 'admin@demo.test');
    manager = await signedIn(app, 'manager@demo.test');
    owner = await signedIn(app, 'owner@demo.test');
    superUser = await signedIn(app, 'super@demo.test');
    admin2 = await signedIn(app, 'admin2@demo.test');
  }, 120_000);

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((socket) => socket.close()));
    // Let the server hear the closes before the next test counts who is online.
    await pause(50);
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  describe('identification', () => {
    it('given a demo token in /appid, answers connected', async () => {
      const socket = await connect(admin);
      expect(socket.received[0]).toEqual({ type: 'connected' });
    });

    it('given frames sent right after /appid, before connected, they are handled once it is accepted', async () => {
      const socket = await TestSocket.open(url);
      opened.push(socket);
      socket.send(appId(owner));
      socket.send({ type: '/chat_history', data: { recipient_id: superUser.id } });
      expect(await socket.next('chat_history')).toBeTruthy();
      expect(socket.received.map((message) => message.type).slice(0, 2)).toEqual([
        'connected',
        'users',
      ]);
    });

    it('given a token that is not a session, answers appid_invalid and closes with 3003', async () => {
      const socket = await TestSocket.open(url);
      opened.push(socket);
      socket.send(appId(admin, 'not-a-real-token'));
      expect(await socket.closed).toEqual({ code: CLOSE_STOP });
      expect(socket.received).toEqual([{ type: 'appid_invalid' }]);
    });

    it("given another user's id with a valid token, closes with 3003", async () => {
      const socket = await TestSocket.open(url);
      opened.push(socket);
      socket.send(appId({ ...admin, id: manager.id }));
      expect(await socket.closed).toEqual({ code: CLOSE_STOP });
    });

    it('given a first frame that is not /appid, closes with 3003', async () => {
      const socket = await TestSocket.open(url);
      opened.push(socket);
      socket.send({ type: '/page', data: { path: '/d/units' } });
      expect(await socket.closed).toEqual({ code: CLOSE_STOP });
    });

    it('given a frame that is not base64 JSON first, closes with 3003', async () => {
      const socket = await TestSocket.open(url);
      opened.push(socket);
      socket.sendRaw('{"type":"/appid"}');
      expect(await socket.closed).toEqual({ code: CLOSE_STOP });
    });
  });

  describe('presence', () => {
    it('given the admin online, when the manager connects, the manager hears the admin in users', async () => {
      await connect(admin);
      const second = await connect(manager);
      const users = await second.next('users');
      expect(users.data).toContain(admin.id);
      expect(users.data).not.toContain(manager.id);
    });

    it('given the admin online, when the manager of the same property connects, the admin hears new_user', async () => {
      const first = await connect(admin);
      await connect(manager);
      expect(await first.next('new_user')).toEqual({ type: 'new_user', data: { id: manager.id } });
    });

    it('given the admin and manager online, when the manager leaves, the admin hears remove_user', async () => {
      const first = await connect(admin);
      const second = await connect(manager);
      await first.next('new_user');
      await second.close();
      expect(await first.next('remove_user')).toEqual({
        type: 'remove_user',
        data: { id: manager.id },
      });
    });

    it('given the admin of another property online, a property 1 user coming is not announced to them', async () => {
      const other = await connect(admin2);
      await connect(admin);
      await pause(200);
      expect(other.all('new_user')).toEqual([]);
    });

    it('given provider staff online, an owner coming online is announced to them', async () => {
      const staff = await connect(superUser);
      await connect(owner);
      expect(await staff.next('new_user')).toEqual({ type: 'new_user', data: { id: owner.id } });
    });

    it('given /quit, the server closes the socket and the user goes offline', async () => {
      const first = await connect(admin);
      const second = await connect(manager);
      second.send({ type: '/quit' });
      expect(await second.closed).toEqual({ code: 1000 });
      expect(await first.next('remove_user')).toEqual({
        type: 'remove_user',
        data: { id: manager.id },
      });
    });
  });

  describe('chat', () => {
    it('given provider staff send a chat to an online owner, the owner receives it and the staff get it back as delivered', async () => {
      const staff = await connect(superUser);
      const user = await connect(owner);
      staff.send({
        type: '/chat',
        data: {
          msg_id: `m-${engine}-1`,
          recipient_id: owner.id,
          recipient: owner.name,
          message: 'Hello, how can we help?',
        },
      });
      const received = await user.next('chat');
      expect(received.data).toMatchObject({
        msg_id: `m-${engine}-1`,
        sender: superUser.id,
        sender_name: superUser.name,
        recipient_id: owner.id,
        message: 'Hello, how can we help?',
        created_at: '2026-11-02 09:30:00',
        seen: false,
      });
      expect((await staff.next('chat')).data.msg_id).toBe(`m-${engine}-1`);
    });

    it('given a chat was sent, it is stored and answered by /chat_history', async () => {
      const staff = await connect(superUser);
      staff.send({
        type: '/chat',
        data: {
          msg_id: `m-${engine}-2`,
          recipient_id: owner.id,
          recipient: owner.name,
          message: 'Your parcel has arrived',
        },
      });
      await staff.next('chat');
      const [row] = await db.orm
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.msgId, `m-${engine}-2`));
      expect(row).toMatchObject({ senderId: superUser.id, recipientId: owner.id });
      const user = await connect(owner);
      user.send({ type: '/chat_history', data: { recipient_id: superUser.id } });
      const history = await user.next('chat_history');
      expect(history.data.map((message) => message.message)).toContain('Your parcel has arrived');
    });

    it('given the owner reads the chat, the staff hear seen and the messages are stored as seen', async () => {
      const staff = await connect(superUser);
      const user = await connect(owner);
      staff.send({
        type: '/chat',
        data: {
          msg_id: `m-${engine}-3`,
          recipient_id: owner.id,
          recipient: owner.name,
          message: 'Did you see this?',
        },
      });
      await user.next('chat');
      user.send({ type: '/seen', data: { recipient_id: superUser.id } });
      expect(await staff.next('seen')).toEqual({ type: 'seen', data: { sender: owner.id } });
      const [row] = await db.orm
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.msgId, `m-${engine}-3`));
      expect(row?.seenAt).not.toBeNull();
    });

    it('given the owner types to provider staff, the staff hear typing', async () => {
      const staff = await connect(superUser);
      const user = await connect(owner);
      user.send({ type: '/typing', data: { recipient_id: superUser.id } });
      expect(await staff.next('typing')).toEqual({ type: 'typing', data: { sender: owner.id } });
    });

    it('given two users who are not provider staff, a chat between them is not delivered or stored', async () => {
      const first = await connect(admin);
      const second = await connect(manager);
      first.send({
        type: '/chat',
        data: {
          msg_id: `m-${engine}-4`,
          recipient_id: manager.id,
          recipient: manager.name,
          message: 'Psst',
        },
      });
      await pause(200);
      expect(second.all('chat')).toEqual([]);
      const rows = await db.orm
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.msgId, `m-${engine}-4`));
      expect(rows).toEqual([]);
    });

    it('given provider staff end the chat, both hear end and the history starts afresh', async () => {
      const staff = await connect(superUser);
      const user = await connect(owner);
      staff.send({ type: '/end', data: { id: owner.id } });
      expect(await user.next('end')).toEqual({ type: 'end', data: { id: superUser.id } });
      expect(await staff.next('end')).toEqual({ type: 'end', data: { id: owner.id } });
      user.send({ type: '/chat_history', data: { recipient_id: superUser.id } });
      expect((await user.next('chat_history')).data).toEqual([]);
      const open = await db.orm
        .select()
        .from(chatMessages)
        .where(
          and(eq(chatMessages.recipientId, owner.id), eq(chatMessages.senderId, superUser.id)),
        );
      expect(open.every((row) => row.endedAt !== null)).toBe(true);
    });

    it('given an owner sends /end, nothing is closed', async () => {
      const staff = await connect(superUser);
      const user = await connect(owner);
      user.send({ type: '/end', data: { id: superUser.id } });
      await pause(200);
      expect(staff.all('end')).toEqual([]);
    });
  });

  describe('pushes', () => {
    it('given a staff client of property 1, a sign-in there arrives as activity-log', async () => {
      const staff = await connect(manager);
      await signedIn(app, 'guard@demo.test');
      const entry = await staff.next('activity-log', (m) => m.data.username === 'guard');
      expect(entry.data).toMatchObject({ module: 'Session', action: 'sign-in' });
      expect(entry.data.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    });

    it("given a staff client of property 2, property 1's audit entry does not arrive", async () => {
      const first = await connect(manager);
      const other = await connect(admin2);
      await signedIn(app, 'guard@demo.test');
      await first.next('activity-log', (m) => m.data.username === 'guard');
      await pause(100);
      expect(other.all('activity-log')).toEqual([]);
    });

    it('given an owner client, staff activity is not pushed to it', async () => {
      const staff = await connect(manager);
      const user = await connect(owner);
      await signedIn(app, 'guard@demo.test');
      await staff.next('activity-log', (m) => m.data.username === 'guard');
      await pause(100);
      expect(user.all('activity-log')).toEqual([]);
    });

    it('given publish to a user, get-bubble reaches that user only', async () => {
      const first = await connect(admin);
      const second = await connect(manager);
      await app.realtime.publish({ userId: manager.id, event: { type: 'get-bubble' } });
      expect(await second.next('get-bubble')).toEqual({ type: 'get-bubble' });
      await pause(100);
      expect(first.all('get-bubble')).toEqual([]);
    });

    it('given publish to a property with owners, an inbox notice reaches its owner', async () => {
      const user = await connect(owner);
      await app.realtime.publish({
        propertyId: 1,
        owners: true,
        event: { type: 'inbox', data: { title: 'Water cut', message: 'Tomorrow 9-11 am' } },
      });
      expect((await user.next('inbox')).data).toEqual({
        title: 'Water cut',
        message: 'Tomorrow 9-11 am',
      });
    });

    it('given publish to everyone, reload reaches every client', async () => {
      const first = await connect(admin);
      const other = await connect(admin2);
      await app.realtime.publish({ everyone: true, event: { type: 'reload' } });
      expect(await first.next('reload')).toEqual({ type: 'reload' });
      expect(await other.next('reload')).toEqual({ type: 'reload' });
    });

    it('given the session behind a socket is signed out, the socket hears logout and closes with 3003', async () => {
      const session = await signedIn(app, 'manager@demo.test');
      const socket = await connect(session);
      const response = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { 'x-platform': 'web_app', 'x-app-version': '1.0.0' },
        payload: { token: session.token },
      });
      expect(response.statusCode).toBe(200);
      await socket.next('logout');
      expect(await socket.closed).toEqual({ code: CLOSE_STOP });
    });

    it("given a user's sessions are all revoked (deactivation), their socket hears logout and closes with 3003", async () => {
      const guard = await signedIn(app, 'guard@demo.test');
      const socket = await connect(guard);
      await revokeUserSessions(db.orm, app.actors, guard.id, NOW);
      await socket.next('logout');
      expect(await socket.closed).toEqual({ code: CLOSE_STOP });
    });

    it('given an audit entry in a transaction that rolls back, nothing is pushed', async () => {
      const staff = await connect(manager);
      const failed = db.orm.transaction(async (tx) => {
        await writeAudit(tx, null, { module: 'Test', action: 'rolled-back', propertyId: 1 });
        throw new Error('undo');
      });
      await expect(failed).rejects.toThrow('undo');
      await writeAudit(db.orm, null, { module: 'Test', action: 'committed', propertyId: 1 });
      await staff.next('activity-log', (m) => m.data.action === 'committed');
      expect(staff.all('activity-log').map((m) => m.data.action)).not.toContain('rolled-back');
    });

    it('given a script error report, it is stored and provider staff hear error-log', async () => {
      const staff = await connect(superUser);
      const user = await connect(owner);
      user.send({
        type: '/error',
        data: {
          message: `TypeError: x is undefined (${engine})`,
          path: '/d/dashboard',
          line: 3,
          column: 7,
        },
      });
      const notice = await staff.next('error-log');
      expect(notice.data?.total).toBeGreaterThan(0);
      const rows = await db.orm
        .select()
        .from(errorLog)
        .where(eq(errorLog.message, `TypeError: x is undefined (${engine})`));
      expect(rows).toMatchObject([{ userId: owner.id, url: '/d/dashboard', detail: 'line 3:7' }]);
    });

    it('given a client flooding the socket, frames past the limit are dropped', async () => {
      const staff = await connect(superUser);
      const user = await connect(owner);
      for (let sent = 0; sent < FRAMES_PER_WINDOW + 50; sent += 1) {
        user.send({ type: '/typing', data: { recipient_id: superUser.id } });
      }
      // The window also counted the owner's /appid.
      const allowed = FRAMES_PER_WINDOW - 1;
      await staff.next('typing', () => staff.all('typing').length >= allowed);
      await pause(300);
      expect(staff.all('typing')).toHaveLength(allowed);
    });

    it('given a malformed frame after connecting, the socket stays open', async () => {
      const socket = await connect(admin);
      socket.sendRaw('%%%');
      socket.sendRaw(encodeMessage({ type: '/chat', data: { msg_id: 1 } }));
      socket.send({ type: '/page', data: { path: '/d/units' } });
      await app.realtime.publish({ userId: admin.id, event: { type: 'get-bubble' } });
      expect(await socket.next('get-bubble')).toEqual({ type: 'get-bubble' });
    });
  });

  describe('keep-alive and shutdown', () => {
    it('given a client that answers pings, it stays connected over several intervals', async () => {
      const fast = await testServer(db, { pingIntervalMs: 100 });
      try {
        await fast.listen({ port: 0, host: '127.0.0.1' });
        const socket = await TestSocket.connect(socketAddress(fast), admin);
        for (let round = 1; round <= 4; round += 1) {
          await socket.next('ping', () => socket.all('ping').length >= round);
          socket.send({ type: '/pong' });
        }
        expect(socket.all('ping').length).toBeGreaterThanOrEqual(4);
        expect(socket.received.at(-1)?.type).not.toBe('logout');
        await socket.close();
      } finally {
        await fast.close();
      }
    });

    it('given a client that never answers pings, the server drops it', async () => {
      const fast = await testServer(db, { pingIntervalMs: 100 });
      try {
        await fast.listen({ port: 0, host: '127.0.0.1' });
        const socket = await TestSocket.connect(socketAddress(fast), admin);
        const closed = await Promise.race([socket.closed, pause(3000).then(() => 'still open')]);
        expect(closed).toEqual({ code: 1006 });
      } finally {
        await fast.close();
      }
    });

    it('given another instance that goes silent without saying bye, its users go offline', async () => {
      const fast = await testServer(db, { pingIntervalMs: 100 });
      try {
        await fast.listen({ port: 0, host: '127.0.0.1' });
        const staff = await TestSocket.connect(socketAddress(fast), superUser);
        const keepAlive = setInterval(() => staff.send({ type: '/pong' }), 40);
        onTestFinished(() => clearInterval(keepAlive));
        // An instance that announces itself and one user, then is never heard from again.
        await notify(db.orm, { k: 'alive', i: `ghost-${engine}`, every: 100 });
        const ghostUser = { id: owner.id, p: 1, s: false };
        await notify(db.orm, { k: 'presence', i: `ghost-${engine}`, on: true, u: ghostUser });
        expect(await staff.next('new_user')).toEqual({ type: 'new_user', data: { id: owner.id } });
        expect(await staff.next('remove_user')).toEqual({
          type: 'remove_user',
          data: { id: owner.id },
        });
        await staff.close();
      } finally {
        await fast.close();
      }
    });

    it('given a session that expires while its socket is open, the socket hears logout at the next ping', async () => {
      const fast = await testServer(db, { pingIntervalMs: 100 });
      try {
        await fast.listen({ port: 0, host: '127.0.0.1' });
        const guard = await signedIn(fast, 'guard@demo.test');
        const socket = await TestSocket.connect(socketAddress(fast), guard);
        const keepAlive = setInterval(() => socket.send({ type: '/pong' }), 40);
        onTestFinished(() => clearInterval(keepAlive));
        await db.orm
          .update(sessions)
          .set({ expiresAt: new Date(NOW.getTime() - 1000) })
          .where(eq(sessions.tokenHash, hashToken(guard.token)));
        await socket.next('logout');
        expect(await socket.closed).toEqual({ code: CLOSE_STOP });
      } finally {
        await fast.close();
      }
    });

    it('given a graceful shutdown, every client is closed with 1012', async () => {
      const second = await testServer(db);
      await second.listen({ port: 0, host: '127.0.0.1' });
      const first = await TestSocket.connect(socketAddress(second), admin);
      const other = await TestSocket.connect(socketAddress(second), owner);
      await second.close();
      expect(await first.closed).toEqual({ code: CLOSE_RESTART });
      expect(await other.closed).toEqual({ code: CLOSE_RESTART });
    });
  });
});
