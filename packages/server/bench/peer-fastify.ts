/**
 * The API peers, one process: a bare Fastify 5 route answering GET /api/units with the very bytes
 * Strata answered (set by the benchmark with PUT /__body before each scenario), and, on
 * PostgreSQL, the same route with the list's statement run on each request (set with PUT
 * /__query): the least any route that reads the list from the database pays on this machine.
 * Started and measured like Strata. Usage: node peer-fastify.js <port>
 */
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });
let body: Buffer = Buffer.from('{}');
let type = 'application/json; charset=utf-8';

/** The statement GET /api/units-query runs, and the pool it runs on (10 connections, as Strata). */
type Statement = { url: string; text: string; values: unknown[]; named: boolean };
let statement: (Statement & { name: string; pool: pg.Pool }) | null = null;
let statements = 0;

app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, payload, done) =>
  done(null, payload),
);
app.put('/__body', async (request) => {
  body = request.body as Buffer;
  type = String(request.headers['x-body-type'] ?? type);
  return { bytes: body.length };
});
app.put('/__query', async (request) => {
  // Sent as JSON, which Fastify parses itself.
  const next = request.body as Statement;
  const pool =
    statement && statement.url === next.url
      ? statement.pool
      : new pg.Pool({ connectionString: next.url, max: 10 });
  if (statement && statement.pool !== pool) await statement.pool.end();
  statements += 1;
  statement = { ...next, name: `peer_list_${statements}`, pool };
  return { ok: true };
});
app.get('/api/units', async (_request, reply) => reply.type(type).send(body));
// As Strata's list: one statement (named when Strata names it: parsed and planned once per
// connection), its rows and their total as JSON.
app.get('/api/units-query', async (_request, reply) => {
  if (!statement) return reply.code(404).send({ message: 'No statement set' });
  const { rows } = await statement.pool.query<{ total?: unknown }>({
    ...(statement.named ? { name: statement.name } : {}),
    text: statement.text,
    values: statement.values,
  });
  return reply.type(type).send(JSON.stringify({ data: rows, total: Number(rows[0]?.total ?? 0) }));
});
app.get('/healthz', async () => ({ ok: true }));

process.on(
  'SIGTERM',
  () =>
    void Promise.resolve(statement?.pool.end())
      .then(() => app.close())
      .then(() => process.exit(0)),
);
await app.listen({ port, host: '127.0.0.1' });
