import {
  failureFromErrorBody,
  failureFromStatus,
  FALLBACK_MESSAGE,
  hasErrorField,
  type ApiResult,
} from '@strata/domain';

/**
 * GET /api/public/visitors/{qrcode}: what the public pass page shows (our design, documented in
 * the server's OpenAPI description; spec 000 §2 shows the page, not its call).
 */
export type PublicVisitorPass = {
  qrcode: string;
  /** The host's name: the heading is "{host}'s Visitor". */
  host: string;
  name: string;
  contact: string;
  vehicle_no: string;
  type: string;
  start_date: string;
  end_date: string | null;
  status: 'Upcoming' | 'Checked In' | 'Checked Out' | 'Expired';
  checked_in_at: string | null;
  checked_out_at: string | null;
};

/** A fetch function, injectable for tests. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * Reads a public visitor pass. It needs no sign-in, so it goes around the signed-in client: a
 * 401 here must not end anybody's session.
 */
export async function fetchPublicPass(
  qrcode: string,
  fetchImpl: FetchLike = (url, init) => fetch(url, init),
): Promise<ApiResult<PublicVisitorPass>> {
  let response: Response;
  try {
    response = await fetchImpl(`/api/public/visitors/${encodeURIComponent(qrcode)}`, {
      headers: { Accept: 'application/json', 'X-Platform': 'web_app' },
    });
  } catch {
    return { ok: false, error: { kind: 'network', message: FALLBACK_MESSAGE } };
  }
  let body: unknown = {};
  try {
    body = await response.json();
  } catch {
    // A body that is not JSON: the status decides.
  }
  if (!response.ok) return { ok: false, error: failureFromStatus(response.status, body) };
  if (hasErrorField(body)) return { ok: false, error: failureFromErrorBody(response.status, body) };
  return { ok: true, data: body as PublicVisitorPass };
}
