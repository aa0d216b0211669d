/** A date or date-time as the server sends it: 'yyyy-mm-dd' or 'yyyy-mm-dd HH:mm:ss'. */
export type WireDate = string;

/** A record id as the server sends it. */
export type WireId = number;

/** Spec 001 §3: every list answers `data` and `total`, sometimes with extras (`properties`, `policies`, `outstanding`). */
export type ListResponse<T, Extra extends object = object> = { data: T[]; total: number } & Extra;

/** A detail call's answer: the record under `data` (our design; spec 001 §7 does not show it). */
export interface DetailResponse<T> {
  data: T;
}

/**
 * An add or edit call's answer: fields to merge into the record (spec 001 §7: "merged into the
 * record; their exact shape is not shown").
 */
export type SaveResponse<T> = Partial<T>;

/** The answer of a call whose result the specs do not show: an optional confirmation text (our design). */
export interface ActionResponse {
  message?: string;
}

/** Spec 001 §3 / 002 §3: an upload answers the stored file name under `img` or `doc`. */
export interface PictureUploadResponse {
  img: string;
}

/** Spec 002 §3: a document upload answers the stored file name. */
export interface DocumentUploadResponse {
  doc: string;
}

/** Spec 001 §7: an Excel import answers the stored file and how many rows were imported. */
export interface ImportResponse {
  doc: string;
  total: number;
}

/** Spec 001 §7: an autocomplete answers its suggestions under `data`. */
export interface AutocompleteResponse<T> {
  data: T[];
}

/** A `{ id, name }` choice (services, report filters). */
export interface NamedOption {
  id: WireId;
  name: string;
}
