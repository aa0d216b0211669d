import type { ApiRequestLogRow } from '@strata/domain';
import type { FakeAnswer } from '../../testing/fake-api';

const CALLS: [string, string | null, string][] = [
  ['GET /api/units?page=0', null, 'web_app'],
  ['POST /api/visitors/add', '{"name":"Lim Wei","unit_id":12,"password":"[redacted]"}', 'web_app'],
  ['POST /api/login', '{"email":"owner@demo.test","password":"[redacted]"}', 'mobile_app'],
  ['GET /api/notification', null, 'mobile_app'],
  ['POST /api/payments/upload', '{"doc":"[file]","original_name":"receipt.pdf"}', 'web_app'],
];
const USERS = ['admin', 'owner', 'manager', 'guard'];

/** API request log row `index` (0-based, newest first). */
export function apiRequestLogFixture(index: number): ApiRequestLogRow {
  const [url, postData, platform] = CALLS[index % CALLS.length]!;
  return {
    id: 5000 - index,
    username: USERS[index % USERS.length]!,
    url,
    post_data: postData,
    platform,
    userAgent:
      platform === 'mobile_app'
        ? { platform: 'Android', browser: 'Chrome' }
        : { platform: 'Windows', browser: 'Edge' },
    created_at: `2026-11-22 10:${String(59 - (index % 60)).padStart(2, '0')}:00`,
  };
}

/** GET /api/api-request-log over `total` rows: the asked page, filtered by the asked search. */
export function apiRequestLogEndpoint(total: number) {
  const all = Array.from({ length: total }, (_, index) => apiRequestLogFixture(index));
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const found = all.filter((row) =>
      `${row.username} ${row.url} ${row.post_data ?? ''} ${row.platform}`
        .toLowerCase()
        .includes(search),
    );
    return { body: { data: found.slice(page * 20, page * 20 + 20), total: found.length } };
  };
}

/** GET /error_log: two reported errors, newest first, as the server writes them. */
export const ERROR_LOG_TEXT = [
  '[2026-11-22 10:41:07] owner at /d/payments (Mozilla/5.0 (Linux; Android 14) Chrome/130.0)',
  "TypeError: Cannot read properties of undefined (reading 'amount')",
  '    at PaymentForm (payments-page.tsx:88:21)',
  '',
  '[2026-11-22 09:12:44] admin at /d/units/12 (Mozilla/5.0 (Windows NT 10.0) Edg/130.0)',
  'Unhandled rejection: Failed to fetch',
].join('\n');
