import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api';
import { recordingTransport } from './recording-transport';

const runtime = globalThis as { FormData?: unknown; AbortController?: unknown };
const { FormData: originalFormData, AbortController: originalAbortController } = runtime;

afterEach(() => {
  runtime.FormData = originalFormData;
  runtime.AbortController = originalAbortController;
});

describe('given a runtime without some web APIs', () => {
  it('when FormData is missing, then an upload fails without throwing or sending', async () => {
    runtime.FormData = undefined;
    const { transport, requests } = recordingTransport();
    const api = createApiClient({ baseUrl: '', getToken: () => 't', appVersion: '1', transport });

    const result = await api.payments.uploadReceipt({ doc: 'eA==', original_name: 'r.pdf' });

    expect(result).toEqual({
      ok: false,
      error: { kind: 'network', message: 'Something went wrong' },
    });
    expect(requests).toEqual([]);
  });

  it('when a FormData factory is injected, then uploads use it', async () => {
    runtime.FormData = undefined;
    const appended: [string, string][] = [];
    const { transport, requests } = recordingTransport();
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 't',
      appVersion: '1',
      transport,
      createFormData: () => ({ append: (name, value) => appended.push([name, value]) }),
    });

    await api.announcements.uploadAttachment({ doc: 'eA==', original_name: 'a.pdf' });

    expect(appended).toEqual([
      ['doc', 'eA=='],
      ['original_name', 'a.pdf'],
    ]);
    expect(requests[0]?.body).toBeDefined();
  });

  it('when AbortController is missing, then the call is sent without a signal', async () => {
    runtime.AbortController = undefined;
    const { transport, requests } = recordingTransport();
    const api = createApiClient({ baseUrl: '', getToken: () => 't', appVersion: '1', transport });

    expect((await api.dashboard.get()).ok).toBe(true);
    expect(requests[0]?.signal).toBeUndefined();
  });

  it('when AbortController is missing, then the timeout still fails the call', async () => {
    runtime.AbortController = undefined;
    let fire: () => void = () => undefined;
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 't',
      appVersion: '1',
      transport: () => new Promise(() => undefined),
      setTimer: (callback) => {
        fire = callback;
        return 1;
      },
      clearTimer: () => undefined,
    });

    const pending = api.dashboard.get();
    fire();

    expect((await pending).ok).toBe(false);
  });
});
