import type { AccountStatementRow, Payment } from '@strata/domain';
import type { FakeAnswer, FakeRoutes } from './fake-api';
import { signedIn, signedInWithout } from './session-fixtures';
import { notificationReply } from './wire-fixtures';

const UNITS = ['A-01-01', 'A-01-02', 'B-02-01', 'C-03-04', 'D-05-02'];

/**
 * Statement row `index` (0-based, newest first): invoices (a debit) alternate with the payments
 * that settled them (a credit), as the server's ledger answers them.
 */
export function statementRow(index: number, unitNo = UNITS[index % 5]!): AccountStatementRow {
  const month = 11 - (Math.floor(index / 2) % 11);
  const ym = `2026-${String(month).padStart(2, '0')}`;
  const invoice = index % 2 === 0;
  return {
    id: 500 - index,
    unit_id: 10 + (index % 5),
    unit: { unit_no: unitNo },
    date: `${ym}-${invoice ? '01' : '12'}`,
    due_date: invoice ? `${ym}-28` : null,
    ref_no: invoice
      ? `INV-${ym.replace('-', '')}-${10 + (index % 5)}-M`
      : `PAY-${ym.replace('-', '')}-${index}`,
    description: invoice ? `Maintenance Bill ${ym}` : `Payment received (${ym})`,
    credit: invoice ? 0 : 352,
    debit: invoice ? 352 : 0,
  };
}

/** GET /api/account-statements over `total` rows: the asked page, filtered by the asked search. */
export function statementsEndpoint(total: number, { outstanding = 704, unitNo = '' } = {}) {
  const rows = Array.from({ length: total }, (_, index) =>
    statementRow(index, unitNo || undefined),
  );
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const found = rows.filter((row) =>
      `${row.ref_no} ${row.description} ${row.unit?.unit_no}`.toLowerCase().includes(search),
    );
    return {
      body: {
        data: found.slice(page * 20, page * 20 + 20),
        total: found.length,
        outstanding,
      },
    };
  };
}

const STATUSES = ['Pending', 'Verified', 'Rejected', 'Verified'] as const;
const BANK_NAMES = ['Maybank', 'CIMB', 'Public Bank', 'RHB'];

/** Payment `index` (0-based, newest first); every fourth one Pending, starting with the first. */
export function paymentRow(index: number, overrides: Partial<Payment> = {}): Payment {
  const month = 11 - (index % 11);
  const ym = `2026-${String(month).padStart(2, '0')}`;
  return {
    id: index + 1,
    unit_id: 10 + (index % 5),
    unit: { unit_no: UNITS[index % 5]! },
    date: `${ym}-${String(3 + (index % 20)).padStart(2, '0')}`,
    ref_no: `PAY-${ym.replace('-', '')}-${String(index + 1).padStart(3, '0')}`,
    amount: 352 + (index % 3) * 50,
    bank: BANK_NAMES[index % 4]!,
    doc: `receipt-${index + 1}.${index % 2 === 0 ? 'png' : 'pdf'}`,
    status: STATUSES[index % 4]!,
    ...overrides,
  };
}

/** GET /api/payments over `rows`: the asked page, filtered by the asked search. */
export function paymentsEndpoint(rows: readonly Payment[], { outstanding = 704 } = {}) {
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const found = rows.filter((row) =>
      `${row.ref_no} ${row.unit?.unit_no} ${row.bank}`.toLowerCase().includes(search),
    );
    return {
      body: {
        data: found.slice(page * 20, page * 20 + 20),
        total: found.length,
        outstanding,
      },
    };
  };
}

/** `count` payments. */
export function payments(count: number): Payment[] {
  return Array.from({ length: count }, (_, index) => paymentRow(index));
}

const FINANCE_AREAS = ['Account Statement', 'Payments'];
const ALL = ['View', 'Create', 'Update', 'Delete'];

/**
 * A session of `kind` with the finance areas the server grants Admins and Managers by default
 * (Account Statement and Payments: everything); owners and super users as they are.
 */
export function financeSession(kind: 'admin' | 'manager' | 'owner' | 'super') {
  const session = signedIn(kind);
  if (kind === 'owner' || kind === 'super') return session;
  const extra = FINANCE_AREAS.flatMap((resource) =>
    ALL.map((name) => ({ resource, name, active: true })),
  );
  return { ...session, user: { ...session.user, policies: [...session.user.policies, ...extra] } };
}

/** {@link financeSession} on a property that has switched `service` off. */
export function financeSessionWithout(
  kind: 'admin' | 'owner',
  service: 'Account Statements' | 'Payments',
) {
  const session = signedInWithout(kind, service);
  return { ...session, user: { ...financeSession(kind).user, property: session.user.property } };
}

/** The finance calls of a filled screen: statements, payments, uploads, reviews and counters. */
export function financeRoutes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /api/account-statements': statementsEndpoint(47),
    'POST /api/account-statements/generate': {
      body: { data: [statementRow(0)], total: 1, outstanding: 1056 },
    },
    'GET /api/payments': paymentsEndpoint(payments(27)),
    'POST /api/payments/upload': { body: { doc: 'receipt-20261124-ab12.png' } },
    'POST /api/payments/add': { body: { data: [paymentRow(0)], total: 1 } },
    'GET /api/notification': { body: notificationReply({ pending_payment: 3 }) },
    ...overrides,
  };
}
