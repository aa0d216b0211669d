import { describe, expect, it } from 'vitest';
import {
  createApiClient,
  isCentralReadFailure,
  isModalFailure,
  readPlaceText,
  type Transport,
} from '../../src/api';
import { recordingTransport } from './recording-transport';

function clientAnswering(status: number, body: string) {
  const { transport } = recordingTransport({ status, body });
  return createApiClient({ baseUrl: '', getToken: () => 'tok', appVersion: '1.0.0', transport });
}

describe('given a 2xx answer', () => {
  it('when the body is JSON, then the call succeeds with it', async () => {
    const api = clientAnswering(200, '{"total_unit":12}');

    expect(await api.dashboard.get()).toEqual({ ok: true, data: { total_unit: 12 } });
  });

  it('when the body is empty, then the call succeeds with an empty object', async () => {
    const api = clientAnswering(204, '');

    expect(await api.payments.verify(1)).toEqual({ ok: true, data: {} });
  });

  it('when the body carries an error text, then the call fails with that text', async () => {
    const api = clientAnswering(200, '{"error":"File not supported."}');

    expect(await api.payments.uploadReceipt({ doc: 'eA==', original_name: 'x.exe' })).toEqual({
      ok: false,
      error: { kind: 'bad-request', message: 'File not supported.', status: 200 },
    });
  });

  it('when the error field is true and a message is given, then the call fails with the message', async () => {
    const api = clientAnswering(200, '{"error":true,"message":"Unit is full"}');

    expect(await api.units.assignOwner({ user_id: 1, unit_id: 2 })).toEqual({
      ok: false,
      error: { kind: 'bad-request', message: 'Unit is full', status: 200 },
    });
  });

  it('when the error field has no text, then the call fails with Something went wrong', async () => {
    const api = clientAnswering(200, '{"error":true}');

    expect(await api.inbox.removeAll()).toEqual({
      ok: false,
      error: { kind: 'bad-request', message: 'Something went wrong', status: 200 },
    });
  });

  it('when the error field is null or false, then the call succeeds', async () => {
    expect((await clientAnswering(200, '{"error":null,"img":"a.png"}').dashboard.get()).ok).toBe(
      true,
    );
    expect((await clientAnswering(200, '{"error":false}').dashboard.get()).ok).toBe(true);
    expect((await clientAnswering(200, '{"error":""}').dashboard.get()).ok).toBe(true);
  });

  it('when the error log answers plain text, then the call succeeds with the text', async () => {
    const api = clientAnswering(200, '[2026-11-02] Undefined index: unit_id');

    expect(await api.errorLog.get()).toEqual({
      ok: true,
      data: '[2026-11-02] Undefined index: unit_id',
    });
  });
});

describe('given an error status', () => {
  it('when 400 carries an error text, then the failure is a bad request with that text', async () => {
    const api = clientAnswering(400, '{"error":"Unit no already exists"}');

    expect(await api.units.add({ unit_no: 'A-1', property_id: 1 })).toEqual({
      ok: false,
      error: { kind: 'bad-request', message: 'Unit no already exists', status: 400 },
    });
  });

  it('when 400 carries nothing, then the failure reads Something went wrong', async () => {
    const api = clientAnswering(400, '');

    expect(await api.units.remove(1)).toEqual({
      ok: false,
      error: { kind: 'bad-request', message: 'Something went wrong', status: 400 },
    });
  });

  it.each([401, 402, 403])('when %i, then the session has ended', async (status) => {
    const api = clientAnswering(status, '{"message":"Unauthenticated."}');

    expect(await api.auth.authenticate()).toEqual({
      ok: false,
      error: { kind: 'session-ended', message: 'Unauthenticated.', status },
    });
  });

  it('when 409, then the failure asks for updates with the server text', async () => {
    const api = clientAnswering(409, '{"message":"A new version is available"}');

    expect(await api.dashboard.get()).toEqual({
      ok: false,
      error: { kind: 'updates', message: 'A new version is available', status: 409 },
    });
  });

  it('when 429, then the failure says hold on with the server text', async () => {
    const api = clientAnswering(429, '{"error":"Too many attempts"}');

    expect(await api.auth.login({ email_username: 'a', password: 'secret1' })).toEqual({
      ok: false,
      error: { kind: 'hold-on', message: 'Too many attempts', status: 429 },
    });
  });

  it('when 500 carries a message, then the failure is a server error with that message', async () => {
    const api = clientAnswering(500, '{"message":"Server Error"}');

    expect(await api.dashboard.get()).toEqual({
      ok: false,
      error: { kind: 'server-error', message: 'Server Error', status: 500 },
    });
  });

  it('when 404 answers an HTML page, then the failure reads Something went wrong', async () => {
    const api = clientAnswering(404, '<html>Not Found</html>');

    expect(await api.dashboard.get()).toEqual({
      ok: false,
      error: { kind: 'server-error', message: 'Something went wrong', status: 404 },
    });
  });

  it('when the error text is blank, then the message is used instead', async () => {
    const api = clientAnswering(400, '{"error":"  ","message":"Invalid date"}');

    expect(await api.dashboard.get()).toEqual({
      ok: false,
      error: { kind: 'bad-request', message: 'Invalid date', status: 400 },
    });
  });
});

