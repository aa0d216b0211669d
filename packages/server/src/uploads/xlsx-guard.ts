import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { inflateRaw } from 'node:zlib';

/*
 * An .xlsx is a zip, and 1 MB of zip can unpack to gigabytes, or to one cell of 19 MB. Before
 * ExcelJS sees a file, its entries are unpacked here with a cap on the total (in libuv's thread
 * pool, off the event loop) and read as bytes, never as text: the first sheet's rows, every
 * sheet's cells and each cell's size in the XML are counted. ExcelJS then parses it in a worker
 * thread with a memory and time limit; the worker's heap is given back when it ends, and a file
 * that still runs away ends only the worker. So a hostile file costs a bounded amount and never
 * stalls others.
 */

/** The most an import's entries may unpack to, all together. */
export const XLSX_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
/** The most entries an import's zip may hold. */
export const XLSX_MAX_ENTRIES = 200;
/** How long the worker may take to parse a file. */
export const XLSX_PARSE_MS = 15_000;
/** The most heap the worker may use: a full 5,000-row import fits in half of it. */
export const XLSX_WORKER_HEAP_MB = 96;
/** The most characters one cell may hold (the longest field imported, a remark, takes 500). */
export const XLSX_MAX_CELL_CHARS = 1000;
/**
 * The most bytes one cell (or shared string) may take in the sheet's XML, checked before parsing:
 * XLSX_MAX_CELL_CHARS at six bytes a character ('&quot;'), with room for rich-text markup. A cell
 * under it but over XLSX_MAX_CELL_CHARS is refused after parsing, by its row and column.
 */
export const XLSX_MAX_CELL_BYTES = 16 * 1024;
/** The most cells (and shared strings) a workbook may hold: 5,000 rows of 11 columns and room. */
export const XLSX_MAX_CELLS = 100_000;

/** A cell by its place in the first sheet: row number and column letters ('B'). */
export type CellPlace = { row: number; column: string };

/** Why a file was refused before or while parsing (a cell too long: where, when in the first sheet). */
export type XlsxRefusal =
  | { reason: 'unreadable' | 'too-large' | 'too-costly' | 'too-many-rows' | 'too-many-cells' }
  | { reason: 'cell-too-long'; cell: CellPlace | null };

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

/** One element of an XML part, as byte offsets: where its start tag begins and ends, and its end. */
type ElementSpan = { start: number; tagEnd: number; end: number };

/** Bytes that may follow an element's name in its start tag. */
const AFTER_NAME = new Set([0x20, 0x09, 0x0a, 0x0d, 0x2f, 0x3e]);

/**
 * The `<name>` elements of an XML part, found by bytes (the part never becomes a string). An
 * element left open runs to the end of the part, so it measures as large as it is.
 */
function* elementsNamed(xml: Buffer, name: string): Generator<ElementSpan> {
  const open = Buffer.from(`<${name}`);
  const close = Buffer.from(`</${name}>`);
  let at = xml.indexOf(open);
  while (at >= 0) {
    if (!AFTER_NAME.has(xml[at + open.length] ?? 0)) {
      at = xml.indexOf(open, at + 1);
      continue;
    }
    const tagEnd = xml.indexOf(0x3e, at);
    if (tagEnd < 0) {
      yield { start: at, tagEnd: xml.length, end: xml.length };
      return;
    }
    const selfClosed = xml[tagEnd - 1] === 0x2f;
    const closeAt = selfClosed ? tagEnd + 1 - close.length : xml.indexOf(close, tagEnd);
    const end = closeAt < 0 ? xml.length : closeAt + close.length;
    yield { start: at, tagEnd, end };
    at = xml.indexOf(open, end);
  }
}

/** Where a `<c r="B2" …>` start tag puts its cell, or null without a readable reference. */
function cellPlace(xml: Buffer, cell: ElementSpan): CellPlace | null {
  const tag = xml.toString('latin1', cell.start, Math.min(cell.tagEnd, cell.start + 200));
  const reference = /\sr="([A-Z]{1,3})(\d{1,7})"/.exec(tag);
  return reference ? { row: Number(reference[2]), column: reference[1]! } : null;
}

/** The first cell of a sheet that shows shared string `index` (`<c … t="s"><v>index</v></c>`). */
function cellShowing(sheet: Buffer, index: number): CellPlace | null {
  const value = Buffer.from(`<v>${index}</v>`);
  for (const cell of elementsNamed(sheet, 'c')) {
    const tag = sheet.toString('latin1', cell.start, Math.min(cell.tagEnd, cell.start + 200));
    const shows = sheet.subarray(cell.tagEnd, cell.end).includes(value);
    if (shows && /\st="s"/.test(tag)) return cellPlace(sheet, cell);
  }
  return null;
}

