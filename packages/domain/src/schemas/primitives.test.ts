import { describe, expect, it } from 'vitest';
import {
  announcementAddSchema,
  autocompleteQuerySchema,
  documentUploadSchema,
  generateStatementsSchema,
  idParamsSchema,
  inboxDeleteSchema,
  inboxReplySchema,
  listQuerySchema,
  loginSchema,
  logoutSchema,
  propertyQuerySchema,
  qrcodeParamsSchema,
  reportQuerySchema,
  settingsSaveSchema,
  supportReportSchema,
  unitAddSchema,
  unitCardParamsSchema,
  visitorAddSchema,
  wireCount,
  wireDate,
  wireFileName,
  wireId,
  wireMonth,
  wireNumber,
  wirePage,
} from './index';

/** The path and message of every issue, as the server's 400 names them. */
function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
}

const visitor = { name: 'Ali', contact: '0123', vehicle_no: 'WXY 1' };

describe('calendar dates', () => {
  it.each(['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01'])(
    'given the day %s of the calendar, accepts it',
    (day) => {
      expect(wireDate.parse(day)).toBe(day);
    },
  );

  it.each(['2026-13-45', '2026-02-30', '2025-02-29', '1900-02-29', '2026-04-31', '2026-00-10'])(
    'given %s, which is not on the calendar, refuses it as not a real date',
    (day) => {
      expect(issues(wireDate.safeParse(day))).toEqual([': Must be a real date (yyyy-mm-dd)']);
    },
  );

  it.each(['2026-01-00', '0000-06-15'])('given %s (no day 0, no year 0), refuses it', (day) => {
    expect(issues(wireDate.safeParse(day))).toEqual([': Must be a real date (yyyy-mm-dd)']);
  });

  it.each(['26-1-5', '2026/01/05', '2026-01-05T00:00', 'tomorrow', ''])(
    'given %j, which is not yyyy-mm-dd, says the shape',
    (day) => {
      expect(issues(wireDate.safeParse(day))).toEqual([': Must be a date (yyyy-mm-dd)']);
    },
  );

  it('given a visitor starting on 2026-13-45, names start_date', () => {
    expect(
      issues(visitorAddSchema.safeParse({ ...visitor, start_date: '2026-13-45', unit_id: 1 })),
    ).toEqual(['start_date: Must be a real date (yyyy-mm-dd)']);
  });

  it('given an Over Night visit ending on 2026-02-30, names end_date', () => {
    expect(
      issues(
        visitorAddSchema.safeParse({
          ...visitor,
          type: 'Over Night',
          start_date: '2026-02-01',
          end_date: '2026-02-30',
        }),
      ),
    ).toEqual(['end_date: Must be a real date (yyyy-mm-dd)']);
  });

  it('given a report range with an impossible end, names its place in the range', () => {
    expect(
      issues(reportQuerySchema.safeParse({ purchased_date: '2026-02-01,2026-02-30' })),
    ).toEqual(['purchased_date.1: Must be a real date (yyyy-mm-dd)']);
  });

  it('given a report range that is not two days, says the shape of a range', () => {
    expect(issues(reportQuerySchema.safeParse({ purchased_date: 'last week' }))).toEqual([
      'purchased_date: Date range must be start,end',
    ]);
  });

  it('given a unit issued on 2025-02-29, names issue_on', () => {
    expect(
      issues(unitAddSchema.safeParse({ unit_no: 'A-1', property_id: 1, issue_on: '2025-02-29' })),
    ).toEqual(['issue_on: Must be a real date (yyyy-mm-dd)']);
  });
});

describe('calendar months', () => {
  it.each(['2026-01', '2026-12', '0001-06'])('given the month %s, accepts it', (month) => {
    expect(wireMonth.parse(month)).toBe(month);
  });

  it.each(['2026-13', '2026-00', '0000-05'])(
    'given %s, refuses it as not a real month',
    (month) => {
      expect(issues(wireMonth.safeParse(month))).toEqual([': Must be a real month (yyyy-mm)']);
    },
  );

  it.each(['2026-1', '2026-01-01', 'May'])('given %s, says the shape', (month) => {
    expect(issues(wireMonth.safeParse(month))).toEqual([': Must be a month (yyyy-mm)']);
  });
});

