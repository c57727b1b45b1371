import { expect } from 'chai';
import { act } from '@testing-library/react';

/**
 * A window whose one media query the test answers (jsdom has no matchMedia): `matches` as given, and
 * `turn` changes it and tells the listeners, as a phone turned or a window resized would.
 */
export function aMediaQuery(query: string, matches: boolean) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((media: string) => {
    expect(media).to.equal(query);
    return {
      media,
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    turn(now: boolean) {
      matches = now;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
