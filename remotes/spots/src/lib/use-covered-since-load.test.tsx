import '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useCoveredSinceLoad } from './use-covered-since-load.ts';

/** matchMedia answering the phone sheet's query from a width the test sets, telling listeners when it changes. */
function aScreen(phone: boolean) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((media: string) => {
    expect(media).to.equal('(max-width: 39.99rem)');
    return {
      media,
      get matches() {
        return phone;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    turn(nowPhone: boolean) {
      phone = nowPhone;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

describe('spots: the page under a phone sheet opened by a link', () => {
  let screenWidth: ReturnType<typeof aScreen> | undefined;
  afterEach(() => {
    cleanup();
    screenWidth?.restore();
    screenWidth = undefined;
  });

  it('is covered while the sheet opened with the page is open on a phone, then drawn for good once closed', () => {
    screenWidth = aScreen(true);
    const { result, rerender } = renderHook(({ open }) => useCoveredSinceLoad(open), { initialProps: { open: true } });
    expect(result.current).to.equal(true);
    rerender({ open: false });
    expect(result.current).to.equal(false);
    rerender({ open: true });
    expect(result.current, 'a sheet opened from a card keeps the page (its state, its scroll) under it').to.equal(false);
  });

  it('is drawn at once on a wider screen (the dialog leaves the page in view) and where the width is unknown', () => {
    screenWidth = aScreen(false);
    expect(renderHook(() => useCoveredSinceLoad(true)).result.current).to.equal(false);
    screenWidth.restore();
    screenWidth = undefined;
    const unknown = window.matchMedia;
    // jsdom has no matchMedia: nothing is held back there.
    (window as { matchMedia?: unknown }).matchMedia = undefined;
    try {
      expect(renderHook(() => useCoveredSinceLoad(true)).result.current).to.equal(false);
    } finally {
      window.matchMedia = unknown;
    }
  });

  it('is drawn once the phone is turned wide while the sheet is open', () => {
    screenWidth = aScreen(true);
    const { result } = renderHook(() => useCoveredSinceLoad(true));
    expect(result.current).to.equal(true);
    screenWidth.turn(false);
    expect(result.current).to.equal(false);
    screenWidth.turn(true);
    expect(result.current).to.equal(false);
  });
});
