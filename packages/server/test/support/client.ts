import type { FastifyInstance, InjectOptions } from 'fastify';
import { freshAddress } from './harness';

/** Signs a demo account in through POST /api/login (form body, as the domain client sends it). */
export async function signIn(app: FastifyInstance, login: string, password = 'demo1234') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: freshAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      email_username: login,
      password,
      platform: 'web_app',
      remember: '1',
    }).toString(),
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${login} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ token: string }>().token;
}

/** A GET with the bearer token and the app headers. */
export function get(
  app: FastifyInstance,
  url: string,
  token?: string,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'GET',
    url,
    headers: {
      'x-platform': 'web_app',
      'x-app-version': '1.0.0',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...extra,
  });
}

/** Fails unless `token`'s session is still live (GET /api/authenticate answers 200). */
export async function expectStillSignedIn(app: FastifyInstance, token: string) {
  const response = await get(app, '/api/authenticate', token);
  if (response.statusCode !== 200) {
    throw new Error(`the session ended: authenticate answered ${response.statusCode}`);
  }
}
