import { MESSAGES } from '@strata/domain';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { UPLOAD_MESSAGES } from '../src/http/messages';
import { MAX_IMPORT_ROWS } from '../src/uploads/excel';
import { inspectXlsx } from '../src/uploads/xlsx-guard';
import { signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { postMultipart } from './support/requests';

/* Issue 15 §7: an .xlsx zip bomb is refused before it is parsed. */

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
    expect(await inspectXlsx(bomb, 10)).toBe('too-large');
  });

  it('given more rows than allowed, refuses it before parsing', async () => {
    const sheet = `<worksheet><sheetData>${'<row r="1"/>'.repeat(50)}</sheetData></worksheet>`;
    expect(await inspectXlsx(zip({ 'xl/worksheets/sheet1.xml': sheet }), 49)).toBe('too-many-rows');
  });

  it('given something that is not a zip, answers unreadable', async () => {
    expect(await inspectXlsx(Buffer.from('PK\x03\x04 not really a zip'), 10)).toBe('unreadable');
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
});
