import { crc32 } from 'node:zlib';

/*
 * A picture is checked by its whole structure, not its first bytes: a PNG or JPEG header followed
 * by HTML or script (a polyglot) is refused. The walk reads the container only (chunks, segments,
 * scans), in one pass and without decoding pixels, so a small file cannot ask for a large
 * allocation, and a picture that passes is stored byte for byte as it was sent. Re-encoding (sharp)
 * would be stronger against data hidden inside the pixels, at the cost of a native dependency and
 * of changing every picture; served with nosniff and `default-src 'none'`, such data cannot run.
 */

/** The eight bytes every PNG begins with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Whether `bytes` are one whole PNG: the signature, then chunks whose lengths and CRCs add up,
 * IHDR first, and IEND last, ending the file.
 */
export function isWholePng(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let at = PNG_SIGNATURE.length;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return false;
    if (first !== (type === 'IHDR')) return false;
    if (crc32(bytes.subarray(at + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) return false;
    if (type === 'IEND') return end === bytes.length;
    at = end;
    first = false;
  }
  return false;
}

/** JPEG markers that stand alone, without a length: TEM and the restart markers RST0 to RST7. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Whether `bytes` are one whole JPEG: SOI, then marker segments whose lengths add up, each scan's
 * entropy-coded data running to the next marker, and EOI as the last two bytes of the file.
 */
export function isWholeJpeg(bytes: Buffer): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    // A marker may be preceded by any number of 0xFF fill bytes.
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at];
    at += 1;
    if (marker === undefined || marker === 0x00 || marker === 0xd8) return false;
    if (marker === 0xd9) return at === bytes.length;
    if (standalone(marker)) continue;
    if (at + 2 > bytes.length) return false;
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) return false;
    at += length;
    if (marker !== 0xda) continue;
    // Start of scan: entropy-coded data, where 0xFF is escaped as FF 00 and RSTn may interrupt.
    for (;;) {
      at = bytes.indexOf(0xff, at);
      if (at < 0 || at + 1 >= bytes.length) return false;
      const next = bytes[at + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
      else if (next === 0xff) at += 1;
      else break;
    }
  }
  return false;
}
