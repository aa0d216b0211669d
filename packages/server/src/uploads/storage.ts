import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  say,
  type MessageId,
  ATTACHMENT_MAX_BYTES,
  EXCEL_MAX_BYTES,
  PICTURE_MAX_BYTES,
  RECEIPT_MAX_BYTES,
} from '@strata/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { uploads } from '../db/schema';
import { badRequest } from '../http/errors';
import { UPLOAD_MESSAGES } from '../http/messages';
import { isWholeJpeg, isWholePng } from './image-structure';

/** What an upload may be: its folder under DATA_DIR/uploads, size limit, types and messages. */
export type UploadKind = {
  folder: 'pictures' | 'imports' | 'receipts' | 'announcements' | 'house-rules' | 'tenants';
  maxBytes: number;
  /** What a file above `maxBytes` is told, by its catalog id. */
  tooLarge: MessageId;
  /**
   * Extensions of the original name, each with the magic bytes its content must start with and,
   * for pictures, the check of its whole structure.
   */
  types: { extension: string; mime: string; magic: number[]; whole?: (bytes: Buffer) => boolean }[];
};

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** An xlsx file is a zip archive. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** '%PDF-'. */
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** Spec 002 §5: receipts and attachments are jpg, jpeg, pjpg, png or pdf. */
const DOCUMENT_TYPES: UploadKind['types'] = [
  { extension: 'jpg', mime: 'image/jpeg', magic: JPEG, whole: isWholeJpeg },
  { extension: 'jpeg', mime: 'image/jpeg', magic: JPEG, whole: isWholeJpeg },
  { extension: 'pjpg', mime: 'image/jpeg', magic: JPEG, whole: isWholeJpeg },
  { extension: 'png', mime: 'image/png', magic: PNG, whole: isWholePng },
  { extension: 'pdf', mime: 'application/pdf', magic: PDF },
];

/** Spec 002 §5: payment receipts up to 1 MB ('File size exceeded 1MB.'). */
export const RECEIPT: UploadKind = {
  folder: 'receipts',
  maxBytes: RECEIPT_MAX_BYTES,
  tooLarge: 'upload.fileTooLarge',
  types: DOCUMENT_TYPES,
};

/** Spec 002 §5: announcement attachments up to 5 MB ('Image must be below 5MB.'). */
export const ATTACHMENT: UploadKind = {
  folder: 'announcements',
  maxBytes: ATTACHMENT_MAX_BYTES,
  tooLarge: 'upload.imageTooLarge',
  types: DOCUMENT_TYPES,
};

/**
 * Spec 002 §1 Tenants: tenancy documents, as attachments are (spec 002 §5): jpg, jpeg, pjpg, png
 * or pdf up to 5 MB ('Image must be below 5MB.'), kept apart from them so each kind's access
 * check reads only its own files.
 */
export const TENANT_DOCUMENT: UploadKind = {
  folder: 'tenants',
  maxBytes: ATTACHMENT_MAX_BYTES,
  tooLarge: 'upload.imageTooLarge',
  types: DOCUMENT_TYPES,
};

/** Spec 002 §2: a property's house rules, one PDF of at most 5 MB. */
export const HOUSE_RULES: UploadKind = {
  folder: 'house-rules',
  maxBytes: ATTACHMENT_MAX_BYTES,
  tooLarge: 'admin.houseRulesTooLarge',
  types: [{ extension: 'pdf', mime: 'application/pdf', magic: PDF }],
};

/** Spec 001 §5: pictures up to 5 MB, jpg, jpeg or png. */
export const PICTURE: UploadKind = {
  folder: 'pictures',
  maxBytes: PICTURE_MAX_BYTES,
  tooLarge: 'upload.imageTooLarge',
  types: [
    { extension: 'jpg', mime: 'image/jpeg', magic: JPEG, whole: isWholeJpeg },
    { extension: 'jpeg', mime: 'image/jpeg', magic: JPEG, whole: isWholeJpeg },
    { extension: 'png', mime: 'image/png', magic: PNG, whole: isWholePng },
  ],
};

/** Spec 001 §5: Excel imports up to 1 MB, xlsx only. */
export const EXCEL: UploadKind = {
  folder: 'imports',
  maxBytes: EXCEL_MAX_BYTES,
  tooLarge: 'upload.fileTooLarge',
  types: [
    {
      extension: 'xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      magic: ZIP,
    },
  ],
};

