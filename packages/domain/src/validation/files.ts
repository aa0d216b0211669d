import {
  ATTACHMENT_MAX_BYTES,
  DOCUMENT_EXTENSIONS,
  EXCEL_EXTENSIONS,
  EXCEL_MAX_BYTES,
  PICTURE_EXTENSIONS,
  PICTURE_MAX_BYTES,
  RECEIPT_MAX_BYTES,
} from '../constants';
import type { ValidationMessageId } from './messages';

/** The file fields an upload rule reads (a browser `File` fits). */
export type FileLike = { name: string; size: number };

/** What an upload accepts: extensions, a size ceiling and the message for a file above it. */
export type UploadRule = {
  extensions: readonly string[];
  maxBytes: number;
  tooLarge: ValidationMessageId;
};

/** Spec 001 §5: profile and property pictures. */
export const PICTURE_UPLOAD: UploadRule = {
  extensions: PICTURE_EXTENSIONS,
  maxBytes: PICTURE_MAX_BYTES,
  tooLarge: 'imageTooLarge',
};

/** Spec 001 §5: owners and units imports. */
export const EXCEL_IMPORT: UploadRule = {
  extensions: EXCEL_EXTENSIONS,
  maxBytes: EXCEL_MAX_BYTES,
  tooLarge: 'fileTooLarge',
};

/** Spec 002 §5: payment receipts. */
export const RECEIPT_UPLOAD: UploadRule = {
  extensions: DOCUMENT_EXTENSIONS,
  maxBytes: RECEIPT_MAX_BYTES,
  tooLarge: 'fileTooLarge',
};

/** Spec 002 §5: announcement attachments. */
export const ANNOUNCEMENT_ATTACHMENT: UploadRule = {
  extensions: DOCUMENT_EXTENSIONS,
  maxBytes: ATTACHMENT_MAX_BYTES,
  tooLarge: 'imageTooLarge',
};

/** A file name's extension, lower-cased, without the dot; '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Checks a picked or dropped selection against an upload rule: a message, or null when the single
 * file is accepted. An empty selection is nothing to reject. The type is checked before the size.
 */
export function checkUpload(
  files: readonly FileLike[],
  rule: UploadRule,
): ValidationMessageId | null {
  const [file, ...extra] = files;
  if (!file) return null;
  if (extra.length > 0) return 'singleFile';
  if (!rule.extensions.includes(fileExtension(file.name))) return 'fileNotSupported';
  return file.size > rule.maxBytes ? rule.tooLarge : null;
}
