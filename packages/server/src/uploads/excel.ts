import { importSchema } from '@strata/domain';
import ExcelJS from 'exceljs';
import { badRequest } from '../http/errors';
import { UPLOAD_MESSAGES } from '../http/messages';
import { fileField } from './storage';
import {
  inspectXlsx,
  parseXlsx,
  XLSX_MAX_CELL_CHARS,
  XLSX_MAX_CELLS,
  type XlsxRefusal,
} from './xlsx-guard';

/** One column of an import template: its header and the wire field it fills. */
export type ImportColumn = { header: string; field: string; example: string | number };

/** Spec 001 §7 owners template: the columns an owners import reads (our design). */
export const OWNER_COLUMNS: ImportColumn[] = [
  { header: 'Name', field: 'name', example: 'Aisyah Rahman' },
  { header: 'Username', field: 'username', example: 'aisyah' },
  { header: 'Email', field: 'email', example: 'aisyah@example.com' },
  { header: 'Phone', field: 'contact', example: '0123456789' },
  { header: 'IC', field: 'ic', example: '900101-14-5678' },
  { header: 'Gender', field: 'gender', example: 'Female' },
  { header: 'Marital Status', field: 'marital_status', example: 'Single' },
  { header: 'Unit No', field: 'unit_no', example: 'A-01-01' },
];

/** The admins template: the columns an admins import reads (our design; Role a staff role). */
export const ADMIN_COLUMNS: ImportColumn[] = [
  { header: 'Name', field: 'name', example: 'Farid Hassan' },
  { header: 'Username', field: 'username', example: 'farid' },
  { header: 'Email', field: 'email', example: 'farid@example.com' },
  { header: 'Phone', field: 'contact', example: '0123456780' },
  { header: 'IC', field: 'ic', example: '' },
  { header: 'Gender', field: 'gender', example: 'Male' },
  { header: 'Marital Status', field: 'marital_status', example: 'Married' },
  { header: 'Role', field: 'role', example: 'Manager' },
];

/** Spec 001 §7 units template: the columns a units import reads (our design). */
export const UNIT_COLUMNS: ImportColumn[] = [
  { header: 'Unit No', field: 'unit_no', example: 'A-01-01' },
  { header: 'Level', field: 'level', example: 1 },
  { header: 'Block', field: 'block', example: 'A' },
  { header: 'Square Feet', field: 'square_feet', example: 950 },
  { header: 'Parking Lot', field: 'parking_lot', example: 'P1-001' },
  { header: 'Parking Lot 2', field: 'parking_lot_2', example: '' },
  { header: 'Maintenance Amount', field: 'maintenance_amount', example: 250 },
  { header: 'Water Amount', field: 'water_amount', example: 0.0025 },
  { header: 'Other Amount', field: 'other_amount', example: 0 },
  { header: 'Remark', field: 'remark', example: '' },
  { header: 'Owner Username', field: 'owner_username', example: '' },
];

/** The most rows one import may hold (a 1 MB file holds far fewer). */
export const MAX_IMPORT_ROWS = 5000;

