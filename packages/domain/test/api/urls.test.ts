import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api';
import { recordingTransport } from './recording-transport';

function client(token: string | null = 'tok 1', language?: string) {
  const { transport, requests } = recordingTransport();
  const api = createApiClient({
    baseUrl: 'https://api.example.test',
    getToken: () => token,
    getLanguage: () => language,
    appVersion: '1',
    transport,
  });
  return { api, requests };
}

describe('token-carrying URLs', () => {
  it('given a statement row, the PDF URL names the row and the token', () => {
    expect(client().api.accountStatements.pdfUrl(7, 31)).toBe(
      'https://api.example.test/api/account-statements/pdf/7?account_statement_id=31&token=tok%201',
    );
  });

  it('given no row, the full statement PDF URL carries only the token', () => {
    expect(client().api.accountStatements.pdfUrl(7)).toBe(
      'https://api.example.test/api/account-statements/pdf/7?token=tok%201',
    );
  });

  it('given the interface in Malay, the PDF URL names the language, which the browser may not', () => {
    expect(client('tok 1', 'ms').api.accountStatements.pdfUrl(7)).toBe(
      'https://api.example.test/api/account-statements/pdf/7?token=tok%201&lang=ms',
    );
    expect(client('tok 1', 'en').api.accountStatements.pdfUrl(7)).toBe(
      'https://api.example.test/api/account-statements/pdf/7?token=tok%201',
    );
  });

  it('given date ranges as pairs, the report URL sends them comma-separated', () => {
    const url = client().api.reports.url('trip', {
      purchased_date: ['2026-11-01', '2026-11-30'],
      departure_date: ['2026-11-02', '2026-11-03'],
      staff_id: 4,
      trip_type: 'Daily',
    });

    expect(url).toBe(
      'https://api.example.test/api/reports/trip?purchased_date=2026-11-01%2C2026-11-30' +
        '&departure_date=2026-11-02%2C2026-11-03&staff_id=4&trip_type=Daily&token=tok%201',
    );
  });

  it('given ranges already as text, the report URL keeps them', () => {
    expect(client().api.reports.url('marketing', { purchased_date: '2026-11-01,2026-11-30' })).toBe(
      'https://api.example.test/api/reports/marketing?purchased_date=2026-11-01%2C2026-11-30&token=tok%201',
    );
  });

  it('given format xlsx, the report URL asks for the spreadsheet', () => {
    expect(client().api.reports.url('agent', { group_type: 'Hotel' }, { format: 'xlsx' })).toBe(
      'https://api.example.test/api/reports/agent?group_type=Hotel&format=xlsx&token=tok%201',
    );
  });

  it('given the Download of an agent report, the URL asks for the .xlsx (and Malay messages)', () => {
    expect(client().api.reports.url('agent', { format: 'xlsx', lang: 'ms' })).toBe(
      'https://api.example.test/api/reports/agent?format=xlsx&lang=ms&token=tok%201',
    );
  });

  it('given no filters, the report URL carries only the token', () => {
    expect(client().api.reports.url('sales')).toBe(
      'https://api.example.test/api/reports/sales?token=tok%201',
    );
  });

  it('given a property, the house rules URL names it and the token', () => {
    expect(client().api.houseRules.url(3)).toBe(
      'https://api.example.test/api/units/house-rules?property_id=3&token=tok%201',
    );
  });

  it('given stored file names, the storage URLs carry the token', () => {
    const { api } = client();

    expect(api.files.receiptUrl('r 1.pdf')).toBe(
      'https://api.example.test/storage/receipts/r%201.pdf?token=tok%201',
    );
    expect(api.files.announcementUrl('notice.pdf')).toBe(
      'https://api.example.test/storage/announcements/notice.pdf?token=tok%201',
    );
    expect(api.files.pictureUrl('me.png')).toBe(
      'https://api.example.test/storage/pictures/me.png?token=tok%201',
    );
  });

  it('given the import templates, their URLs carry the token', () => {
    const { api } = client();

    expect(api.users.templateUrl()).toBe(
      'https://api.example.test/api/users/template?token=tok%201',
    );
    expect(api.units.templateUrl()).toBe(
      'https://api.example.test/api/units/template?token=tok%201',
    );
  });

  it('given the admins import, its template URL asks for type=admins', () => {
    const { api } = client();

    expect(api.users.templateUrl('admins')).toBe(
      'https://api.example.test/api/users/template?type=admins&token=tok%201',
    );
  });

  it('given no session token, the URL leaves the token out', () => {
    expect(client(null).api.houseRules.url(3)).toBe(
      'https://api.example.test/api/units/house-rules?property_id=3',
    );
  });

  it('building a URL sends no request', () => {
    const { api, requests } = client();

    api.files.pictureUrl('me.png');

    expect(requests).toEqual([]);
  });
});
