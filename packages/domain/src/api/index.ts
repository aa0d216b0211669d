export { createApiClient } from './client';
export type { ApiClient } from './client';
export {
  FALLBACK_MESSAGE,
  TIMEOUT_MESSAGE,
  failureFromErrorBody,
  failureFromStatus,
  hasErrorField,
  isModalFailure,
  serverMessage,
} from './failure';
export type { ApiFailure, ApiFailureKind, ApiResult } from './failure';
export { encodeFields } from './http';
export type { ApiClientOptions, WireFields, WireScalar } from './http';
export type { UnitAddResponse, UnitListResponse } from './units';
export type {
  AbortControllerLike,
  AbortSignalLike,
  ClearTimer,
  FormDataLike,
  HeadersLike,
  HttpMethod,
  RequestBody,
  ResponseLike,
  SetTimer,
  Transport,
  TransportRequest,
} from './transport';