/** A checked upload, not yet stored. */
export type CheckedFile = { bytes: Buffer; extension: string; mime: string; originalName: string };

/** Decodes a base64 body (optionally a data URL), or takes a file part's bytes as they are. */
export function decodeUpload(value: string | Buffer): Buffer {
  if (Buffer.isBuffer(value)) return value;
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  return Buffer.from(value.slice(comma + 1).replace(/\s+/g, ''), 'base64');
}

/**
 * Checks an upload against its kind: the size first ('Image must be below 5MB.'), then the
 * extension of the original name, the magic bytes of the content and, for a picture, its whole
 * structure ('File not supported.'), so a renamed file of another type, or a picture with HTML
 * or script after it, is refused.
 */
export function checkUpload(kind: UploadKind, value: string | Buffer, originalName: string) {
  const bytes = decodeUpload(value);
  if (bytes.length > kind.maxBytes) throw badRequest(say(kind.tooLarge));
  const extension = path.extname(originalName).slice(1).toLowerCase();
  const type = kind.types.find((entry) => entry.extension === extension);
  const matches =
    type !== undefined &&
    bytes.length > type.magic.length &&
    type.magic.every((byte, index) => bytes[index] === byte) &&
    (type.whole?.(bytes) ?? true);
  if (!type || !matches) throw badRequest(UPLOAD_MESSAGES.fileNotSupported);
  return { bytes, extension, mime: type.mime, originalName } satisfies CheckedFile;
}

/** The folder of a kind of upload under the data directory (files stored before 0005). */
export function uploadFolder(dataDir: string, folder: UploadKind['folder']): string {
  return path.join(dataDir, 'uploads', folder);
}

/** A server-generated file name: 128 random bits, hex, with the checked extension. */
export function storedName(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

/**
 * Records a checked file, its bytes included, under a server-generated name; answers the name. One
 * insert, so the row and its bytes land together or not at all, and every instance serves the file
 * (ADR 0007).
 */
export async function storeUpload(
  db: Executor,
  options: { kind: UploadKind; file: CheckedFile; userId: number },
): Promise<string> {
  const name = storedName(options.file.extension);
  await db.insert(uploads).values({
    name,
    originalName: options.file.originalName.slice(0, 255),
    kind: options.kind.folder,
    mime: options.file.mime,
    size: options.file.bytes.length,
    userId: options.userId,
    content: options.file.bytes,
  });
  return name;
}

/**
 * The bytes of a stored file of `kind`: from its row, or, for a file stored before its bytes went
 * into the database (a row without content, or no row), from DATA_DIR/uploads. Null when neither
 * has it. Callers check access first; `name` is a checked, server-generated name.
 */
export async function readUpload(
  db: Executor,
  dataDir: string,
  kind: UploadKind,
  name: string,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: uploads.content })
    .from(uploads)
    .where(and(eq(uploads.name, name), eq(uploads.kind, kind.folder)));
  if (row?.content) return row.content;
  try {
    return await readFile(path.join(uploadFolder(dataDir, kind.folder), path.basename(name)));
  } catch {
    return null;
  }
}

/**
 * Keeps a file the server drew itself (a seeded demo document) under its seeded name, so it is
 * drawn once for every instance; answers the stored bytes (the first instance's, when two drew it
 * at once).
 */
export async function keepRendered(
  db: Executor,
  options: { kind: UploadKind; name: string; mime: string; bytes: Buffer },
): Promise<Buffer> {
  await db
    .insert(uploads)
    .values({
      name: options.name,
      originalName: options.name,
      kind: options.kind.folder,
      mime: options.mime,
      size: options.bytes.length,
      content: options.bytes,
    })
    .onConflictDoNothing({ target: uploads.name });
  const [row] = await db
    .select({ content: uploads.content })
    .from(uploads)
    .where(eq(uploads.name, options.name));
  return row?.content ?? options.bytes;
}

/**
 * A file field as the upload routes accept it: the bytes of a multipart part, or the base64 text
 * the domain's schema describes (JSON clients). `checkUpload` reads either.
 */
export function fileField<Base64 extends z.ZodType>(base64: Base64) {
  // Neither: say what the base64 reading says ('Document is required'), not 'Invalid input'.
  return z.union([z.instanceof(Buffer), base64], {
    error: (issue) => (issue.code === 'invalid_union' ? issue.errors[1]?.[0]?.message : undefined),
  });
}