/**
 * Checks an .xlsx before parsing: every entry unpacks to at most XLSX_MAX_UNPACKED_BYTES in all,
 * the first worksheet holds at most `maxRows` rows, all sheets at most XLSX_MAX_CELLS cells and
 * the shared strings as many, and no cell takes more than XLSX_MAX_CELL_BYTES. Answers why not,
 * or null when it may be parsed.
 */
export async function inspectXlsx(bytes: Buffer, maxRows: number): Promise<XlsxRefusal | null> {
  const list = entries(bytes);
  if (!list) return { reason: 'unreadable' };
  let left = XLSX_MAX_UNPACKED_BYTES;
  const sheetNames = list
    .filter((entry) => /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const sheets = new Map<string, Buffer>();
  let sharedStrings: Buffer | undefined;
  for (const entry of list) {
    let content: Buffer;
    try {
      content = await unpack(bytes, entry, left);
    } catch (error) {
      return { reason: error instanceof RangeError ? 'too-large' : 'unreadable' };
    }
    left -= content.length;
    if (left < 0) return { reason: 'too-large' };
    if (sheetNames.includes(entry.name)) sheets.set(entry.name, content);
    if (entry.name === 'xl/sharedStrings.xml') sharedStrings = content;
  }
  const firstSheet = sheets.get(sheetNames[0] ?? '');
  let rows = 0;
  for (const _row of firstSheet ? elementsNamed(firstSheet, 'row') : []) {
    rows += 1;
    if (rows > maxRows) return { reason: 'too-many-rows' };
  }
  let cells = 0;
  for (const [name, sheet] of sheets) {
    for (const cell of elementsNamed(sheet, 'c')) {
      cells += 1;
      if (cells > XLSX_MAX_CELLS) return { reason: 'too-many-cells' };
      if (cell.end - cell.start > XLSX_MAX_CELL_BYTES) {
        return {
          reason: 'cell-too-long',
          cell: name === sheetNames[0] ? cellPlace(sheet, cell) : null,
        };
      }
    }
  }
  let index = 0;
  for (const text of sharedStrings ? elementsNamed(sharedStrings, 'si') : []) {
    if (index >= XLSX_MAX_CELLS) return { reason: 'too-many-cells' };
    if (text.end - text.start > XLSX_MAX_CELL_BYTES) {
      return { reason: 'cell-too-long', cell: firstSheet ? cellShowing(firstSheet, index) : null };
    }
    index += 1;
  }
  return null;
}

/**
 * A sheet as the worker answers it: each row's number, its cells' texts by column (1-based) and
 * the columns whose cell holds a formula (its text is the formula's cached result).
 */
export type SheetRows = { row: number; cells: string[]; formulas: number[] }[];

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
    parentPort.postMessage({ refusal: { reason: 'unreadable' } });
    return;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return parentPort.postMessage({ rows: null });
  const rows = [];
  sheet.eachRow((line, number) => {
    const cells = [];
    const formulas = [];
    line.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column] = text(cell.value);
      if (cell.type === ExcelJS.ValueType.Formula) formulas.push(column);
    });
    rows.push({ row: number, cells: Array.from(cells, (cell) => cell ?? ''), formulas });
  });
  parentPort.postMessage({ rows });
})();
`;

const exceljs = createRequire(import.meta.url).resolve('exceljs');

/**
 * Parses an inspected .xlsx in a worker thread (at most XLSX_WORKER_HEAP_MB of heap and
 * XLSX_PARSE_MS): answers the first sheet's rows, null when it has no sheet, or a refusal. A
 * worker that runs out of either is ended, and the file refused as too costly.
 */
export function parseXlsx(bytes: Buffer): Promise<SheetRows | null | XlsxRefusal> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { exceljs, bytes },
      resourceLimits: { maxOldGenerationSizeMb: XLSX_WORKER_HEAP_MB },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ reason: 'too-costly' });
    }, XLSX_PARSE_MS);
    worker.once('message', (answer: { rows?: SheetRows | null; refusal?: XlsxRefusal }) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer.refusal ?? answer.rows ?? null);
    });
    worker.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      resolve({ reason: outOfMemory ? 'too-costly' : 'unreadable' });
    });
  });
}
