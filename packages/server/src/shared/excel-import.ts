import type { WireOutput } from '@strata/domain';
import { writeAudit } from '../audit';
import { requirePermission, scopeToProperty, type Actor } from '../auth/access';
import type { OrmTransaction } from '../db/database';
import type { RouteDeps } from '../http/deps';
import { HttpError } from '../http/errors';
import { importFailure, readRows, type ImportColumn } from '../uploads/excel';
import { checkUpload, EXCEL, storeUpload } from '../uploads/storage';
import { RowProblem } from './row-problem';
import { targetProperty } from './target-property';

/** An import's rules: the area it needs Create on, its columns, and how rows are checked and saved. */
export type ExcelImport<Accepted> = {
  area: 'Owners' | 'Admins' | 'Units';
  columns: ImportColumn[];
  /** The audit action, followed by how many rows were imported ('import-owners 3'). */
  action: string;
  /**
   * A checker for one file (it may remember earlier rows, to refuse duplicates within the file):
   * it answers a row's accepted values, or throws a RowProblem (or a 400) saying why not.
   */
  rowChecker: (
    tx: OrmTransaction,
    propertyId: number,
    actor: Actor,
  ) => (fields: Record<string, string>, row: number) => Promise<Accepted>;
  /** Saves the accepted rows (only when every row passed). */
  save: (tx: OrmTransaction, accepted: Accepted[], propertyId: number) => Promise<void>;
};

/**
 * Spec 001 §7 Excel import, all or nothing: reads the first sheet, checks every row, and when any
 * row fails answers 400 naming each failing row and why, importing nothing; else saves every row,
 * stores the file and writes an audit entry, in one transaction. Answers the stored file and how
 * many rows were imported.
 */
export async function importExcel<Accepted>(
  actor: Actor,
  body: WireOutput<'ExcelImportBody'>,
  deps: RouteDeps,
  rules: ExcelImport<Accepted>,
) {
  requirePermission(actor, rules.area, 'Create');
  const propertyId = targetProperty(actor, body.property_id);
  scopeToProperty(actor, propertyId, 'Property');
  const file = checkUpload(EXCEL, body.doc, body.original_name);
  const rows = await readRows(file.bytes, rules.columns);
  return deps.db.orm.transaction(async (tx) => {
    const check = rules.rowChecker(tx, propertyId, actor);
    const problems: { row: number; reason: string }[] = [];
    const accepted: Accepted[] = [];
    for (const { row, fields } of rows) {
      try {
        accepted.push(await check(fields, row));
      } catch (error) {
        const named =
          error instanceof RowProblem || (error instanceof HttpError && error.statusCode === 400);
        if (!named) throw error;
        problems.push({ row, reason: error.message });
      }
    }
    if (problems.length > 0) throw importFailure(problems);
    await rules.save(tx, accepted, propertyId);
    const doc = await storeUpload(tx, {
      kind: EXCEL,
      file,
      userId: actor.user.id,
    });
    await writeAudit(tx, actor, {
      module: rules.area,
      action: `${rules.action} ${accepted.length}`,
      propertyId,
    });
    return { doc, total: accepted.length };
  });
}
