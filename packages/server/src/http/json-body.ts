import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';
import { HTTP_MESSAGES } from './messages';

/** The largest id PostgreSQL's integer holds. */
const MAX_ID = 2_147_483_647;

/** The longest text a JSON or form field of these calls may carry (a message's HTML). */
export const MAX_JSON_TEXT = 20_000;

/** The most values a list field (ids, types) may carry. */
const MAX_LIST = 1000;

const isIdName = (name: string) => name === 'id' || name === 'ids' || name.endsWith('_id');

function check(name: string, value: unknown) {
  if (typeof value === 'string' && value.length > MAX_JSON_TEXT) {
    throw badRequest(HTTP_MESSAGES.textTooLong(name, MAX_JSON_TEXT));
  }
  if (isIdName(name) || name === 'page') {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    const max = name === 'page' ? 1_000_000 : MAX_ID;
    if (typeof number === 'number' && Math.abs(number) > max) {
      throw badRequest(
        `${name}: ${name === 'page' ? HTTP_MESSAGES.pageTooLarge : HTTP_MESSAGES.validId}`,
      );
    }
  }
}

/**
 * For calls whose bodies hold lists (types[], ids) and long HTML, outside the multipart scope:
 * ids beyond PostgreSQL's integers, pages beyond any list, lists over 1000 values and text over
 * 20,000 characters answer 400 before validation, never 500.
 */
export async function jsonBodies(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const values of [request.query, request.body]) {
      if (!values || typeof values !== 'object' || Array.isArray(values)) continue;
      for (const [name, value] of Object.entries(values)) {
        if (Array.isArray(value)) {
          if (value.length > MAX_LIST) throw badRequest(HTTP_MESSAGES.tooLarge);
          for (const entry of value) check(name, entry);
        } else {
          check(name, value);
        }
      }
    }
  });
}
