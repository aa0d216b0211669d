import { responseSchemas } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireUser } from '../auth/access';
import { downloadActor } from '../auth/download-actor';
import type { RouteDeps } from '../http/deps';
import { failures } from '../http/responses';
import { excelImportBody, templateWorkbook } from '../uploads/excel';
import { EXCEL } from '../uploads/storage';
import { importExcel, type ExcelImport } from './excel-import';

/** An Excel import's calls: `POST {base}/import` and `GET {base}/template`. */
export type ExcelImportCalls<Accepted> = ExcelImport<Accepted> & {
  base: '/api/users' | '/api/units';
  tag: string;
  /** The template's sheet and file name ('Owners' → owners-template.xlsx). */
  sheet: string;
  /** The import call's OpenAPI description. */
  description: string;
};

/**
 * Registers an Excel import (spec 001 §7, all or nothing, see importExcel) and the download of its
 * template workbook, which needs Create on the same area (the token may come as ?token=).
 */
export function excelImportCalls<Accepted>(
  app: FastifyInstance,
  deps: RouteDeps,
  calls: ExcelImportCalls<Accepted>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const what = calls.sheet.toLowerCase();
  api.post(
    `${calls.base}/import`,
    {
      schema: {
        tags: [calls.tag],
        summary: `Imports ${what} from an Excel file (multipart)`,
        description: calls.description,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        body: excelImportBody,
        response: {
          200: responseSchemas[`POST ${calls.base}/import`],
          ...failures(400, 401, 404),
        },
      },
    },
    async (request) => importExcel(requireUser(request), request.body, deps, calls),
  );
  api.get(
    `${calls.base}/template`,
    {
      schema: {
        tags: [calls.tag],
        summary: `The ${what} import template (xlsx)`,
        description: `Needs Create on ${calls.area}; the token may come as ?token= (a download link).`,
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: {
          200: z.unknown().describe(`The ${what} template workbook (xlsx)`),
          ...failures(401),
        },
      },
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      requirePermission(actor, calls.area, 'Create');
      return reply
        .type(EXCEL.types[0]!.mime)
        .header('content-disposition', `attachment; filename="${what}-template.xlsx"`)
        .send(await templateWorkbook(calls.sheet, calls.columns));
    },
  );
}
