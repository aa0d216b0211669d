import multipart from '@fastify/multipart';
import { BASE64_FILE_MAX } from '@strata/domain';
import { errorCodes, type FastifyInstance } from 'fastify';
import { badRequest, HttpError } from './errors';
import { HTTP_MESSAGES } from './messages';

/**
 * Reads multipart bodies for the routes whose endpoint's body kind is 'multipart' (route config
 * `bodyKind`, set by `route()`): fields become the body, a file part its bytes, and a part cut at
 * the size limit answers 400. The fields' own bounds (ids, texts, file names) are the route's
 * schema's, checked once the body is read. Any other route refuses a multipart body as Fastify
 * refuses a content type it has no parser for (400 'This content type is not accepted'); routes
 * not registered through `route()` (no body kind) leave it unread.
 */
export async function multipartBodies(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fieldSize: BASE64_FILE_MAX,
      // A file part's bytes, as base64, must still fit the fields' limit.
      fileSize: Math.floor((BASE64_FILE_MAX * 3) / 4),
      fields: 12,
      files: 1,
      parts: 13,
    },
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const { bodyKind } = request.routeOptions.config;
    if (bodyKind === undefined) return;
    if (bodyKind !== 'multipart') throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
    const body: Record<string, string> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          // A file part arrives as the base64 text the wire schemas describe (JSON and form
          // clients send it so), so one schema validates every way of uploading.
          body[part.fieldname] = (await part.toBuffer()).toString('base64');
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
    request.body = body;
  });
}
