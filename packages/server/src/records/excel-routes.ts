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

/** One kind of import: its rules and its template's sheet and file name ('Owners' → owners-template.xlsx). */
export type ImportKind<Accepted> = ExcelImport<Accepted> & { sheet: string };

/** An Excel import's calls: `POST {base}/import` and `GET {base}/template`. */
export type ExcelImportCalls<Accepted> = ImportKind<Accepted> & {
  base: '/api/users' | '/api/units';
  tag: string;
  /** The import call's OpenAPI description. */
  description: string;
  /**
   * Other kinds, chosen by an optional `type` field of the import body and the template's query
   * (absent: the main kind, named `name`).
   */
  types?: { name: string; others: Record<string, ImportKind<never>> };
};

/** An import kind whose rows are of another type, for {@link ExcelImportCalls}' `types`. */
export function importKind<Accepted>(kind: ImportKind<Accepted>): ImportKind<never> {
  return kind as unknown as ImportKind<never>;
}

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
  const names = calls.types ? [calls.types.name, ...Object.keys(calls.types.others)] : [];
  const typeField = z
    .enum(names as [string, ...string[]])
    .optional()
    .describe(`Which import: ${names.join(' or ')} (default ${calls.types?.name})`);
  // The body and query schemas admit only the listed names; another kind's rows are its own.
  const kind = (type: string | undefined) =>
    (type && calls.types && Object.hasOwn(calls.types.others, type)
      ? calls.types.others[type]
      : calls) as unknown as ImportKind<Accepted>;
  api.post(
    `${calls.base}/import`,
    {
      schema: {
        tags: [calls.tag],
        summary: `Imports ${what} from an Excel file (multipart)`,
        description: calls.description,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        body: calls.types ? excelImportBody.extend({ type: typeField }) : excelImportBody,
        response: {
          200: responseSchemas[`POST ${calls.base}/import`],
          ...failures(400, 401, 404),
        },
      },
    },
    async (request) => {
      const { type } = request.body as { type?: string };
      return importExcel(requireUser(request), request.body, deps, kind(type));
    },
  );
  api.get(
    `${calls.base}/template`,
    {
      schema: {
        tags: [calls.tag],
        summary: `The ${what} import template (xlsx)`,
        description: `Needs Create on ${calls.area}; the token may come as ?token= (a download link).`,
        querystring: z.object({
          token: z.string().max(200).optional(),
          ...(calls.types ? { type: typeField } : {}),
        }),
        response: {
          200: z.unknown().describe(`The ${what} template workbook (xlsx)`),
          ...failures(401),
        },
      },
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      const chosen = kind((request.query as { type?: string }).type);
      requirePermission(actor, chosen.area, 'Create');
      const file = chosen.sheet.toLowerCase();
      return reply
        .type(EXCEL.types[0]!.mime)
        .header('content-disposition', `attachment; filename="${file}-template.xlsx"`)
        .send(await templateWorkbook(chosen.sheet, chosen.columns));
    },
  );
}
