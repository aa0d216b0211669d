import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type {
  AccountStatementListResponse,
  AccountStatementRow,
  AutocompleteResponse,
  DetailResponse,
  InboxItem,
  InboxListResponse,
  ListResponse,
  NamedOption,
  OutstandingListResponse,
  OwnerSuggestion,
  Payment,
  PaymentListResponse,
  Unit,
  UnitListResponse,
  User,
  UserListResponse,
  UserPolicy,
} from '../wire';
import type { ownerAutocompleteResponseSchema, userDetailResponseSchema } from './index';
import {
  detailResponse,
  listResponse,
  unitDetailResponseSchema,
  unitListResponseSchema,
} from './index';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Fails to compile unless A and B are assignable both ways (same fields, optionality, nulls). */
function sameType<A, B>(..._proof: Same<A, B> extends true ? [] : [mismatch: never]) {
  return _proof;
}

describe('the generic wire types', () => {
  it('are what the builders output', () => {
    sameType<UnitListResponse, ListResponse<Unit, { properties: NamedOption[] }>>();
    sameType<UserListResponse, ListResponse<User, { policies: UserPolicy[] }>>();
    sameType<AccountStatementListResponse, OutstandingListResponse<AccountStatementRow>>();
    sameType<PaymentListResponse, OutstandingListResponse<Payment>>();
    sameType<InboxListResponse, ListResponse<InboxItem, { unread_notification: number }>>();
    sameType<z.output<typeof userDetailResponseSchema>, DetailResponse<User>>();
    sameType<z.output<typeof unitDetailResponseSchema>, DetailResponse<Unit>>();
    sameType<
      z.output<typeof ownerAutocompleteResponseSchema>,
      AutocompleteResponse<OwnerSuggestion>
    >();
  });

  it('catch a drift (the check itself can fail)', () => {
    // @ts-expect-error: a list without its extra is not the same type.
    sameType<UnitListResponse, ListResponse<Unit>>();
    // @ts-expect-error: an optional field is not a required one.
    sameType<{ a?: string }, { a: string }>();
    // @ts-expect-error: a nullable field is not a plain one.
    sameType<{ a: string | null }, { a: string }>();
  });
});

describe('listResponse', () => {
  const item = z.object({ id: z.number() });

  it('given data and total, then a list parses', () => {
    expect(listResponse(item).parse({ data: [{ id: 1 }], total: 1 })).toEqual({
      data: [{ id: 1 }],
      total: 1,
    });
  });

  it('given a list without its total, then it does not parse', () => {
    expect(listResponse(item).safeParse({ data: [] }).success).toBe(false);
  });

  it('given extras, then they are required beside data and total', () => {
    const schema = listResponse(item, { outstanding: z.number() });

    expect(schema.safeParse({ data: [], total: 0 }).success).toBe(false);
    expect(schema.safeParse({ data: [], total: 0, outstanding: 12.5 }).success).toBe(true);
  });

  it('given a fractional or negative total, then it does not parse', () => {
    expect(listResponse(item).safeParse({ data: [], total: 1.5 }).success).toBe(false);
    expect(listResponse(item).safeParse({ data: [], total: -1 }).success).toBe(false);
  });
});

describe('detailResponse', () => {
  it('given the record under data, then it parses; a bare record does not', () => {
    const schema = detailResponse(z.object({ id: z.number() }));

    expect(schema.safeParse({ data: { id: 1 } }).success).toBe(true);
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
  });
});

describe('the units replies', () => {
  it('given a unit as the server serialises it, then the units list parses it', () => {
    const unit = {
      id: 7,
      unit_no: 'A-1-2',
      level: 1,
      block: null,
      square_feet: 850,
      parking_lot: 'P12',
      parking_lot_2: null,
      maintenance_amount: 180.5,
      water_amount: 0.0035,
      other_amount: null,
      remark: null,
      user_id: 9,
      user_id_2: null,
      user_id_3: null,
      user: { id: 9, name: 'Siti Aminah' },
      property_id: 3,
      created_at: '2026-11-02 09:12:00',
      issue_on: null,
    };
    const reply = { data: [unit], total: 1, properties: [{ id: 3, name: 'Seri Residensi' }] };

    expect(unitListResponseSchema.parse(reply)).toEqual(reply);
    const { issue_on: _dropped, ...withoutIssueOn } = unit;
    expect(unitDetailResponseSchema.safeParse({ data: withoutIssueOn }).success).toBe(false);
  });
});
