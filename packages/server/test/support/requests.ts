import type { FastifyInstance } from 'fastify';

const appHeaders = (token?: string) => ({
  'x-platform': 'web_app',
  'x-app-version': '1.0.0',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** A 400 for a bad field: its path, then what is wrong ('start_date: Must be a real date …'). */
export const NAMES_A_FIELD = /^[A-Za-z_]\w*(\.\w+)*: \S/;

/** A POST with a JSON body, as the domain client sends units, properties and visitors calls. */
export function postJson(app: FastifyInstance, url: string, body: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...appHeaders(token), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** A POST with a form body, as the domain client sends the users calls. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string | number | boolean>,
  token?: string,
) {
  const form = new URLSearchParams(
    Object.entries(fields).map(([name, value]): [string, string] => [
      name,
      typeof value === 'boolean' ? (value ? '1' : '0') : String(value),
    ]),
  );
  return app.inject({
    method: 'POST',
    url,
    headers: { ...appHeaders(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** A POST with a multipart body of text fields, as the domain client sends uploads. */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string | number>,
  token?: string,
) {
  const boundary = '----strata-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return app.inject({
    method: 'POST',
    url,
    headers: { ...appHeaders(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join('')}--${boundary}--\r\n`,
  });
}

/** A DELETE with the bearer token. */
export function remove(app: FastifyInstance, url: string, token?: string) {
  return app.inject({ method: 'DELETE', url, headers: appHeaders(token) });
}

/** The smallest valid PNG (1×1), base64. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * A whole 1×1 grey baseline JPEG (SOI, DQT, SOF0, two one-code Huffman tables, SOS, one byte of
 * scan, EOI): pictures are checked by their whole structure.
 */
export const JPEG_BASE64 =
  '/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z';
