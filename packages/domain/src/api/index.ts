export { createApiClient } from './client';
export type { ApiClient } from './client';
export {
  FALLBACK_MESSAGE,
  TIMEOUT_MESSAGE,
  failureFromErrorBody,
  failureFromStatus,
  hasErrorField,
  invalidResponseFailure,
  isModalFailure,
  serverMessage,
} from './failure';
export type { ApiFailure, ApiFailureKind, ApiResult, ReplyIssue } from './failure';
export { encodeFields } from './http';
export type {
  ApiClientOptions,
  Http,
  HttpRequest,
  ResponseSchemaMap,
  WireFields,
  WireScalar,
} from './http';
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
