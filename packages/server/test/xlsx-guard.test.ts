import { MESSAGES } from '@strata/domain';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { units } from '../src/db/schema';
import { UPLOAD_MESSAGES } from '../src/http/messages';
import { MAX_IMPORT_ROWS, UNIT_COLUMNS } from '../src/uploads/excel';
import { inspectXlsx } from '../src/uploads/xlsx-guard';
import { signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { postMultipart } from './support/requests';

/*
 * An .xlsx that unpacks to too much, or holds too many rows, cells or characters in a cell, is
 * refused before it is parsed; formulas are refused after.
 */

/** A zip holding `files` (deflated), as a spreadsheet program would write an .xlsx. */
function zip(files: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const raw = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const data = deflateRawSync(raw);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('inspectXlsx', () => {
  it('given a workbook a spreadsheet program wrote, lets it through', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Units').addRow(['Unit No']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect(await inspectXlsx(bytes, 10)).toBeNull();
  });

  it('given a sheet that unpacks past the cap, refuses it as too large', async () => {
    const bomb = zip({ 'xl/worksheets/sheet1.xml': Buffer.alloc(40 * 1024 * 1024, 0x20) });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await inspectXlsx(bomb, 10)).toEqual({ reason: 'too-large' });
  });

  it('given more rows than allowed, refuses it before parsing', async () => {
    const sheet = `<worksheet><sheetData>${'<row r="1"/>'.repeat(50)}</sheetData></worksheet>`;
    expect(await inspectXlsx(zip({ 'xl/worksheets/sheet1.xml': sheet }), 49)).toEqual({
      reason: 'too-many-rows',
    });
  });

  it('given more cells than a workbook may hold, refuses it before parsing', async () => {
    const row = `<row r="1">${'<c r="A1"><v>1</v></c>'.repeat(50_001)}</row>`;
    const sheet = `<worksheet><sheetData>${row}${row}</sheetData></worksheet>`;
    expect(await inspectXlsx(zip({ 'xl/worksheets/sheet1.xml': sheet }), 10)).toEqual({
      reason: 'too-many-cells',
    });
  });

  it('given something that is not a zip, answers unreadable', async () => {
    expect(await inspectXlsx(Buffer.from('PK\x03\x04 not really a zip'), 10)).toEqual({
      reason: 'unreadable',
    });
  });
});

describe.each(engines)('Excel imports on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    admin = await signIn(app, 'admin');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  const upload = (doc: Buffer) =>
    postMultipart(
      app,
      '/api/units/import',
      { doc: doc.toString('base64'), original_name: 'units.xlsx', property_id: 1 },
      admin,
    );

  it('given a 1 MB-class zip bomb, answers 400 at once with a clear message', async () => {
    const bomb = zip({
      '[Content_Types].xml': '<Types/>',
      'xl/worksheets/sheet1.xml': Buffer.alloc(60 * 1024 * 1024, 0x20),
    });
    const started = performance.now();
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: UPLOAD_MESSAGES.unpackedTooLarge });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(MESSAGES['upload.unpackedTooLarge'].ms).toBeTruthy();
  }, 30_000);

  it('given more rows than an import may hold, answers 400 before parsing', async () => {
    const rows = '<row r="2"><c r="A2" t="inlineStr"><is><t>X</t></is></c></row>';
    const sheet = `<worksheet><sheetData>${rows.repeat(MAX_IMPORT_ROWS + 200)}</sheetData></worksheet>`;
    const response = await upload(zip({ 'xl/worksheets/sheet1.xml': sheet }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: UPLOAD_MESSAGES.tooManyRows(MAX_IMPORT_ROWS) });
  });

  /** A units workbook: the template's header, then `rows` (cells as ExcelJS takes them). */
  async function unitsWorkbook(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Units');
    sheet.addRow(UNIT_COLUMNS.map((column) => column.header));
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  const imported = (...unitNos: string[]) =>
    db.orm.select().from(units).where(inArray(units.unitNo, unitNos));

  it('given one cell of 19 MB in a 30 kB file, answers 400 at once naming the cell and its limit', async () => {
    const doc = await unitsWorkbook([['X-01-01', 1, 'X', 800, 'x'.repeat(19 * 1024 * 1024)]]);
    expect(doc.length).toBeLessThan(100 * 1024);
    const response = await upload(doc);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Nothing was imported. Row 2: column E holds more than 1000 characters',
    });
    expect(await imported('X-01-01')).toEqual([]);
  }, 30_000);

  it('given a cell over 1,000 characters, answers 400 naming its row and column', async () => {
    const doc = await unitsWorkbook([
      ['X-02-01', 1, 'X', 800, '', '', 200, 0, 0, ''],
      ['X-02-02', 1, 'X', 800, '', '', 200, 0, 0, 'r'.repeat(1001)],
    ]);
    const response = await upload(doc);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Nothing was imported. Row 3: column J holds more than 1000 characters',
    });
    expect(await imported('X-02-01', 'X-02-02')).toEqual([]);
  });

  it('given a unit number that is a formula, answers 400 naming its row and imports nothing', async () => {
    const doc = await unitsWorkbook([
      ['X-03-01', 1, 'X', 800],
      [{ formula: 'HYPERLINK("http://x","y")', result: 'y' }, 1, 'X', 800],
    ]);
    const response = await upload(doc);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Nothing was imported. Row 3: column A holds a formula; please paste the values only',
    });
    expect(await imported('X-03-01', 'y')).toEqual([]);
  });

  it('given a unit number typed as formula text, answers 400 naming its row', async () => {
    const doc = await unitsWorkbook([
      ['=HYPERLINK("http://x","y")', 1, 'X', 800],
      ['+cmd|/C calc!A0', 1, 'X', 800],
    ]);
    const response = await upload(doc);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error:
        'Nothing was imported. Row 2: column A starts with =, which a spreadsheet would run as a formula; Row 3: column A starts with +, which a spreadsheet would run as a formula',
    });
    expect(await imported('=HYPERLINK("http://x","y")', '+cmd|/C calc!A0')).toEqual([]);
  });

  it('given an ordinary file with a dash for no parking lot, imports every row', async () => {
    const doc = await unitsWorkbook([
      ['X-04-01', 1, 'X', 800, '-', '', 200, 0.005, 0, 'Corner unit'],
      ['X-04-02', 2, 'X', 820, 'P-2', '-', 210, 0.005, 0, ''],
    ]);
    const response = await upload(doc);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(2);
    const stored = await imported('X-04-01', 'X-04-02');
    expect(stored.map((unit) => [unit.unitNo, unit.parkingLot]).sort()).toEqual([
      ['X-04-01', '-'],
      ['X-04-02', 'P-2'],
    ]);
  });
});
