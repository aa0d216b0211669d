import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { inflateRaw } from 'node:zlib';

/*
 * Issue 15 §7: an .xlsx is a zip, and 1 MB of zip can unpack to gigabytes. Before ExcelJS sees a
 * file, its entries are unpacked here with a cap on the total (in libuv's thread pool, off the
 * event loop) and the first sheet's rows are counted; ExcelJS then parses it in a worker thread
 * with a memory and time limit, so a hostile file costs a bounded amount and never stalls others.
 */

/** The most an import's entries may unpack to, all together. */
export const XLSX_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
/** The most entries an import's zip may hold. */
export const XLSX_MAX_ENTRIES = 200;
/** How long the worker may take to parse a file. */
export const XLSX_PARSE_MS = 15_000;

/** Why a file was refused before parsing. */
export type XlsxRefusal = 'unreadable' | 'too-large' | 'too-many-rows';

const inflate = promisify(inflateRaw);

type Entry = { name: string; method: number; compressed: number; offset: number };

/** The entries of a zip's central directory, or null when it is not a zip we can read. */
function entries(bytes: Buffer): Entry[] | null {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) return null;
  const count = bytes.readUInt16LE(end + 10);
  if (count > XLSX_MAX_ENTRIES) return null;
  let at = bytes.readUInt32LE(end + 16);
  const list: Entry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    list.push({
      method: bytes.readUInt16LE(at + 10),
      compressed: bytes.readUInt32LE(at + 20),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      offset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return list;
}

/** An entry's content, unpacked to at most `limit` bytes (a RangeError past it). */
async function unpack(bytes: Buffer, entry: Entry, limit: number): Promise<Buffer> {
  const at = entry.offset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw new Error('entry');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressed);
  if (entry.method === 0) {
    if (data.length > limit) throw new RangeError('too large');
    return data;
  }
  if (entry.method !== 8) throw new Error('method');
  return inflate(data, { maxOutputLength: Math.max(1, limit) });
}

/**
 * Checks an .xlsx before parsing: every entry unpacks to at most XLSX_MAX_UNPACKED_BYTES in all,
 * and the first worksheet holds at most `maxRows` rows. Answers why not, or null when it may be
 * parsed.
 */
export async function inspectXlsx(bytes: Buffer, maxRows: number): Promise<XlsxRefusal | null> {
  const list = entries(bytes);
  if (!list) return 'unreadable';
  let left = XLSX_MAX_UNPACKED_BYTES;
  let rows = 0;
  const sheets = list
    .filter((entry) => /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  for (const entry of list) {
    let content: Buffer;
    try {
      content = await unpack(bytes, entry, left);
    } catch (error) {
      return error instanceof RangeError ? 'too-large' : 'unreadable';
    }
    left -= content.length;
    if (left < 0) return 'too-large';
    if (entry.name === sheets[0]) rows = content.toString('latin1').split('<row ').length - 1;
  }
  return rows > maxRows ? 'too-many-rows' : null;
}

/** A sheet as the worker answers it: each row's number and its cells' texts by column (1-based). */
export type SheetRows = { row: number; cells: string[] }[];

/** The worker: loads the workbook with ExcelJS and answers the first sheet's cell texts. */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require(workerData.exceljs);
function text(value) {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if (typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return text(value.result);
    if (Array.isArray(value.richText)) return value.richText.map((part) => part.text).join('').trim();
    return '';
  }
  return String(value).trim();
}
(async () => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(workerData.bytes);
  } catch {
    parentPort.postMessage({ refusal: 'unreadable' });
    return;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return parentPort.postMessage({ rows: null });
  const rows = [];
  sheet.eachRow((line, number) => {
    const cells = [];
    line.eachCell({ includeEmpty: false }, (cell, column) => { cells[column] = text(cell.value); });
    rows.push({ row: number, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  parentPort.postMessage({ rows });
})();
`;

const exceljs = createRequire(import.meta.url).resolve('exceljs');

/**
 * Parses an inspected .xlsx in a worker thread (at most 256 MB of heap and XLSX_PARSE_MS):
 * answers the first sheet's rows, null when it has no sheet, or a refusal.
 */
export function parseXlsx(bytes: Buffer): Promise<SheetRows | null | XlsxRefusal> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { exceljs, bytes },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve('too-large');
    }, XLSX_PARSE_MS);
    worker.once('message', (answer: { rows?: SheetRows | null; refusal?: XlsxRefusal }) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer.refusal ?? answer.rows ?? null);
    });
    worker.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large' : 'unreadable');
    });
  });
}
