import type { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { requirePermission, requireUser } from '../auth/access';
import { downloadActor } from '../auth/download-actor';
import type { RouteDeps } from '../http/deps';
import { route } from '../http/route';
import { templateWorkbook } from '../uploads/excel';
import { EXCEL } from '../uploads/storage';
import { importExcel, type ExcelImport } from './excel-import';

/** One kind of import: its rules and its template's sheet and file name ('Owners' → owners-template.xlsx). */
export type ImportKind<Accepted> = ExcelImport<Accepted> & { sheet: string };

/** An Excel import's calls: `POST {base}/import` and `GET {base}/template`. */
export type ExcelImportCalls<Accepted> = ImportKind<Accepted> & {
  /** The import's and the template's endpoints. */
  endpoints:
    | { import: typeof contract.units.import; template: typeof contract.units.template }
    | { import: typeof contract.users.import; template: typeof contract.users.template };
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
  // The body and query schemas admit only the kinds the endpoint lists; another kind's rows are its own.
  const kind = (type: string | undefined) =>
    (type && calls.types && Object.hasOwn(calls.types.others, type)
      ? calls.types.others[type]
      : calls) as unknown as ImportKind<Accepted>;
  route(app, calls.endpoints.import, { description: calls.description }, async (request) => {
    const { type } = request.body as { type?: string };
    return importExcel(requireUser(request), request.body, deps, kind(type));
  });
  route(
    app,
    calls.endpoints.template,
    {
      description: `Needs Create on ${calls.area}; the token may come as ?token= (a download link).`,
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
