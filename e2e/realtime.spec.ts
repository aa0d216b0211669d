import { expect, test, type WebSocket } from '@playwright/test';
import { closeAnnouncements } from './support/session';

/** A frame's message type: frames are base64 of a JSON envelope (spec 000 §7). */
function frameType(payload: string | Buffer): string {
  const json = Buffer.from(payload.toString(), 'base64').toString('utf8');
  return (JSON.parse(json) as { type: string }).type;
}

// Another client than the session specs (TRUST_PROXY in playwright.config.ts), so this sign-in
// does not count against their address's 10 a minute.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.6' } });

const isRealtime = (socket: WebSocket) => new URL(socket.url()).pathname === '/ws';

test('a signed-in provider staff member’s browser opens /ws, identifies itself and is confirmed', async ({
  page,
}) => {
  const sockets: WebSocket[] = [];
  const sent: string[] = [];
  const received: string[] = [];
  page.on('websocket', (socket) => {
    if (!isRealtime(socket)) return;
    sockets.push(socket);
    socket.on('framesent', (frame) => sent.push(frameType(frame.payload)));
    socket.on('framereceived', (frame) => received.push(frameType(frame.payload)));
  });
  // The day's announcement may open over the dashboard; it does not matter here.
  await closeAnnouncements(page);

  await page.goto('/d/login');
  await page.getByLabel(/Email or username/).fill('super@demo.test');
  await page.getByLabel(/^Password/).fill('demo1234');
  expect(sockets).toHaveLength(0);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/d\/dashboard$/);
  await expect.poll(() => received).toContain('connected');
  expect(sockets).toHaveLength(1);
  expect(sent[0]).toBe('/appid');
});
