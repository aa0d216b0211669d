import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { endpoints, openApiPath } from '@strata/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase, testServer } from './support/harness';

const execute = promisify(execFile);

/** Runs a command; a failure carries what it printed, so the test says why. */
async function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}) {
  try {
    return await execute(command, args, options);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${path.basename(command)} failed:\n${stdout}\n${stderr}`, { cause: error });
  }
}
const bin = (name: string) => path.join(import.meta.dirname, '..', 'node_modules', '.bin', name);
const require = createRequire(import.meta.url);

type Operation = { operationId?: string; security?: unknown[] };
type Document = {
  openapi: string;
  servers?: unknown[];
  paths: Record<string, Record<string, Operation>>;
};

/*
 * The document other teams generate clients from (spec 000 §7 and the contract in
 * packages/domain/src/contract): it must pass the usual linter, name every operation, and be
 * enough for a generated client to sign in and list units.
 */
describe('the OpenAPI document at /api/docs', () => {
  let app: Awaited<ReturnType<typeof testServer>>;
  let drop: () => Promise<void>;
  let folder: string;
  let document: Document;
  let file: string;

  beforeAll(async () => {
    const seeded = await seededDatabase('PGlite');
    drop = seeded.drop;
    app = await testServer(seeded.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    document = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    // Outside the workspace, as another product's repository would be.
    folder = await mkdtemp(path.join(tmpdir(), 'strata-openapi-'));
    file = path.join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
  });

  afterAll(async () => {
    await app.close();
    await drop();
    await rm(folder, { recursive: true, force: true });
  });

  it("passes redocly's recommended rules with no error", async () => {
    const { stdout } = await run(
      bin('redocly'),
      ['lint', file, '--extends=recommended', '--format=json'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: Error) => ({ stdout: (error.cause as { stdout: string }).stdout }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}`);

    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('has every endpoint of the contract, under its operationId, and nothing else', () => {
    const documented = Object.entries(document.paths).flatMap(([route, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) => `${operation.operationId} ${method.toUpperCase()} ${route}`,
      ),
    );
    const contract = endpoints.map(
      (endpoint) => `${endpoint.operationId} ${endpoint.method} ${openApiPath(endpoint.path)}`,
    );

    expect(documented.sort()).toEqual(contract.sort());
    expect(new Set(endpoints.map((endpoint) => endpoint.operationId)).size).toBe(endpoints.length);
  });

  it('declares security on every operation: none on the public calls, the token on the others', () => {
    for (const endpoint of endpoints) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      const expected = endpoint.access.session === 'none' ? [] : expect.arrayContaining([]);
      expect(operation?.security, endpoint.operationId).toEqual(expected);
      if (endpoint.access.session !== 'none') {
        expect(operation?.security, endpoint.operationId).toContainEqual({ bearer: [] });
      }
    }
    expect(document.servers).toHaveLength(1);
  });

  it('generates a client (openapi-typescript, openapi-fetch) that signs in and lists units', async () => {
    await run(bin('openapi-typescript'), [file, '--output', path.join(folder, 'schema.d.ts')]);
    await writeFile(path.join(folder, 'package.json'), '{ "type": "module" }');
    // openapi-fetch as the other product installs it: its own node_modules/openapi-fetch.
    await mkdir(path.join(folder, 'node_modules'));
    await symlink(
      path.dirname(require.resolve('openapi-fetch/package.json')),
      path.join(folder, 'node_modules', 'openapi-fetch'),
      'dir',
    );
    const address = app.server.address() as { port: number };
    await writeFile(
      path.join(folder, 'client.ts'),
      [
        "import createClient from 'openapi-fetch';",
        "import type { paths } from './schema.d.ts';",
        '',
        `const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:${address.port}' });`,
        "const login = await client.POST('/api/login', {",
        "  body: { email_username: 'admin@demo.test', password: 'demo1234', platform: 'web_app' },",
        '});',
        'if (!login.data) throw new Error(`login failed: ${JSON.stringify(login.error)}`);',
        'const token: string = login.data.token;',
        "const units = await client.GET('/api/units', {",
        '  params: { query: { page: 0 } },',
        '  headers: { Authorization: `Bearer ${token}` },',
        '});',
        'if (!units.data) throw new Error(`units failed: ${JSON.stringify(units.error)}`);',
        'const numbers: string[] = units.data.data.map((unit) => unit.unit_no);',
        'console.log(JSON.stringify({ user: login.data.user.username, total: units.data.total, numbers }));',
        '',
      ].join('\n'),
    );
    await writeFile(
      path.join(folder, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'es2023',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noEmit: true,
          allowImportingTsExtensions: true,
          skipLibCheck: true,
          types: [],
          lib: ['es2023', 'dom'],
        },
        files: ['client.ts'],
      }),
    );
    // The generated types check the client: a wrong field or path fails here.
    await run(require.resolve('typescript/bin/tsc'), ['-p', path.join(folder, 'tsconfig.json')]);
    const { stdout } = await run(process.execPath, [path.join(folder, 'client.ts')]);
    const answer = JSON.parse(stdout) as { user: string; total: number; numbers: string[] };

    expect(answer.user).toBe('admin');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.numbers[0]).toMatch(/\w/);
  });
});
