/**
 * The realtime peer: a bare `ws` server at /ws that answers a client's first frame (its
 * `/appid`) with `connected`, as Strata does, and sends the frame POSTed to /broadcast to every
 * socket. Run as its own process, started and measured like Strata. Usage: node peer-ws.js <port>
 */
import { createServer } from 'node:http';
import { encodeMessage } from '@strata/domain';
import { WebSocketServer, type WebSocket } from 'ws';

const port = Number(process.argv[2]);
const connected = encodeMessage({ type: 'connected' });
const sockets = new Set<WebSocket>();

const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/broadcast') {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const frame = Buffer.concat(chunks).toString('utf8');
      for (const socket of sockets) socket.send(frame);
      response.writeHead(204).end();
    });
    return;
  }
  response.writeHead(request.url === '/healthz' ? 200 : 404).end();
});
const wss = new WebSocketServer({ server, path: '/ws' });
wss.on('connection', (socket) => {
  socket.once('message', () => {
    sockets.add(socket);
    socket.send(connected);
  });
  socket.on('close', () => sockets.delete(socket));
  socket.on('error', () => sockets.delete(socket));
});

process.on('SIGTERM', () => {
  for (const socket of sockets) socket.terminate();
  server.close(() => process.exit(0));
});
server.listen(port, '127.0.0.1');
