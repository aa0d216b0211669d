import { createApiClient, type ApiClient, type TransportRequest } from '@strata/domain';
import { wireSchemas } from '@strata/domain/wire-schemas';

/**
 * What a fake endpoint answers: a status and a JSON body (or `text`, sent as it is, for a call
 * that answers text), or `'never'` to stay pending.
 */
export type FakeAnswer = { status?: number; body?: unknown; text?: string } | 'never';

/** One fake endpoint: a fixed answer, or a function of the request. */
export type FakeEndpoint =
  FakeAnswer | ((request: TransportRequest & { url: string }) => FakeAnswer);

/** Fake endpoints keyed `'METHOD /path'` (the path without its query, e.g. 'POST /api/login'). */
export type FakeRoutes = Record<string, FakeEndpoint>;

/**
 * The calls answered 404 because no fake endpoint matched them, in the order made. The story
 * runner (.storybook/test-runner.ts) reads and empties it after each story: a story whose screen
 * calls what its `api` does not name fails there, instead of drawing the error modal that 404
 * opens into its image. A story that means a 404 names it (`{ status: 404, body: … }`).
 */
export const unansweredCalls: string[] = [];
// Where the story runner reads it from the page (Playwright's `page.evaluate`).
(globalThis as { __strataUnansweredCalls?: string[] }).__strataUnansweredCalls = unansweredCalls;

/**
 * A domain API client whose transport answers from `routes` instead of the network (stories and
 * tests). An unknown call answers 404 and is kept in `unansweredCalls`, so a missing fixture shows
 * up as a failure; every reply is checked against its response schema, so a fixture that drifts
 * from the wire contract fails too.
 */
export function fakeApiClient(routes: FakeRoutes, { token = 'story-token' } = {}): ApiClient {
  return createApiClient({
    baseUrl: '',
    getToken: () => token,
    appVersion: 'story',
    wireSchemas,
    transport: async (url, init) => {
      const path = url.replace(/\?.*$/, '');
      const endpoint = routes[`${init.method} ${path}`];
      const answer =
        typeof endpoint === 'function' ? endpoint({ ...init, url }) : (endpoint ?? undefined);
      if (answer === 'never') return new Promise(() => {});
      if (answer === undefined) unansweredCalls.push(`${init.method} ${path}`);
      const {
        status = 200,
        body = {},
        text,
      } = answer ?? { status: 404, body: { error: 'Not found' } };
      return { status, text: async () => text ?? JSON.stringify(body) };
    },
  });
}
