import { say, type ServiceName } from '@strata/domain';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  actorRows,
  isOwnerActor,
  ownsUnit,
  requirePermission,
  requireService,
  scopeToProperty,
  type Actor,
} from '../../auth/access';
import type { Executor } from '../../db/database';
import { accountStatements, payments, unitBalances } from './tables';
import { units } from '../units/tables';
import { notFound } from '../../http/errors';
import { FINANCE_MESSAGES } from '../../http/messages';
import { pagedSearch, type ListColumns, type ListQuery } from '../../shared/list';
import { preparedOnce } from '../../shared/prepared';

/* Account statements (a ledger of debits and credits) and payments (spec 002 §3). */

type UnitRow = typeof units.$inferSelect;

/** 400 unless the property has `service` (super users exempt) and the actor holds the permission. */
export function requireFinance(
  actor: Actor,
  service: ServiceName,
  area: 'Account Statement' | 'Payments',
  permission: string,
): void {
  requireService(actor, service);
  requirePermission(actor, area, permission);
}

/**
 * The unit `unitId` if the actor may see its finances: an owner their own units, staff their
 * property's, super users any; anything else is 404 (never revealed).
 */
export async function financeUnit(db: Executor, actor: Actor, unitId: number): Promise<UnitRow> {
  const [unit] = await db.select().from(units).where(eq(units.id, unitId)).limit(1);
  if (!unit) throw notFound(FINANCE_MESSAGES.unitNotFound);
  if (isOwnerActor(actor)) {
    if (!ownsUnit(actor.user.id, unit)) throw notFound(FINANCE_MESSAGES.unitNotFound);
  } else {
    scopeToProperty(actor, unit.propertyId, FINANCE_MESSAGES.unitNotFound);
  }
  return unit;
}

/** The finance tables: each has a unit and a property. */
type FinanceTable = typeof accountStatements | typeof payments | typeof unitBalances;

/**
 * The rows of any finance table that one list's scope keeps. A scope from `scopeOf` compares with
 * placeholders and carries its shape and their values, so the lists that read it are prepared
 * statements (shared/list.ts).
 */
export type FinanceScope = ((table: FinanceTable) => SQL | undefined) & {
  readonly prepared?: { shape: string; values: Record<string, unknown> };
};

/**
 * The rows of a finance table the actor may see, narrowed by the list's unit and property: owners
 * their own units, staff their property, super users every property (or the one given). The unit
 * and property are checked once; the scope then applies to each table a call reads.
 */
export async function financeScope(
  db: Executor,
  actor: Actor,
  query: { unit_id?: number | undefined; property_id?: number | undefined },
): Promise<FinanceScope> {
  if (query.property_id !== undefined) scopeToProperty(actor, query.property_id, 'Property');
  if (query.unit_id !== undefined) await financeUnit(db, actor, query.unit_id);
  return scopeOf(actor, query);
}

/** `financeScope` of a unit and property already checked (`financeUnit`, `scopeToProperty`). */
export function scopeOf(
  actor: Actor,
  query: { unit_id?: number | undefined; property_id?: number | undefined },
): FinanceScope {
  const rows = actorRows(actor);
  const scope = (table: FinanceTable) =>
    and(
      rows.where(table.unitId, table.propertyId),
      query.property_id === undefined
        ? undefined
        : eq(table.propertyId, sql.placeholder('property')),
      query.unit_id === undefined ? undefined : eq(table.unitId, sql.placeholder('unit')),
    );
  const shape = [
    rows.shape,
    query.property_id === undefined ? '' : '_property',
    query.unit_id === undefined ? '' : '_unit',
  ].join('');
  const values = { ...rows.values, property: query.property_id, unit: query.unit_id };
  return Object.assign(scope, { prepared: { shape, values } });
}

/**
 * The query of the outstanding balance (debits less credits, in RM) of the units `scope` keeps,
 * from the balances the statement writes keep (`unit_balances`), not from the statement rows; a
 * subquery where a larger statement reads it (the dashboard).
 */
