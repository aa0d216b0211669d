/**
 * UTF-8 and base64 without the DOM: `TextEncoder`/`TextDecoder` exist in every runtime this
 * product targets but not in the ES2023 lib, so they are reached through `globalThis`, typed
 * here at their smallest. Base64 is done by hand so no `btoa`/`Buffer` is needed.
 */

type TextCodecHost = {
  TextEncoder: new () => { encode(input: string): Uint8Array };
  TextDecoder: new (
    label: string,
    options: { fatal: boolean; ignoreBOM: boolean },
  ) => { decode(input: Uint8Array): string };
};

const host = globalThis as unknown as TextCodecHost;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...ALPHABET].map((char, index) => [char, index]));

/** The UTF-8 bytes of a string. */
export function utf8Encode(text: string): Uint8Array {
  return new host.TextEncoder().encode(text);
}

/** The string UTF-8 bytes spell; throws a TypeError on malformed UTF-8. */
export function utf8Decode(bytes: Uint8Array): string {
  // ignoreBOM keeps a leading U+FEFF, so decoding gives back exactly what was encoded.
  return new host.TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
}

/** Standard base64 (RFC 4648 §4) with '=' padding. */
export function base64Encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const chunk = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(chunk >> 18) & 63]! + ALPHABET[(chunk >> 12) & 63]!;
    out += b === undefined ? '=' : ALPHABET[(chunk >> 6) & 63]!;
    out += c === undefined ? '=' : ALPHABET[chunk & 63]!;
  }
  return out;
}

/** The bytes of a standard base64 text (padding optional), or `null` when it is not base64. */
export function base64Decode(text: string): Uint8Array | null {
  const body = text.replace(/={1,2}$/, '');
  if (body.length % 4 === 1 || (text.length !== body.length && text.length % 4 !== 0)) return null;
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let index = 0;
  for (const char of body) {
    const value = VALUE.get(char);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}
