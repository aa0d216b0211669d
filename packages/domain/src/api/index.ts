export { createApiClient } from './client';
export type { ApiClient } from './client';
// The HTTP layer and the session calls on their own, for an entry that signs in before it loads the
// rest of the client (the app's login route, ADR 0004).
export { createAuthApi } from './auth';
export type { AuthApi } from './auth';
export {
  FALLBACK_MESSAGE,
  TIMEOUT_MESSAGE,
  failureFromErrorBody,
  failureFromStatus,
  hasErrorField,
  invalidResponseFailure,
  isCentralReadFailure,
  isModalFailure,
  readPlaceText,
  serverMessage,
} from './failure';
export type { ApiFailure, ApiFailureKind, ApiResult, ReplyIssue } from './failure';
export { createHttp, encodeFields } from './http';
export type {
  ApiClientOptions,
  CallArguments,
  Http,
  LinkInput,
  WireFields,
  WireScalar,
  WireSchemaMap,
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
