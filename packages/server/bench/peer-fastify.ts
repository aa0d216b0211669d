/**
 * The API peer: a bare Fastify 5 route answering GET /api/units with the very bytes Strata
 * answered (set by the benchmark with PUT /__body before each scenario). Run as its own process,
 * started and measured like Strata. Usage: node peer-fastify.js <port>
 */
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });
let body: Buffer = Buffer.from('{}');
let type = 'application/json; charset=utf-8';

app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, payload, done) =>
  done(null, payload),
);
app.put('/__body', async (request) => {
  body = request.body as Buffer;
  type = String(request.headers['x-body-type'] ?? type);
  return { bytes: body.length };
});
app.get('/api/units', async (_request, reply) => reply.type(type).send(body));
app.get('/healthz', async () => ({ ok: true }));

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port, host: '127.0.0.1' });
