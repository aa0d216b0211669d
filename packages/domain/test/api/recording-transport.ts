import type { ResponseLike, Transport, TransportRequest } from '../../src/api';

/** One request as the transport saw it. */
export interface RecordedRequest extends TransportRequest {
  url: string;
}

/** A canned answer: status and raw body text. */
export interface CannedResponse {
  status: number;
  body: string;
}

/** A transport that records every request and answers with the queued (or default) response. */
export function recordingTransport(answer: CannedResponse = { status: 200, body: '{}' }) {
  const requests: RecordedRequest[] = [];
  const transport: Transport = (url, init) => {
    requests.push({ url, ...init });
    const response: ResponseLike = {
      status: answer.status,
      text: () => Promise.resolve(answer.body),
    };
    return Promise.resolve(response);
  };
  return { transport, requests };
}

/** The string fields of a multipart body, in order. */
export function multipartEntries(body: unknown): [string, string][] {
  return [...(body as { entries(): Iterable<[string, string]> }).entries()];
}