describe('ids within PostgreSQL integers', () => {
  it.each([1, '1', 2_147_483_647, '2147483647'])('given the id %j, accepts it', (id) => {
    expect(wireId.parse(id)).toBe(Number(id));
  });

  it.each([2_147_483_648, '2147483648', '99999999999', 0, -1, '1.5', 'abc', '1e3', null, [1]])(
    'given %j, refuses it as not a valid id',
    (id) => {
      expect(issues(wireId.safeParse(id))).toEqual([': Must be a valid id']);
    },
  );

  it('given 2147483648 in a path, names id', () => {
    expect(issues(idParamsSchema.safeParse({ id: '2147483648' }))).toEqual([
      'id: Must be a valid id',
    ]);
    expect(issues(unitCardParamsSchema.safeParse({ unit_id: '2147483648', id: '1' }))).toEqual([
      'unit_id: Must be a valid id',
    ]);
  });

  it('given 2147483648 in a query, names property_id', () => {
    expect(issues(propertyQuerySchema.safeParse({ property_id: '2147483648' }))).toEqual([
      'property_id: Must be a valid id',
    ]);
  });

  it('given 2147483648 among the ids of a body, names its place in the list', () => {
    expect(issues(inboxDeleteSchema.safeParse({ ids: [1, 2_147_483_648] }))).toEqual([
      'ids.1: Must be a valid id',
    ]);
  });

  it('given a count beyond the integer, refuses it', () => {
    expect(issues(wireCount.safeParse(2_147_483_648))).toEqual([': Must be at most 2147483647']);
    expect(wireCount.parse('2147483647')).toBe(2_147_483_647);
  });

  it('given a number no double holds, refuses it rather than reading Infinity', () => {
    expect(issues(wireNumber.safeParse('9'.repeat(400)))).toEqual([': Must be a number']);
  });
});

describe('pages', () => {
  it('given the last page allowed, accepts it', () => {
    expect(wirePage.parse('1000000')).toBe(1_000_000);
  });

  it('given a page beyond it, names page', () => {
    expect(issues(listQuerySchema.safeParse({ page: '1000001' }))).toEqual([
      'page: Must be at most 1000000',
    ]);
    expect(issues(listQuerySchema.safeParse({ page: '100000000000000000000' }))).toEqual([
      'page: Must be at most 1000000',
    ]);
  });
});

describe('text maxima', () => {
  it('given 500 characters in a default text, accepts them', () => {
    expect(supportReportSchema.parse({ report: 'x'.repeat(500) }).report).toHaveLength(500);
  });

  it('given 501 characters in a default text, names the field and the maximum', () => {
    expect(issues(supportReportSchema.safeParse({ report: 'x'.repeat(501) }))).toEqual([
      'report: Must be at most 500 characters',
    ]);
  });

  it('given an over-long optional text or search, names it', () => {
    expect(
      issues(unitAddSchema.safeParse({ unit_no: 'A-1', property_id: 1, remark: 'x'.repeat(501) })),
    ).toEqual(['remark: Must be at most 500 characters']);
    expect(issues(listQuerySchema.safeParse({ search: 'x'.repeat(501) }))).toEqual([
      'search: Must be at most 500 characters',
    ]);
    expect(issues(autocompleteQuerySchema.safeParse({ search: 'x'.repeat(501) }))).toEqual([
      'search: Must be at most 500 characters',
    ]);
  });

  it("given an announcement's HTML message, allows 20,000 characters and no more", () => {
    const announcement = { title: 'Lift', recipient: 'Owners' };
    expect(
      announcementAddSchema.safeParse({ ...announcement, message: 'x'.repeat(20_000) }).success,
    ).toBe(true);
    expect(
      issues(announcementAddSchema.safeParse({ ...announcement, message: 'x'.repeat(20_001) })),
    ).toEqual(['message: Must be at most 20000 characters']);
    expect(
      issues(
        announcementAddSchema.safeParse({ ...announcement, message: 'x', title: 'x'.repeat(501) }),
      ),
    ).toEqual(['title: Must be at most 500 characters']);
  });

  it('given an over-long reply, login, token or role name, names each', () => {
    expect(issues(inboxReplySchema.safeParse({ id: 1, reply: 'x'.repeat(2001) }))).toEqual([
      'reply: Must be at most 2000 characters',
    ]);
    expect(
      issues(loginSchema.safeParse({ email_username: 'x'.repeat(255), password: 'secret1' })),
    ).toEqual(['email_username: Must be at most 254 characters']);
    expect(issues(logoutSchema.safeParse({ token: 'x'.repeat(201) }))).toEqual([
      'token: Must be at most 200 characters',
    ]);
    const settings = {
      adult_min_age: 18,
      child_min_age: 2,
      senior_min_age: 60,
      super_senior_min_age: 80,
      agents_ticket_expiry_period: 6,
    };
    expect(
      issues(
        settingsSaveSchema.safeParse({
          ...settings,
          roles: [{ name: 'x'.repeat(51), policies: {} }],
        }),
      ),
    ).toEqual(['roles.0.name: Must be at most 50 characters']);
  });

  it('given a number where text belongs, says it must be text', () => {
    expect(issues(supportReportSchema.safeParse({ report: 42 }))).toEqual(['report: Must be text']);
    expect(issues(supportReportSchema.safeParse({}))).toEqual(['report: Report is required']);
  });
});

