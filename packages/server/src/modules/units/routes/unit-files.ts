import { contract } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../../http/deps';
import { excelImportCalls } from '../../../shared/excel-routes';
import { saveUnits, unitRowChecker } from '../records';
import { UNIT_COLUMNS } from '../../../uploads/excel';

/** Spec 001 §7: the units Excel import and its template. */
export async function unitFileRoutes(app: FastifyInstance, deps: RouteDeps) {
  excelImportCalls(app, deps, {
    endpoints: { import: contract.units.import, template: contract.units.template },
    sheet: 'Units',
    area: 'Units',
    columns: UNIT_COLUMNS,
    action: 'import-units',
    rowChecker: unitRowChecker,
    save: saveUnits,
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
  });
}
