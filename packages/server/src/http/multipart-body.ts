import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from './errors';
import { HTTP_MESSAGES } from './messages';
import { MAX_TEXT } from './params';

/** Fields that carry a whole file (base64) and may be longer than other text. */
const FILE_FIELDS = new Set(['img', 'doc']);

/** The largest base64 field: a 5 MB picture is about 7 MB of base64. */
const MAX_FILE_FIELD = 7 * 1024 * 1024 + 1024;

/** The largest id PostgreSQL's integer holds. */
const MAX_ID = 2_147_483_647;

/** Ids beyond the database's integers, and pages beyond any list, answer 400 rather than 500. */
const NUMBER_LIMITS: Record<string, { max: number; message: string }> = {
  ...Object.fromEntries(
    ['id', 'unit_id', 'user_id', 'property_id', 'service_id'].map((name) => [
      name,
      { max: MAX_ID, message: HTTP_MESSAGES.validId },
    ]),
  ),
  page: { max: 1_000_000, message: HTTP_MESSAGES.pageTooLarge },
};

/**
 * Rejects oversized text before validation: every text field and query value is capped at
 * MAX_TEXT characters (file fields at a 5 MB picture's base64), so nothing oversized is stored.
 */
function capText(values: unknown, where: string) {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return;
  for (const [name, value] of Object.entries(values)) {
    const limit = FILE_FIELDS.has(name) ? MAX_FILE_FIELD : MAX_TEXT;
    if (typeof value === 'string' && value.length > limit) {
      throw badRequest(HTTP_MESSAGES.textTooLong(name, limit));
    }
    if (Array.isArray(value)) throw badRequest(HTTP_MESSAGES.singleValue(name, where));
    const limitOfNumber = NUMBER_LIMITS[name];
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (limitOfNumber && typeof number === 'number' && Math.abs(number) > limitOfNumber.max) {
      throw badRequest(`${name}: ${limitOfNumber.message}`);
    }
  }
}

/**
 * Reads multipart bodies in the scope it is registered in: fields become the body, a file part
 * its bytes, and a field cut at the size limit answers 400. Every text field and query value is
 * capped first (see capText).
 */
export async function multipartBodies(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fieldSize: MAX_FILE_FIELD,
      fileSize: MAX_FILE_FIELD,
      fields: 12,
      files: 1,
      parts: 13,
    },
  });

  app.addHook('preValidation', async (request) => {
    capText(request.query, 'query');
    if (!request.isMultipart()) {
      capText(request.body, 'body');
      return;
    }
    const body: Record<string, string | Buffer> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          body[part.fieldname] = await part.toBuffer();
          if (part.filename && !body.original_name) body.original_name = part.filename;
        } else {
          if (part.valueTruncated)
            throw badRequest(HTTP_MESSAGES.fileFieldTooLarge(part.fieldname));
          body[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413) throw new HttpError(413, HTTP_MESSAGES.uploadTooLarge);
      // Busboy's errors (a cut or malformed body) are the client's; say so rather than 500.
      throw badRequest(HTTP_MESSAGES.multipart);
    }
    capText(
      Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string')),
      'body',
    );
    request.body = body;
  });
}