/** A template workbook: the header row and one example row. */
export async function templateWorkbook(sheet: string, columns: ImportColumn[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet);
  worksheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.field,
    width: Math.max(14, column.header.length + 4),
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.addRow(Object.fromEntries(columns.map((column) => [column.field, column.example])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The 400 of a file refused before or while parsing. */
function refusal(refused: XlsxRefusal) {
  switch (refused.reason) {
    case 'too-large':
      return badRequest(UPLOAD_MESSAGES.unpackedTooLarge);
    case 'too-costly':
      return badRequest(UPLOAD_MESSAGES.tooCostly);
    case 'too-many-rows':
      return badRequest(UPLOAD_MESSAGES.tooManyRows(MAX_IMPORT_ROWS));
    case 'too-many-cells':
      return badRequest(UPLOAD_MESSAGES.tooManyCells(XLSX_MAX_CELLS));
    case 'cell-too-long':
      return refused.cell
        ? importFailure([
            {
              row: refused.cell.row,
              reason: UPLOAD_MESSAGES.cellTooLong(refused.cell.column, XLSX_MAX_CELL_CHARS),
            },
          ])
        : badRequest(UPLOAD_MESSAGES.someCellTooLong(XLSX_MAX_CELL_CHARS));
    default:
      return badRequest(UPLOAD_MESSAGES.fileNotSupported);
  }
}

/** A column's letters as a spreadsheet shows them (1 → A, 27 → AA). */
function columnLetters(column: number): string {
  let letters = '';
  for (let left = column; left > 0; left = Math.floor((left - 1) / 26)) {
    letters = String.fromCharCode(65 + ((left - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * A text a spreadsheet program would run as a formula when the data is exported and opened again
 * (OWASP's CSV injection): one starting with = or @, or with + or - and more than a number or a
 * phone number. '-', '-12.50' and '+60 12-345 6789' are values and pass; '+cmd|…' and '-1+A1' do
 * not. Such cells are refused with their row, not stored escaped, so what is stored is what was sent.
 */
const FORMULA_LIKE = /^(?:[=@]|[+-](?![\d\s().,/+-]*$))/;

/**
 * Why a cell of an import cannot be stored, or null: a formula (its cached result is not what was
 * typed), text over XLSX_MAX_CELL_CHARS, or text a spreadsheet would run as a formula.
 */
function cellProblem(text: string, isFormula: boolean, column: number): string | null {
  const letters = columnLetters(column);
  if (isFormula) return UPLOAD_MESSAGES.cellFormula(letters);
  if (text.length > XLSX_MAX_CELL_CHARS) {
    return UPLOAD_MESSAGES.cellTooLong(letters, XLSX_MAX_CELL_CHARS);
  }
  return FORMULA_LIKE.test(text) ? UPLOAD_MESSAGES.cellFormulaLike(letters, text[0]!) : null;
}

/**
 * The data rows of the first sheet as field → text, each with its sheet row number. Headers are
 * matched to the columns case-insensitively; a missing column or an unreadable workbook answers
 * 400. Blank rows are skipped. The file is checked (unpacked size, rows, cells, each cell's size)
 * before it is parsed, and parsed in a worker thread; a template column's cell holding a formula,
 * formula-looking text or more than XLSX_MAX_CELL_CHARS answers 400 naming each such row.
 */
export async function readRows(
  bytes: Buffer,
  columns: ImportColumn[],
): Promise<{ row: number; fields: Record<string, string> }[]> {
  // The header row and MAX_IMPORT_ROWS data rows; a few more allow blank rows to be skipped.
  const inspected = await inspectXlsx(bytes, MAX_IMPORT_ROWS + 100);
  if (inspected) throw refusal(inspected);
  const sheet = await parseXlsx(bytes);
  if (sheet && !Array.isArray(sheet)) throw refusal(sheet);
  if (!sheet) throw badRequest(UPLOAD_MESSAGES.noSheet);
  const positions = new Map<string, number>();
  const header = sheet.find((line) => line.row === 1)?.cells ?? [];
  header.forEach((text, column) => {
    if (text !== '') positions.set(text.toLowerCase(), column);
  });
  const missing = columns.filter((column) => !positions.has(column.header.toLowerCase()));
  const required = missing.filter((column) => column.field === columns[0]!.field);
  if (required.length > 0 || positions.size === 0) {
    throw badRequest(UPLOAD_MESSAGES.notTemplate(missing.map((column) => column.header)));
  }
  const rows: { row: number; fields: Record<string, string> }[] = [];
  const problems: { row: number; reason: string }[] = [];
  for (const line of sheet) {
    if (line.row === 1) continue;
    const fields: Record<string, string> = {};
    for (const column of columns) {
      const position = positions.get(column.header.toLowerCase());
      const text = position ? (line.cells[position] ?? '') : '';
      const problem = position && cellProblem(text, line.formulas.includes(position), position);
      if (problem) problems.push({ row: line.row, reason: problem });
      fields[column.field] = text;
    }
    if (Object.values(fields).every((value) => value === '')) continue;
    rows.push({ row: line.row, fields });
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    throw badRequest(UPLOAD_MESSAGES.tooManyRows(MAX_IMPORT_ROWS));
  }
  if (problems.length > 0) throw importFailure(problems);
  if (rows.length === 0) throw badRequest(UPLOAD_MESSAGES.noRows);
  return rows;
}

/** The 400 of a failed import: nothing imported, then each failing row and why (first 20). */
export function importFailure(problems: { row: number; reason: string }[]) {
  const shown = problems
    .slice(0, 20)
    .map((problem) => UPLOAD_MESSAGES.row(problem.row, problem.reason));
  return badRequest(UPLOAD_MESSAGES.nothingImported(shown, Math.max(0, problems.length - 20)));
}

/** The body of an Excel import (owners or units): the domain's fields, `doc` as an uploaded file. */
export const excelImportBody = importSchema.extend({ doc: fileField(importSchema.shape.doc) });
