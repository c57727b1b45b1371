import '../../../remotes/kit/test/dom.ts';
import { aMediaQuery } from '../../../remotes/kit/test/media-query.ts';
import { expect } from 'chai';
import { cleanup, screen } from '@testing-library/react';
import { Header } from './Header.tsx';
import { BottomNav } from './BottomNav.tsx';
import { angler, renderAt } from '../test-helpers.tsx';

const aScreen = (wide: boolean) => aMediaQuery('(min-width: 48rem)', wide);

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