describe('given the request never reaches the server', () => {
  it('when the transport rejects, then the failure is a network failure', async () => {
    const transport: Transport = () => Promise.reject(new TypeError('Failed to fetch'));
    const api = createApiClient({ baseUrl: '', getToken: () => 'tok', appVersion: '1', transport });

    expect(await api.dashboard.get()).toEqual({
      ok: false,
      error: { kind: 'network', message: 'Something went wrong' },
    });
  });

  it('when reading the body fails, then the failure is a network failure', async () => {
    const transport: Transport = () =>
      Promise.resolve({ status: 200, text: () => Promise.reject(new Error('reset')) });
    const api = createApiClient({ baseUrl: '', getToken: () => 'tok', appVersion: '1', transport });

    expect(await api.dashboard.get()).toEqual({
      ok: false,
      error: { kind: 'network', message: 'Something went wrong' },
    });
  });
});

describe('given a slow server', () => {
  function manualTimers() {
    const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
    return {
      timers,
      setTimer: (callback: () => void, ms: number) => {
        timers.push({ callback, ms, cleared: false });
        return timers.length - 1;
      },
      clearTimer: (handle: unknown) => {
        const timer = timers[handle as number];
        if (timer) timer.cleared = true;
      },
    };
  }

  it('when 30 s pass without an answer, then the call fails with the timeout message and aborts', async () => {
    const clock = manualTimers();
    const seen: { aborted: boolean }[] = [];
    const transport: Transport = (_url, init) => {
      if (init.signal) seen.push(init.signal);
      return new Promise(() => undefined);
    };
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 'tok',
      appVersion: '1',
      transport,
      ...clock,
    });

    const pending = api.dashboard.get();
    expect(clock.timers[0]?.ms).toBe(30_000);
    clock.timers[0]?.callback();

    expect(await pending).toEqual({
      ok: false,
      error: { kind: 'timeout', message: 'This is taking too long. Please check your connection' },
    });
    expect(seen[0]?.aborted).toBe(true);
  });

  it('when an answer arrives in time, then the timer is cleared', async () => {
    const clock = manualTimers();
    const { transport } = recordingTransport();
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 'tok',
      appVersion: '1',
      transport,
      ...clock,
    });

    await api.dashboard.get();

    expect(clock.timers[0]?.cleared).toBe(true);
  });

  it('when a custom timeout is given, then the timer uses it', async () => {
    const clock = manualTimers();
    const { transport } = recordingTransport();
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 'tok',
      appVersion: '1',
      transport,
      timeoutMs: 5_000,
      ...clock,
    });

    await api.dashboard.get();

    expect(clock.timers[0]?.ms).toBe(5_000);
  });

  it('when the default timers run, then a quick answer still succeeds', async () => {
    const { transport } = recordingTransport({ status: 200, body: '{"android":"1"}' });
    const api = createApiClient({ baseUrl: '', getToken: () => 'tok', appVersion: '1', transport });

    expect(await api.settings.appVersion()).toEqual({ ok: true, data: { android: '1' } });
  });
});

