import type { SupportReport } from '@strata/domain';
import type { FakeAnswer } from '../../testing/fake-api';

const REPORTERS = ['Aisyah Rahman', 'Tan Mei Ling', 'Daniel Lim', 'Ravi Kumar'];
const REPORTS = [
  'The payment receipt upload stays at 0% on my phone.',
  'Visitor pass QR code does not open on Safari.',
  'The units list shows page 2 empty after searching for block B and clearing the search box again.',
  'Inbox badge still shows 1 after reading every message.',
];

/** Bug report `index` (0-based, id index + 1), newest first; every third is Resolved. */
export function supportReportFixture(
  index: number,
  overrides: Partial<SupportReport> = {},
): SupportReport {
  return {
    id: index + 1,
    username: REPORTERS[index % REPORTERS.length]!,
    report: REPORTS[index % REPORTS.length]!,
    created_at: `2026-11-${String(22 - Math.floor(index / 24)).padStart(2, '0')} ${String(23 - (index % 24)).padStart(2, '0')}:15:00`,
    status: index % 3 === 2 ? 'Resolved' : 'Pending',
    ...overrides,
  };
}

/** GET /api/support over `total` reports: the asked page, filtered by the asked search. */
export function supportEndpoint(total: number) {
  const all = Array.from({ length: total }, (_, index) => supportReportFixture(index));
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const found = all.filter((report) =>
      `${report.report} ${report.username}`.toLowerCase().includes(search),
    );
    return { body: { data: found.slice(page * 20, page * 20 + 20), total: found.length } };
  };
}

/** POST /api/support/report: answers the reporter's refreshed list (the new report on top). */
export function supportReportSent(): FakeAnswer {
  return {
    body: {
      data: [supportReportFixture(0, { id: 99, report: 'The menu does not open on my tablet.' })],
      total: 1,
    },
  };
}
