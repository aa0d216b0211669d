import type * as z from 'zod/mini';
import { base64Decode, base64Encode, utf8Decode, utf8Encode } from './base64';
import { clientMessageSchema, serverMessageSchema } from './messages';
import type { ClientMessage, ServerMessage } from './messages';

/** The JSON every frame carries: a message type and its optional payload. */
export type WireEnvelope = { type: string; data?: unknown };

/** Why a frame could not be read, from the outside in. */
export type DecodeFailureReason =
  | 'not-text'
  | 'not-base64'
  | 'not-utf8'
  | 'not-json'
  | 'not-envelope'
  | 'unknown-type'
  | 'invalid-data';

/** A frame that could not be read: the reason, and the message type once known. */
export type DecodeFailure = { reason: DecodeFailureReason; type?: string };

/** A decoded message, or why decoding failed. */
export type DecodeResult<T> = { ok: true; message: T } | { ok: false; failure: DecodeFailure };

const fail = (
  reason: DecodeFailureReason,
  type?: string,
): { ok: false; failure: DecodeFailure } => ({
  ok: false,
  failure: type === undefined ? { reason } : { reason, type },
});

/** Spec 000 §7: a message as a frame, base64 of its UTF-8 JSON envelope. */
export function encodeMessage(message: ClientMessage | ServerMessage | WireEnvelope): string {
  return base64Encode(utf8Encode(JSON.stringify(message)));
}

/** Reads a frame's envelope without checking its type or payload; never throws. */
export function decodeMessage(frame: unknown): DecodeResult<WireEnvelope> {
  if (typeof frame !== 'string') return fail('not-text');
  const bytes = base64Decode(frame);
  if (!bytes) return fail('not-base64');
  let json: string;
  try {
    json = utf8Decode(bytes);
  } catch {
    return fail('not-utf8');
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return fail('not-json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('not-envelope');
  }
  const { type, data } = value as { type?: unknown; data?: unknown };
  if (typeof type !== 'string') return fail('not-envelope');
  return { ok: true, message: data === undefined ? { type } : { type, data } };
}

function decodeWith<T>(
  schema: z.ZodMiniType<T>,
  types: ReadonlySet<string>,
  frame: unknown,
): DecodeResult<T> {
  const envelope = decodeMessage(frame);
  if (!envelope.ok) return envelope;
  const { type } = envelope.message;
  if (!types.has(type)) return fail('unknown-type', type);
  const parsed = schema.safeParse(envelope.message);
  return parsed.success ? { ok: true, message: parsed.data } : fail('invalid-data', type);
}

/** The message types a discriminated union of messages knows, from zod's own index of them. */
const typesOf = (schema: z.ZodMiniDiscriminatedUnion) =>
  new Set([...(schema._zod.propValues?.type ?? [])].map(String));

const SERVER_TYPES = typesOf(serverMessageSchema);
const CLIENT_TYPES = typesOf(clientMessageSchema);

/** Reads a frame the server sent: a typed message, or a typed failure; never throws. */
export function decodeServerMessage(frame: unknown): DecodeResult<ServerMessage> {
  return decodeWith(serverMessageSchema, SERVER_TYPES, frame);
}

/** Reads a frame a client sent (for the server): a typed message or a typed failure. */
export function decodeClientMessage(frame: unknown): DecodeResult<ClientMessage> {
  return decodeWith(clientMessageSchema, CLIENT_TYPES, frame);
}
