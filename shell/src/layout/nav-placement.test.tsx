import '../../../remotes/kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, screen } from '@testing-library/react';
import { Header } from './Header.tsx';
import { BottomNav } from './BottomNav.tsx';
import { angler, renderAt } from '../test-helpers.tsx';

/** A window whose width the test sets: matchMedia answers `(min-width: 48rem)` from it, and tells listeners when it changes. */
function aScreen(wide: boolean) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((media: string) => {
    expect(media).to.equal('(min-width: 48rem)');
    return {
      media,
      get matches() {
        return wide;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    turn(nowWide: boolean) {
      wide = nowWide;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

const navigation = () => ({
  search: screen.queryByRole('searchbox', { name: 'Search forum questions' }),
  header: screen.queryByRole('navigation', { name: 'Main' }),
  bottom: screen.queryByRole('navigation', { name: 'Bottom navigation' }),
});

describe('navigation drawn only where the screen shows it', () => {
  let width: ReturnType<typeof aScreen> | undefined;
  afterEach(() => {
    cleanup();
    width?.restore();
    width = undefined;
  });

  it('a phone gets the bottom bar, not the header search and links; turned wide, the header ones instead', () => {
    width = aScreen(false);
    renderAt(
      '/forum',
      <>
        <Header user={angler} />
        <BottomNav />
      </>,
    );
    let shown = navigation();
    expect(shown.search).to.equal(null);
    expect(shown.header).to.equal(null);
    expect(shown.bottom).to.not.equal(null);

    width.turn(true);
    shown = navigation();
    expect(shown.search).to.not.equal(null);
    expect(shown.header).to.not.equal(null);
    expect(shown.bottom).to.equal(null);

    width.turn(false);
    expect(navigation().bottom).to.not.equal(null);
    expect(navigation().header).to.equal(null);
  });

  it('a wide screen gets the header search and links and no bottom bar', () => {
    width = aScreen(true);
    renderAt(
      '/',
      <>
        <Header user={angler} />
        <BottomNav />
      </>,
    );
    const shown = navigation();
    expect(shown.search).to.not.equal(null);
    expect(shown.header).to.not.equal(null);
    expect(shown.bottom).to.equal(null);
  });
});
