import type { z } from 'zod';
import type {
  documentUploadResponseSchema,
  importResponseSchema,
  messageResponseSchema,
  namedOptionSchema,
  pictureUploadResponseSchema,
} from '../responses/common';

/** A date or date-time as the server sends it: 'yyyy-mm-dd' or 'yyyy-mm-dd HH:mm:ss'. */
export type WireDate = string;

/** A record id as the server sends it. */
export type WireId = number;

/**
 * Spec 001 §3: every list answers `data` and `total`, sometimes with extras (`properties`,
 * `policies`, `outstanding`); the output type of `listResponse(item, extra)`.
 */
export type ListResponse<T, Extra extends object = object> = { data: T[]; total: number } & Extra;

/** A detail call's answer: the record under `data`; the output type of `detailResponse(item)`. */
export interface DetailResponse<T> {
  data: T;
}

/** Spec 001 §7: an autocomplete answers its suggestions under `data`. */
export interface AutocompleteResponse<T> {
  data: T[];
}

/** The answer of a call whose result the specs do not show: a confirmation text (our design). */
export type ActionResponse = z.output<typeof messageResponseSchema>;

/** Spec 001 §3: a picture upload answers the stored file name under `img`. */
export type PictureUploadResponse = z.output<typeof pictureUploadResponseSchema>;

/** Spec 002 §3: a document upload answers the stored file name. */
export type DocumentUploadResponse = z.output<typeof documentUploadResponseSchema>;

/** Spec 001 §7: an Excel import answers the stored file and how many rows were imported. */
export type ImportResponse = z.output<typeof importResponseSchema>;

/** A `{ id, name }` choice (services, report filters). */
export type NamedOption = z.output<typeof namedOptionSchema>;
