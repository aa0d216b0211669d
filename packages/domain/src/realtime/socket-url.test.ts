import { describe, expect, it } from 'vitest';
import { socketUrl } from './socket-url';

describe('socketUrl', () => {
  it('given an https page, then the socket is secure at /ws', () => {
    expect(socketUrl({ protocol: 'https:', host: 'app.strata.my' })).toBe('wss://app.strata.my/ws');
  });

  it('given a plain local page with a port, then the socket is plain ws', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
  });

  it('given a protocol without its colon or in capitals, then it is read the same', () => {
    expect(socketUrl({ protocol: 'HTTPS', host: 'a.my' })).toBe('wss://a.my/ws');
  });

  it('given another path, then the socket uses it with one leading slash', () => {
    expect(socketUrl({ protocol: 'https:', host: 'a.my' }, 'realtime')).toBe('wss://a.my/realtime');
    expect(socketUrl({ protocol: 'https:', host: 'a.my' }, '/rt')).toBe('wss://a.my/rt');
  });
});
