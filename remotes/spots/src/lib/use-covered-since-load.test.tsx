import '../../../kit/test/dom.ts';
import { aMediaQuery } from '../../../kit/test/media-query.ts';
import { expect } from 'chai';
import { cleanup, renderHook } from '@testing-library/react';
import { useCoveredSinceLoad } from './use-covered-since-load.ts';

const aScreen = (phone: boolean) => aMediaQuery('(max-width: 39.99rem)', phone);

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
