import { importSchema } from '@strata/domain';
import ExcelJS from 'exceljs';
import { badRequest } from '../http/errors';
import { UPLOAD_MESSAGES } from '../http/messages';
import { fileField } from './storage';

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

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    return '';
  }
  return String(value).trim();
}

/**
 * The data rows of the first sheet as field → text, each with its sheet row number. Headers are
 * matched to the columns case-insensitively; a missing column or an unreadable workbook answers
 * 400. Blank rows are skipped.
 */
export async function readRows(
  bytes: Buffer,
  columns: ImportColumn[],
): Promise<{ row: number; fields: Record<string, string> }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(UPLOAD_MESSAGES.fileNotSupported);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(UPLOAD_MESSAGES.noSheet);
  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    positions.set(cellText(cell.value).toLowerCase(), column);
  });
  const missing = columns.filter((column) => !positions.has(column.header.toLowerCase()));
  const required = missing.filter((column) => column.field === columns[0]!.field);
  if (required.length > 0 || positions.size === 0) {
    throw badRequest(UPLOAD_MESSAGES.notTemplate(missing.map((column) => column.header)));
  }
  const rows: { row: number; fields: Record<string, string> }[] = [];
  // eachRow visits only the rows the file holds, so a lone cell far down costs nothing.
  sheet.eachRow((line, number) => {
    if (number === 1 || rows.length > MAX_IMPORT_ROWS) return;
    const fields: Record<string, string> = {};
    for (const column of columns) {
      const position = positions.get(column.header.toLowerCase());
      fields[column.field] = position ? cellText(line.getCell(position).value) : '';
    }
    if (Object.values(fields).every((value) => value === '')) return;
    rows.push({ row: number, fields });
  });
  if (rows.length > MAX_IMPORT_ROWS) {
    throw badRequest(UPLOAD_MESSAGES.tooManyRows(MAX_IMPORT_ROWS));
  }
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