export function outstandingQuery(db: Executor, scope: FinanceScope) {
  return db
    .select({ value: sql<string>`coalesce(sum(${unitBalances.balance}), 0)` })
    .from(unitBalances)
    .where(scope(unitBalances));
}

/** The outstanding balance of the units `scope` keeps (`outstandingQuery`), in RM. */
export async function outstandingOf(db: Executor, scope: FinanceScope): Promise<number> {
  const prepared = scope.prepared;
  const name = prepared && `outstanding_${prepared.shape}`;
  const [row] = prepared
    ? await preparedOnce(db, name!, () => outstandingQuery(db, scope).prepare(name!)).execute(
        prepared.values,
      )
    : await outstandingQuery(db, scope);
  return roundMoney(Number(row?.value ?? 0));
}

/** The largest amount a money column (numeric(12,2)) holds, less a margin for sums. */
export const MAX_AMOUNT = 999_999_999.99;

/** An amount in RM to the sen. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** 'RM 1,234.50'. */
export function ringgit(value: number): string {
  return `RM ${roundMoney(value).toLocaleString('en-MY', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}

/**
 * A statement row's description in the language of the request: the bills and payments the
 * server writes itself (and a booking's fee and its return) are said from their type and month
 * (the stored English text is what the search matches); a bill named by staff ('others') reads as
 * it was written.
 */
export function statementDescription(statement: typeof accountStatements.$inferSelect): string {
  const month = statement.month;
  if (month === null) return statement.description;
  if (statement.type === 'maintenance') return say('statement.maintenance', { month });
  if (statement.type === 'payment') return say('statement.payment', { month });
  if (statement.type === 'facility') {
    // 'Facility booking: BBQ Pit, …' or '… (fee returned): BBQ Pit, …', as the booking wrote it.
    const booking = statement.description.slice(statement.description.indexOf(': ') + 2);
    return say(statement.credit > 0 ? 'statement.facilityReturned' : 'statement.facility', {
      booking,
    });
  }
  if (
    statement.type === 'water' &&
    statement.previousReading !== null &&
    statement.currentReading !== null
  ) {
    return say('statement.water', {
      month,
      previous: statement.previousReading,
      current: statement.currentReading,
    });
  }
  return statement.description;
}

/** A statement row on the wire (spec 002 §3). */
export function statementWire(row: {
  statement: typeof accountStatements.$inferSelect;
  unitNo: string | null;
}) {
  const { statement } = row;
  return {
    id: statement.id,
    unit_id: statement.unitId,
    unit: row.unitNo === null ? null : { unit_no: row.unitNo },
    date: statement.date,
    due_date: statement.dueDate,
    ref_no: statement.refNo,
    description: statementDescription(statement),
    credit: roundMoney(statement.credit),
    debit: roundMoney(statement.debit),
  };
}

/** A payment on the wire (spec 002 §3). */
export function paymentWire(row: { payment: typeof payments.$inferSelect; unitNo: string | null }) {
  const { payment } = row;
  return {
    id: payment.id,
    unit_id: payment.unitId,
    unit: row.unitNo === null ? null : { unit_no: row.unitNo },
    date: payment.date,
    ref_no: payment.refNo,
    amount: roundMoney(payment.amount),
    bank: payment.bank ?? '',
    doc: payment.doc ?? '',
    status: payment.status as 'Pending' | 'Verified' | 'Rejected',
  };
}

/**
 * A row's unit number. Every statement row and payment has its unit (`unit_id` is required and
 * its unit's removal removes them), so a left join keeps the same rows as an inner one, and lets
 * PostgreSQL leave the join out where the unit is not read: a list's total counts the property's
 * rows from their own index (2,922 statement rows: 0.6 ms instead of 1.1 ms on PGlite).
 */
const unitNumber = sql<string>`${units.unitNo}`;

/** Statement rows with their unit number. */
export function statementsWithUnits<Extra extends ListColumns>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ statement: accountStatements, unitNo: unitNumber, ...extra })
    .from(accountStatements)
    .leftJoin(units, eq(units.id, accountStatements.unitId));
}

/** Payments with their unit number (a left join, as `unitNumber` says). */
export function paymentsWithUnits<Extra extends ListColumns>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ payment: payments, unitNo: unitNumber, ...extra })
    .from(payments)
    .leftJoin(units, eq(units.id, payments.unitId));
}

/** The list query of the statements and payments lists. */
export type Query = { page: number; unit_id?: number; property_id?: number; search?: string };

/**
 * The outstanding balance of the units `scope` keeps (`outstandingQuery`) as a column of a list's
 * rows, so a page and its balance are one statement. `column` builds it (inside the list's
 * `select`, so a prepared list builds it once); `balance` reads it off the page's first row, or,
 * when the page has none, asks for it on its own.
 */
function outstandingAlong(db: Executor, scope: FinanceScope) {
  let carried: string | undefined;
  return {
    column: () => sql<string>`(${outstandingQuery(db, scope)})`.as('outstanding'),
    /** Keeps the value the page's first row carries; call it with the page's rows. */
    read(rows: { outstanding: string }[]) {
      carried = rows[0]?.outstanding;
    },
    async balance(): Promise<number> {
      return carried === undefined ? outstandingOf(db, scope) : roundMoney(Number(carried));
    },
  };
}

/** One page of the statement rows the actor may see, with the outstanding balance of them all. */
export async function statementList(db: Executor, actor: Actor, query: Query) {
  const scope = await financeScope(db, actor, query);
  const outstanding = outstandingAlong(db, scope);
  const list = await pagedSearch(
    db,
    (total) => statementsWithUnits(db, { total, outstanding: outstanding.column() }).$dynamic(),
    {
      page: query.page,
      search: query.search,
      filters: [scope(accountStatements)],
      searchIn: [accountStatements.refNo, accountStatements.description, units.unitNo],
      orderBy: [desc(accountStatements.date), desc(accountStatements.id)],
      prepared: scope.prepared && {
        name: `statements_list_${scope.prepared.shape}`,
        values: scope.prepared.values,
      },
    },
    (rows) => {
      outstanding.read(rows);
      return rows.map(statementWire);
    },
  );
  return { ...list, outstanding: await outstanding.balance() };
}

/**
 * The payments list's conditions, search and order for `pagedSearch`, its statement named
 * `name` and the scope's shape (one name for each set of columns the page selects).
 */
function paymentsQuery(
  scope: FinanceScope,
  query: Omit<Query, 'unit_id'>,
  name: string,
): ListQuery {
  return {
    page: query.page,
    search: query.search,
    filters: [scope(payments)],
    searchIn: [payments.refNo, payments.bank, payments.status, units.unitNo],
    orderBy: [desc(payments.date), desc(payments.id)],
    prepared: scope.prepared && {
      name: `${name}_${scope.prepared.shape}`,
      values: scope.prepared.values,
    },
  };
}

/** One page of the payments `scope` keeps, with the outstanding balance of its units. */
export async function paymentList(
  db: Executor,
  scope: FinanceScope,
  query: Omit<Query, 'unit_id'>,
) {
  const outstanding = outstandingAlong(db, scope);
  const list = await pagedSearch(
    db,
    (total) => paymentsWithUnits(db, { total, outstanding: outstanding.column() }).$dynamic(),
    paymentsQuery(scope, query, 'payments_list_balance'),
    (rows) => {
      outstanding.read(rows);
      return rows.map(paymentWire);
    },
  );
  return { ...list, outstanding: await outstanding.balance() };
}

/** One page of the payments `scope` keeps. */
export function paymentPage(db: Executor, scope: FinanceScope, query: Omit<Query, 'unit_id'>) {
  return pagedSearch(
    db,
    (total) => paymentsWithUnits(db, { total }).$dynamic(),
    paymentsQuery(scope, query, 'payments_list'),
    (rows) => rows.map(paymentWire),
  );
}
