import { responseSchemas } from '@strata/domain';
import { requireUser } from '../auth/access';
import { failures } from '../http/responses';

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/access';

import type { RouteDeps } from '../http/deps';
import { saveUnits, unitRowChecker } from '../records/units';
import { UNIT_COLUMNS, excelImportBody, templateWorkbook } from '../uploads/excel';
import { EXCEL } from '../uploads/storage';
import { downloadActor } from '../auth/download-actor';
import { importExcel } from '../records/excel-import';

/** Spec 001 §7: the units Excel import and its template. */
export async function unitFileRoutes(app: FastifyInstance, deps: RouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  api.post(
    '/api/units/import',
    {
      schema: {
        tags: ['units'],
        summary: 'Imports units from an Excel file (multipart)',
        description: [
          'Fields doc (base64 xlsx), original_name, property_id. Needs Create on Units, within the',
          "property. At most 1 MB ('File size exceeded 1MB.'), xlsx by name and content ('File not",
          "supported.'). The first sheet follows the units template (GET /api/units/template):",
          'Unit No, Level, Block, Square Feet, Parking Lot, Parking Lot 2, Maintenance Amount,',
          'Water Amount, Other Amount, Remark, Owner Username. Every row is checked as a unit add',
          '(unique unit numbers, an owner of the property); any failure answers 400 listing each',
          'row and why, and nothing is imported (one transaction). Answers the stored file and how',
          'many were imported.',
        ].join(' '),
        security,
        consumes: ['multipart/form-data'],
        body: excelImportBody,
        response: { 200: responseSchemas['POST /api/units/import'], ...failures(400, 401, 404) },
      },
    },
    async (request) =>
      importExcel(requireUser(request), request.body, deps, {
        area: 'Units',
        columns: UNIT_COLUMNS,
        action: 'import-units',
        rowChecker: unitRowChecker,
        save: saveUnits,
      }),
  );
  api.get(
    '/api/units/template',
    {
      schema: {
        tags: ['units'],
        summary: 'The units import template (xlsx)',
        description: 'Needs Create on Units; the token may come as ?token= (a download link).',
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: {
          200: z.unknown().describe('The units template workbook (xlsx)'),
          ...failures(401),
        },
      },
    },
    async (request, reply) => {
      const actor = await downloadActor(request, deps);
      requirePermission(actor, 'Units', 'Create');
      return reply
        .type(EXCEL.types[0]!.mime)
        .header('content-disposition', 'attachment; filename="units-template.xlsx"')
        .send(await templateWorkbook('Units', UNIT_COLUMNS));
    },
  );
}
