import { say } from '@strata/domain';
import PDFDocument from 'pdfkit';
import { ringgit } from './records';

/** What a statement or invoice PDF shows (spec 002 §7). */
export type StatementDocument = {
  title: string;
  property: {
    name: string;
    address: string;
    bankName: string | null;
    bankAcc: string | null;
  };
  unitNo: string;
  rows: {
    date: string;
    dueDate: string | null;
    refNo: string;
    description: string;
    debit: number;
    credit: number;
  }[];
  outstanding: number;
  printedOn: string;
};

/** Credit before Debit, as the statement screen orders them (spec 002 §2). */
const COLUMNS = [
  { label: 'statement.pdfDate', width: 62 },
  { label: 'statement.pdfDueDate', width: 62 },
  { label: 'statement.pdfRefNo', width: 100 },
  { label: 'statement.pdfDescription', width: 145 },
  { label: 'statement.pdfCredit', width: 68, right: true },
  { label: 'statement.pdfDebit', width: 68, right: true },
] as const;

/**
 * Renders a statement (every row of a unit) or one invoice as a PDF, A4, Helvetica, its labels in
 * the language of the request (the descriptions come said already).
 */
export function renderStatementPdf(doc: StatementDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${doc.title} ${doc.unitNo}`, Author: doc.property.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(16).text(doc.property.name);
  pdf.font('Helvetica').fontSize(9).text(doc.property.address);
  if (doc.property.bankName || doc.property.bankAcc) {
    pdf.text(
      say('statement.pdfBank', {
        bank: doc.property.bankName ?? '-',
        account: doc.property.bankAcc ?? '-',
      }),
    );
  }
  pdf.moveDown();
  pdf.font('Helvetica-Bold').fontSize(13).text(doc.title);
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(say('statement.pdfUnit', { unit: doc.unitNo }));
  pdf.text(say('statement.pdfPrinted', { date: doc.printedOn }));
  pdf.moveDown();

  const left = pdf.page.margins.left;
  const row = (cells: string[], bold = false) => {
    if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 40) pdf.addPage();
    const top = pdf.y;
    let x = left;
    let height = 0;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    COLUMNS.forEach((column, index) => {
      const text = cells[index] ?? '';
      const options = {
        width: column.width - 6,
        align: 'right' in column && column.right ? ('right' as const) : ('left' as const),
      };
      pdf.text(text, x, top, options);
      height = Math.max(height, pdf.heightOfString(text, options));
      x += column.width;
    });
    pdf.x = left;
    pdf.y = top + height + 4;
  };
  row(
    COLUMNS.map((column) => say(column.label)),
    true,
  );
  for (const entry of doc.rows) {
    row([
      entry.date,
      entry.dueDate ?? '-',
      entry.refNo,
      entry.description,
      entry.credit ? ringgit(entry.credit) : '-',
      entry.debit ? ringgit(entry.debit) : '-',
    ]);
  }
  if (doc.rows.length === 0) row([say('statement.pdfNoData')]);
  pdf.moveDown();
  pdf
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(say('statement.pdfOutstanding', { amount: ringgit(doc.outstanding) }), left);
  pdf.end();
  return done;
}

/** A payment receipt PDF (the demo's seeded receipts are rendered from their payment). */
export function renderReceiptPdf(receipt: {
  propertyName: string;
  unitNo: string;
  refNo: string;
  date: string;
  amount: number;
  bank: string;
}): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A5', margin: 36 });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(14).text('Bank Transfer Receipt');
  pdf.font('Helvetica').fontSize(10).moveDown();
  for (const line of [
    `Paid to: ${receipt.propertyName}`,
    `Unit No: ${receipt.unitNo}`,
    `Reference: ${receipt.refNo}`,
    `Date: ${receipt.date}`,
    `Bank: ${receipt.bank}`,
    `Amount: ${ringgit(receipt.amount)}`,
  ]) {
    pdf.text(line);
  }
  pdf.end();
  return done;
}
