import type { RealtimeEvent } from '@strata/domain';

/** The two sounds the app plays (spec 000 §1): a chat message and a notification. */
export type SoundName = 'chat' | 'notification';

/** Each sound as tones: frequency in Hz and length in seconds, played one after another. */
const TONES: Record<SoundName, readonly [number, number][]> = {
  chat: [[880, 0.09]],
  notification: [
    [660, 0.1],
    [990, 0.14],
  ],
};

type AudioContextLike = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'createOscillator' | 'createGain' | 'state' | 'resume'
>;

let context: AudioContextLike | null = null;

/** The page's one AudioContext, made on first use; none where the browser has no Web Audio. */
function audio(): AudioContextLike | null {
  const Audio = (globalThis as { AudioContext?: new () => AudioContextLike }).AudioContext;
  if (!Audio) return null;
  context ??= new Audio();
  return context;
}

/**
 * Plays a sound unless the user muted sounds ('Mute sounds', spec 000 §1): short synthesised
 * tones, so no audio file is fetched. A browser that has not allowed audio yet stays silent.
 */
export function playSound(name: SoundName, muted: boolean, make = audio): boolean {
  if (muted) return false;
  const ctx = make();
  if (!ctx) return false;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  let start = ctx.currentTime;
  for (const [frequency, length] of TONES[name]) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + length);
    start += length;
  }
  return true;
}

/** The sound a realtime event calls for: another user's chat message, or a new notification. */
export function soundFor(event: RealtimeEvent, myId: number | null | undefined): SoundName | null {
  if (event.type !== 'message') return null;
  const { message } = event;
  if (message.type === 'chat') return message.data.sender === myId ? null : 'chat';
  if (message.type === 'inbox') return 'notification';
  return null;
}
