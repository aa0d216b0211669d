import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAnnouncementOfTheDay } from './use-announcement-of-the-day';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const drill = { id: 9, title: 'Fire drill on Friday', msg: 'The alarm sounds at 10 am.' };
const monday = () => new Date(2026, 10, 2, 9, 30);
const tuesday = () => new Date(2026, 10, 3, 9, 30);

describe('useAnnouncementOfTheDay', () => {
  it('given the first visit today, when the dashboard opens, then the announcement shows', () => {
    const { result } = renderHook(() =>
      useAnnouncementOfTheDay(drill, { now: monday, storage: memoryStorage() }),
    );
    expect(result.current.announcement?.title).toBe('Fire drill on Friday');
  });

  it('given it shows, when the user closes it, then it is gone', () => {
    const { result } = renderHook(() =>
      useAnnouncementOfTheDay(drill, { now: monday, storage: memoryStorage() }),
    );
    act(() => result.current.dismiss());
    expect(result.current.announcement).toBeNull();
  });

  it('given it was closed this morning, when the dashboard opens again today, then it stays hidden', () => {
    const storage = memoryStorage();
    const first = renderHook(() => useAnnouncementOfTheDay(drill, { now: monday, storage }));
    act(() => first.result.current.dismiss());
    first.unmount();
    const again = renderHook(() => useAnnouncementOfTheDay(drill, { now: monday, storage }));
    expect(again.result.current.announcement).toBeNull();
  });

  it('given it was closed yesterday, when the dashboard opens today, then it shows again', () => {
    const storage = memoryStorage();
    const first = renderHook(() => useAnnouncementOfTheDay(drill, { now: monday, storage }));
    act(() => first.result.current.dismiss());
    first.unmount();
    const next = renderHook(() => useAnnouncementOfTheDay(drill, { now: tuesday, storage }));
    expect(next.result.current.announcement?.id).toBe(9);
  });

  it('given the session has no announcement, when the dashboard opens, then nothing shows', () => {
    const { result } = renderHook(() =>
      useAnnouncementOfTheDay(null, { now: monday, storage: memoryStorage() }),
    );
    expect(result.current.announcement).toBeNull();
  });
});