describe('list maxima', () => {
  it('given 1000 ids, accepts them; given 1001, names ids', () => {
    const ids = Array.from({ length: 1000 }, (_, index) => index + 1);
    expect(inboxDeleteSchema.safeParse({ ids }).success).toBe(true);
    expect(issues(inboxDeleteSchema.safeParse({ ids: [...ids, 1001] }))).toEqual([
      'ids: Must hold at most 1000 values',
    ]);
  });

  it('given an unknown invoice type in the list, names types and the choices', () => {
    expect(issues(generateStatementsSchema.safeParse({ types: ['gas'], date: '2026-11' }))).toEqual(
      ['types: Invoice type must be maintenance, water or others'],
    );
  });

  it('given 1001 invoice types, names types', () => {
    const types = Array.from({ length: 1001 }, () => 'water');
    expect(issues(generateStatementsSchema.safeParse({ types, date: '2026-11' }))).toEqual([
      'types: Must hold at most 1000 values',
    ]);
  });
});

describe('upload file names', () => {
  it.each(['receipt.pdf', 'Resit Mei 2026 (1).png', 'ïmage.jpeg', 'x'.repeat(251) + '.png'])(
    'given the name %s, accepts it',
    (name) => {
      expect(wireFileName.parse(name)).toBe(name);
    },
  );

  it.each([
    ['../x.png', 'Must be a file name, without / or \\'],
    ['a/b.png', 'Must be a file name, without / or \\'],
    ['C:\\photos\\x.png', 'Must be a file name, without / or \\'],
    ['x\u0000.png', 'Must not contain control characters'],
    ['x\u0007.png', 'Must not contain control characters'],
    ['x\n.png', 'Must not contain control characters'],
    ['   ', 'File name is required'],
    ['x'.repeat(256), 'Must be at most 255 characters'],
  ])('given the name %j, refuses it: %s', (name, message) => {
    expect(issues(wireFileName.safeParse(name))).toEqual([`: ${message}`]);
  });

  it('given an upload named ../x.png, names original_name', () => {
    expect(
      issues(documentUploadSchema.safeParse({ doc: 'aGVsbG8=', original_name: '../x.png' })),
    ).toEqual(['original_name: Must be a file name, without / or \\']);
  });

  it('given an upload without a name, says the file name is required', () => {
    expect(issues(documentUploadSchema.safeParse({ doc: 'aGVsbG8=' }))).toEqual([
      'original_name: File name is required',
    ]);
  });
});

describe('QR codes in a path', () => {
  it('given a generated code, accepts it', () => {
    expect(qrcodeParamsSchema.parse({ qrcode: 'AB12CD34EF56' })).toEqual({
      qrcode: 'AB12CD34EF56',
    });
  });

  it.each([
    ['a'.repeat(65), 'QR code is too long'],
    ['bad code', 'QR code may contain only letters, digits, - and _'],
    ['', 'QR code is required'],
  ])('given %j, names qrcode: %s', (qrcode, message) => {
    expect(issues(qrcodeParamsSchema.safeParse({ qrcode }))).toEqual([`qrcode: ${message}`]);
  });
});