describe('given no session token', () => {
  it('when a call is sent, then no Authorization header is sent but the platform headers are', async () => {
    const { transport, requests } = recordingTransport();
    const api = createApiClient({
      baseUrl: '',
      getToken: () => null,
      appVersion: '2.0',
      transport,
    });

    await api.auth.forgotPassword({ email: 'a@b.co' });

    expect(requests[0]?.headers).toEqual({
      Accept: 'application/json',
      'X-Platform': 'web_app',
      'X-App-Version': '2.0',
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
    });
  });

  it('when the token changes between calls, then each call carries the current one', async () => {
    const { transport, requests } = recordingTransport();
    let token = 'first';
    const api = createApiClient({ baseUrl: '', getToken: () => token, appVersion: '1', transport });

    await api.dashboard.get();
    token = 'second';
    await api.dashboard.get();

    expect(requests.map((request) => request.headers.Authorization)).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });

  it('when the interface language changes between calls, then each call asks for the current one', async () => {
    const { transport, requests } = recordingTransport();
    let language = 'en';
    const api = createApiClient({
      baseUrl: '',
      getToken: () => null,
      getLanguage: () => language,
      appVersion: '1',
      transport,
    });

    await api.dashboard.get();
    language = 'ms';
    await api.dashboard.get();

    expect(requests.map((request) => request.headers['Accept-Language'])).toEqual(['en', 'ms']);
  });
});

describe('given the default transport', () => {
  it('when the runtime fetch is used, then it receives the URL and request', async () => {
    const runtime = globalThis as { fetch?: unknown };
    const original = runtime.fetch;
    const calls: string[] = [];
    runtime.fetch = (url: string) => {
      calls.push(url);
      return Promise.resolve({ status: 200, text: () => Promise.resolve('{"ok":1}') });
    };
    try {
      const api = createApiClient({
        baseUrl: 'https://x.test',
        getToken: () => 't',
        appVersion: '1',
      });
      expect(await api.dashboard.get()).toEqual({ ok: true, data: { ok: 1 } });
      expect(calls).toEqual(['https://x.test/api/dashboard']);
    } finally {
      runtime.fetch = original;
    }
  });

  it('when the runtime has no fetch, then the call fails as a network failure', async () => {
    const runtime = globalThis as { fetch?: unknown };
    const original = runtime.fetch;
    runtime.fetch = undefined;
    try {
      const api = createApiClient({ baseUrl: '', getToken: () => 't', appVersion: '1' });
      expect(await api.dashboard.get()).toEqual({
        ok: false,
        error: { kind: 'network', message: 'Something went wrong' },
      });
    } finally {
      runtime.fetch = original;
    }
  });
});

describe('which failures the catalogue shows in a modal', () => {
  it("given 409 'Updates' or 429 'Hold On!', shows a modal", () => {
    expect(isModalFailure({ kind: 'updates' })).toBe(true);
    expect(isModalFailure({ kind: 'hold-on' })).toBe(true);
  });

  it('given any other failure, leaves it to the screen or the session', () => {
    for (const kind of [
      'bad-request',
      'session-ended',
      'timeout',
      'network',
      'server-error',
    ] as const) {
      expect(isModalFailure({ kind }), kind).toBe(false);
    }
  });
});

describe("a read's failure: shown centrally, or in the screen's own place", () => {
  it('given a 400, a session end, 409 or 429, leaves the place only its retry', () => {
    for (const kind of ['bad-request', 'session-ended', 'updates', 'hold-on'] as const) {
      expect(isCentralReadFailure({ kind }), kind).toBe(true);
      expect(readPlaceText({ kind, message: 'Said centrally' }), kind).toBeUndefined();
    }
  });

  it('given a timeout, a lost connection, a 404 or 500 or a bad reply, says it in the place', () => {
    for (const kind of ['timeout', 'network', 'server-error', 'invalid-response'] as const) {
      expect(isCentralReadFailure({ kind }), kind).toBe(false);
      expect(readPlaceText({ kind, message: 'Said here' }), kind).toBe('Said here');
    }
    expect(readPlaceText(undefined)).toBeUndefined();
  });
});
