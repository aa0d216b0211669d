import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Decode, base64Encode, utf8Decode, utf8Encode } from './base64';
import { decodeClientMessage, decodeMessage, decodeServerMessage, encodeMessage } from './codec';
import type { ClientMessage, ServerMessage } from './messages';

// Node's own encoder, the reference the hand-written base64 is checked against (tests run in Node).
declare const Buffer: {
  from(input: string | Uint8Array, encoding?: 'utf8'): { toString(encoding: 'base64'): string };
};

const frameOf = (json: string) => base64Encode(utf8Encode(json));

describe('encodeMessage', () => {
  it('given a /page message, then the frame is base64 of its JSON envelope', () => {
    const frame = encodeMessage({ type: '/page', data: { path: '/d/units' } });

    expect(frame).toBe('eyJ0eXBlIjoiL3BhZ2UiLCJkYXRhIjp7InBhdGgiOiIvZC91bml0cyJ9fQ==');
    expect(frame).toBe(
      Buffer.from('{"type":"/page","data":{"path":"/d/units"}}').toString('base64'),
    );
  });

  it('given a message without data, then the envelope has only its type', () => {
    expect(encodeMessage({ type: '/pong' })).toBe(
      Buffer.from('{"type":"/pong"}').toString('base64'),
    );
  });
});

describe('decodeServerMessage', () => {
  it('given a chat in Malay with an emoji, then it reads back every character', () => {
    const chat: ServerMessage = {
      type: 'chat',
      data: {
        msg_id: 'm-1',
        sender: 7,
        recipient_id: 3,
        message: 'Terima kasih, jumpa esok 😊 — ç',
        created_at: '2026-11-02 09:30:00',
        seen: false,
      },
    };

    expect(decodeServerMessage(encodeMessage(chat))).toEqual({ ok: true, message: chat });
  });

  it('given a frame encoded by another base64 encoder, then it is read the same', () => {
    const frame = Buffer.from('{"type":"users","data":[1,2,3]}', 'utf8').toString('base64');

    expect(decodeServerMessage(frame)).toEqual({
      ok: true,
      message: { type: 'users', data: [1, 2, 3] },
    });
  });

  it('given an unpadded frame, then it is still read', () => {
    const frame = encodeMessage({ type: 'get-bubble' }).replace(/=+$/, '');

    expect(decodeServerMessage(frame)).toEqual({ ok: true, message: { type: 'get-bubble' } });
  });

  it('given a binary frame, then it fails as not text', () => {
    expect(decodeServerMessage(new Uint8Array([1, 2]))).toEqual({
      ok: false,
      failure: { reason: 'not-text' },
    });
  });

  it('given characters outside base64, then it fails as not base64', () => {
    expect(decodeServerMessage('{"type":"ping"}')).toEqual({
      ok: false,
      failure: { reason: 'not-base64' },
    });
  });

  it('given a base64 length no encoder makes, then it fails as not base64', () => {
    expect(decodeServerMessage('abcde')).toEqual({ ok: false, failure: { reason: 'not-base64' } });
    expect(decodeServerMessage('abcdef=')).toEqual({
      ok: false,
      failure: { reason: 'not-base64' },
    });
  });

  it('given bytes that are not UTF-8, then it fails as not UTF-8', () => {
    expect(decodeServerMessage(base64Encode(new Uint8Array([0xff, 0xfe, 0x7b])))).toEqual({
      ok: false,
      failure: { reason: 'not-utf8' },
    });
  });

  it('given text that is not JSON, then it fails as not JSON', () => {
    expect(decodeServerMessage(frameOf('reload'))).toEqual({
      ok: false,
      failure: { reason: 'not-json' },
    });
  });

  it('given JSON without a string type, then it fails as not an envelope', () => {
    for (const json of ['[1]', 'null', '"ping"', '{"data":1}', '{"type":3}']) {
      expect(decodeServerMessage(frameOf(json))).toEqual({
        ok: false,
        failure: { reason: 'not-envelope' },
      });
    }
  });

  it('given a type the server never sends, then it fails as unknown with the type named', () => {
    expect(decodeServerMessage(encodeMessage({ type: '/chat_history' }))).toEqual({
      ok: false,
      failure: { reason: 'unknown-type', type: '/chat_history' },
    });
  });

  it('given a known type with a wrong payload, then it fails as invalid data', () => {
    expect(decodeServerMessage(frameOf('{"type":"new_user","data":{"id":"seven"}}'))).toEqual({
      ok: false,
      failure: { reason: 'invalid-data', type: 'new_user' },
    });
  });

  it('given a function message, then its unknown payload passes through untouched', () => {
    const message = { type: 'function', data: { name: 'refresh', args: [1, 'a'] } };

    expect(decodeServerMessage(encodeMessage(message))).toEqual({ ok: true, message });
  });

  it('given an activity-log entry, then it is read with its references', () => {
    const message: ServerMessage = {
      type: 'activity-log',
      data: {
        id: 90,
        username: 'aisyah',
        module: 'Units',
        action: 'add-access-card',
        created_at: '2026-11-02 09:30:00',
        ticket: null,
      },
    };

    expect(decodeServerMessage(encodeMessage(message))).toEqual({ ok: true, message });
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String(), fc.anything()), (frame) => {
        expect(decodeServerMessage(frame).ok).toBeTypeOf('boolean');
      }),
    );
  });
});

