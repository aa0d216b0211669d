import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { ringgit } from '../finance';
import type { ReportColumn, ReportTable } from './report-queries';

/** What a report document shows above its table. */
export type ReportHeading = {
  title: string;
  propertyName: string;
  /** The filters in force, as 'Label: value' lines. */
  filters: string[];
  printedOn: string;
  printedBy: string;
};

/** A cell as the document shows it: counts with thousands separators, money in RM. */
export function cellText(column: ReportColumn, value: string | number): string {
  if (column.kind === 'text' || typeof value === 'string') return String(value);
  return column.kind === 'money' ? ringgit(value) : value.toLocaleString('en-MY');
}

/** Renders a report as a PDF (A4 landscape, Helvetica), its totals row last. */
export function renderReportPdf(heading: ReportHeading, table: ReportTable): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: heading.title, Author: heading.propertyName },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(15).text(heading.propertyName);
  pdf.fontSize(13).text(heading.title);
  pdf.font('Helvetica').fontSize(9);
  for (const line of heading.filters) pdf.text(line);
  pdf.text(`Printed on: ${heading.printedOn}  by ${heading.printedBy}`);
  if (table.note) pdf.text(table.note);
  pdf.moveDown();

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  // Text columns take twice the room of number columns.
  const shares = table.columns.map((column) => (column.kind === 'text' ? 2 : 1));
  const unit = width / shares.reduce((sum, share) => sum + share, 0);
  const widths = shares.map((share) => share * unit);
  // One line a row: each cell is cut to its column (with an ellipsis) rather than wrapped, and
  // placed without pdfkit's line wrapping, which keeps a report of a thousand rows quick to render.
  const fit = (text: string, room: number) => {
    if (pdf.widthOfString(text) <= room) return text;
    let cut = text;
    while (cut.length > 1 && pdf.widthOfString(`${cut}…`) > room) cut = cut.slice(0, -1);
    return `${cut}…`;
  };
  const lineHeight = 12;
  const labels = table.columns.map((column) => column.label);
  const row = (cells: string[], bold = false) => {
    if (pdf.y > pdf.page.height - pdf.page.margins.bottom - lineHeight * 2) {
      pdf.addPage();
      // Every page starts with the column labels.
      if (cells !== labels) row(labels, true);
    }
    const top = pdf.y;
    let x = left;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    table.columns.forEach((column, index) => {
      const room = widths[index]! - 6;
      const text = fit(cells[index] ?? '', room);
      const offset = column.kind === 'text' ? 0 : room - pdf.widthOfString(text);
      pdf.text(text, x + offset, top, { lineBreak: false });
      x += widths[index]!;
    });
    pdf.x = left;
    pdf.y = top + lineHeight;
  };
  row(labels, true);
  for (const cells of table.rows) {
    row(cells.map((value, index) => cellText(table.columns[index]!, value)));
  }
  if (table.rows.length === 0) row(['No Data']);
  row(
    table.totals.map((value, index) => cellText(table.columns[index]!, value)),
    true,
  );
  pdf.end();
  return done;
}

/** Renders a report as an .xlsx workbook: the heading lines, then the table with numbers as numbers. */
export async function renderReportXlsx(
  heading: ReportHeading,
  table: ReportTable,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = heading.propertyName;
  const sheet = workbook.addWorksheet(heading.title.slice(0, 31));
  sheet.addRow([heading.propertyName]).font = { bold: true, size: 14 };
  sheet.addRow([heading.title]).font = { bold: true, size: 12 };
  for (const line of heading.filters) sheet.addRow([line]);
  sheet.addRow([`Printed on: ${heading.printedOn} by ${heading.printedBy}`]);
  if (table.note) sheet.addRow([table.note]);
  sheet.addRow([]);
  sheet.addRow(table.columns.map((column) => column.label)).font = { bold: true };
  const money = '"RM "#,##0.00';
  const addRow = (cells: (string | number)[]) => {
    const added = sheet.addRow(cells);
    table.columns.forEach((column, index) => {
      if (column.kind === 'money') added.getCell(index + 1).numFmt = money;
      if (column.kind === 'count') added.getCell(index + 1).numFmt = '#,##0';
    });
    return added;
  };
  for (const cells of table.rows) addRow(cells);
  addRow(table.totals).font = { bold: true };
  table.columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = column.kind === 'text' ? 28 : 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
