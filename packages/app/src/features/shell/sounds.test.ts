import type { RealtimeEvent } from '@strata/domain';
import { describe, expect, it, vi } from 'vitest';
import { playSound, soundFor } from './sounds';

function fakeAudio() {
  const started: number[] = [];
  const node = () => ({
    frequency: { value: 0 },
    gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
    connect: vi.fn().mockReturnThis(),
    start: (at: number) => started.push(at),
    stop: vi.fn(),
  });
  const context = {
    currentTime: 0,
    destination: {},
    state: 'running',
    resume: vi.fn(),
    createOscillator: node,
    createGain: node,
  };
  return { make: () => context as never, started };
}

const chat = (sender: number): RealtimeEvent => ({
  type: 'message',
  message: {
    type: 'chat',
    data: { msg_id: 'm1', sender, recipient_id: 7, message: 'hi', created_at: '', seen: false },
  },
});

describe('sounds', () => {
  it('given sounds are not muted, when a notification plays, then its tones start', () => {
    const audio = fakeAudio();
    expect(playSound('notification', false, audio.make)).toBe(true);
    expect(audio.started).toHaveLength(2);
  });

  it('given Mute sounds is on, when a sound is asked for, then nothing plays', () => {
    const audio = fakeAudio();
    expect(playSound('chat', true, audio.make)).toBe(false);
    expect(audio.started).toHaveLength(0);
  });

  it('given another user’s chat message, then it calls for the chat sound; one’s own, none', () => {
    expect(soundFor(chat(3), 7)).toBe('chat');
    expect(soundFor(chat(7), 7)).toBeNull();
  });

  it('given a new inbox notification, then it calls for the notification sound', () => {
    expect(soundFor({ type: 'message', message: { type: 'inbox' } } as RealtimeEvent, 7)).toBe(
      'notification',
    );
  });
});
