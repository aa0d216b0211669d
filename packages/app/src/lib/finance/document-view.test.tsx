import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDocumentView } from './document-view';

function pointer(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('useDocumentView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('given a mouse, when a statement is opened, then it shows inside the page until Back', () => {
    pointer(false);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { result } = renderHook(() => useDocumentView());
    act(() => result.current.open({ url: '/api/account-statements/pdf/10', title: 'Statement' }));
    expect(result.current.shown).toEqual({
      url: '/api/account-statements/pdf/10',
      title: 'Statement',
    });
    expect(open).not.toHaveBeenCalled();
    act(() => result.current.close());
    expect(result.current.shown).toBeNull();
  });

  it('given a touch device, when a statement is opened, then it opens in a new window', () => {
    pointer(true);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { result } = renderHook(() => useDocumentView());
    act(() => result.current.open({ url: '/api/account-statements/pdf/10', title: 'Statement' }));
    expect(open).toHaveBeenCalledWith('/api/account-statements/pdf/10', '_blank', 'noopener');
    expect(result.current.shown).toBeNull();
  });
});
