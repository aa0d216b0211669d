import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../src/api';
import { wireSchemas } from '../../src/contract/wire-schemas';
import { recordingTransport } from './recording-transport';

type Wire = ApiClientOptions['wireSchemas'];

/** A client answering `body`, validating with `true` (the wire schemas), a map or a loader. */
function client(body: string, schemas: Wire | true, status = 200) {
  const { transport } = recordingTransport({ status, body });
  const wire = schemas === true ? wireSchemas : schemas;
  return createApiClient({
    baseUrl: '',
    getToken: () => 'tok',
    appVersion: '1.0.0',
    transport,
    ...(wire === undefined ? {} : { wireSchemas: wire }),
  });
}

const card = { id: 4, serial_number: 'SN-001', active: true, unit_id: 7 };

describe('given the client validates replies', () => {
  it('when the reply matches its schema, then the call succeeds with it', async () => {
    const api = client(JSON.stringify({ data: [card], total: 1 }), true);

    expect(await api.accessCards.list(7)).toEqual({ ok: true, data: { data: [card], total: 1 } });
  });

  it('when a field has drifted, then the call fails as invalid-response naming the call and the path', async () => {
    const drifted = { data: [{ ...card, serial_number: 1001 }], total: 1 };
    const result = await client(JSON.stringify(drifted), true).accessCards.list(7);

    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid-response',
        status: 200,
        message: expect.stringContaining('GET /api/units/access-card/7'),
      },
    });
    expect(!result.ok && result.error.message).toContain('data.0.serial_number');
  });

  it('when a required field is missing, then the call fails with its path', async () => {
    const result = await client(JSON.stringify({ data: [] }), true).accessCards.list(7);

    expect(!result.ok && result.error.kind).toBe('invalid-response');
    expect(!result.ok && result.error.message).toContain('at total (');
  });

  it('when a field that may not be null is null, then the call fails', async () => {
    const pass = {
      qrcode: 'QR9',
      host: null,
      name: 'Ali',
      contact: '0111111111',
      vehicle_no: 'WXY 1234',
      type: 'Visit',
      start_date: '2026-11-02',
      end_date: null,
      status: 'Upcoming',
      checked_in_at: null,
      checked_out_at: null,
    };
    const result = await client(JSON.stringify(pass), true).visitors.publicPass('QR9');

    expect(!result.ok && result.error.message).toContain('at host (');
  });

  it('when a value is outside its enum, then the call fails', async () => {
    const result = await client(
      JSON.stringify({ visitor: { status: 'Lost' } }),
      true,
    ).visitors.checkIn('QR9');

    expect(!result.ok && result.error.kind).toBe('invalid-response');
  });

  it('when the reply is not JSON at all, then the call fails rather than throwing', async () => {
    const result = await client('<html>Bad gateway</html>', true).dashboard.get();

    expect(!result.ok && result.error.kind).toBe('invalid-response');
    expect(!result.ok && result.error.message).toContain('GET /api/dashboard');
  });

  it('when many fields drift, then the message lists three and counts the rest', async () => {
    const result = await client('{}', true).dashboard.notification();

    expect(!result.ok && result.error.message).toMatch(/; and \d+ more$/);
  });

  it('when the reply is a failure, then the failure wins over the schema', async () => {
    const result = await client('{"error":"Unit is full"}', true, 400).units.assignOwner({
      user_id: 1,
      unit_id: 2,
    });

    expect(result).toEqual({
      ok: false,
      error: { kind: 'bad-request', message: 'Unit is full', status: 400 },
    });
  });
});

describe('given the client loads the schemas lazily (the app in development)', () => {
  const drifted = JSON.stringify({ data: [{ ...card, serial_number: 1001 }], total: 1 });

  it('when replies come, then the loader runs once and every reply is checked', async () => {
    const load = vi.fn(() => Promise.resolve(wireSchemas));
    const api = client(drifted, load);

    const [first, second] = await Promise.all([api.accessCards.list(7), api.accessCards.list(7)]);
    const third = await api.accessCards.list(7);

    expect(load).toHaveBeenCalledTimes(1);
    for (const result of [first, second, third]) {
      expect(!result.ok && result.error.message).toContain('data.0.serial_number');
    }
  });

  it('when the client only sends, then the schemas are not loaded', () => {
    const load = vi.fn(() => Promise.resolve(wireSchemas));
    client(drifted, load);

    expect(load).not.toHaveBeenCalled();
  });

  it('when loading fails, then the call fails as invalid-response and the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof wireSchemas>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue(wireSchemas);
    const api = client(JSON.stringify({ data: [card], total: 1 }), load);

    const failed = await api.accessCards.list(7);
    const retried = await api.accessCards.list(7);

    expect(failed).toEqual({
      ok: false,
      error: {
        kind: 'invalid-response',
        status: 200,
        message: expect.stringContaining('chunk missing'),
      },
    });
    expect(retried).toEqual({ ok: true, data: { data: [card], total: 1 } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('given schemas that lack the reply schema of a call', () => {
  it('when its reply comes, then the call fails rather than passing unchecked', async () => {
    const { AccessCardList: _omitted, ...others } = wireSchemas;
    const partial = others as unknown as typeof wireSchemas;

    const result = await client(
      JSON.stringify({ data: [card], total: 1 }),
      partial,
    ).accessCards.list(7);

    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid-response',
        status: 200,
        message: expect.stringContaining('no wire schema AccessCardList'),
      },
    });
  });
});

describe('given the client has no schemas (production, the default)', () => {
  it('when a field has drifted, then the call succeeds with the reply as sent', async () => {
    const drifted = { data: [{ ...card, serial_number: 1001 }], total: 1 };

    expect(await client(JSON.stringify(drifted), undefined).accessCards.list(7)).toEqual({
      ok: true,
      data: drifted,
    });
  });
});