describe('decodeClientMessage', () => {
  it('given an /appid, then the server reads every field', () => {
    const message: ClientMessage = {
      type: '/appid',
      data: {
        app: 'dashboard',
        id: 7,
        app_id: 'tab-1',
        channel: 'property-3',
        name: 'Aisyah',
        role: 'Manager',
        wpa: false,
        agent: 'Mozilla/5.0',
        token: 't0k',
        screen: '1920x1080',
        reconnect: false,
      },
    };

    expect(decodeClientMessage(encodeMessage(message))).toEqual({ ok: true, message });
  });

  it('given a server-only type, then it fails as unknown', () => {
    expect(decodeClientMessage(encodeMessage({ type: 'reload' }))).toEqual({
      ok: false,
      failure: { reason: 'unknown-type', type: 'reload' },
    });
  });

  it('given garbage, then the envelope failure is passed on', () => {
    expect(decodeClientMessage(42)).toEqual({ ok: false, failure: { reason: 'not-text' } });
  });

  it('round-trips any chat text: decode(encode(m)) equals m', () => {
    fc.assert(
      fc.property(
        // Any UTF-16 text, lone surrogates included, plus whole graphemes (emoji, accents).
        fc.string({
          unit: fc.oneof(
            fc.nat(0xffff).map((code) => String.fromCharCode(code)),
            fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
          ),
        }),
        fc.string({ unit: 'grapheme' }),
        fc.integer({ min: 1, max: 1e9 }),
        (message, recipient, recipientId) => {
          const chat: ClientMessage = {
            type: '/chat',
            data: { msg_id: `${recipientId}-1`, recipient_id: recipientId, recipient, message },
          };
          expect(decodeClientMessage(encodeMessage(chat))).toEqual({ ok: true, message: chat });
        },
      ),
    );
  });
});

describe('decodeMessage', () => {
  it('round-trips any envelope of JSON values', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (type, data) => {
        const decoded = decodeMessage(encodeMessage({ type, data }));
        expect(decoded).toEqual({ ok: true, message: JSON.parse(JSON.stringify({ type, data })) });
      }),
    );
  });
});

describe('base64 and UTF-8', () => {
  it('round-trips any bytes and matches Node’s encoder', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        const text = base64Encode(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64'));
        expect(base64Decode(text)).toEqual(bytes);
      }),
    );
  });

  it('round-trips any well-formed string, a leading byte-order mark included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(utf8Decode(utf8Encode(`\uFEFF${text}`))).toBe(`\uFEFF${text}`);
      }),
    );
  });
});
