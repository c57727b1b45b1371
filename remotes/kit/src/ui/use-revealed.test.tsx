import '../../test/dom.ts';
import { expect } from 'chai';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRevealed } from './use-revealed.ts';

function Cards({ names }: { names: string[] }) {
  const shown = useRevealed(names, { first: 3, step: 4 });
  return (
    <ul>
      {shown.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

const spots = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `Spot ${from + i + 1}`);
const listed = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

/** jsdom lays nothing out: the page's height and scroll position as a browser would report them. */
const asJsdomHasThem = (
  [
    [document.documentElement, 'scrollHeight'],
    [window, 'scrollY'],
    [window, 'innerHeight'],
  ] as const
).map(([owner, key]) => ({ owner: owner as object, key, own: Object.getOwnPropertyDescriptor(owner, key) }));
function pageOf({ height, scrolled }: { height: number; scrolled: number }) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: height, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: scrolled, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
}
const settle = () => new Promise((done) => setTimeout(done, 50));

describe('useRevealed: a long list a screenful at a time', () => {
  afterEach(() => {
    cleanup();
    // The document's own answers again (jsdom: a page of no height, never scrolled).
    for (const { owner, key, own } of asJsdomHasThem) {
      if (own) Object.defineProperty(owner, key, own);
      else Reflect.deleteProperty(owner, key);
    }
  });

  it('renders only the first screenful at first', () => {
    render(<Cards names={spots(20)} />);
    expect(listed()).to.deep.equal(['Spot 1', 'Spot 2', 'Spot 3']);
  });

  it('shows every item in the end, in order', async () => {
    render(<Cards names={spots(20)} />);
    await waitFor(() => expect(listed()).to.have.length(20));
    expect(listed()).to.deep.equal(spots(20));
  });

  it('shows a short list whole at once', () => {
    render(<Cards names={spots(2)} />);
    expect(listed()).to.deep.equal(['Spot 1', 'Spot 2']);
  });

  it('brings in items that arrive later (the next page) too', async () => {
    const { rerender } = render(<Cards names={spots(5)} />);
    await waitFor(() => expect(listed()).to.have.length(5));
    rerender(<Cards names={[...spots(5), ...spots(10, 5)]} />);
    await waitFor(() => expect(listed()).to.have.length(15));
    expect(listed()).to.deep.equal(spots(15));
  });

  it('draws no more while the page already reaches a screenful below the one seen', async () => {
    pageOf({ height: 5_000, scrolled: 0 });
    render(<Cards names={spots(20)} />);
    await settle();
    expect(listed()).to.deep.equal(['Spot 1', 'Spot 2', 'Spot 3']);
  });

  it('draws the next items as the angler scrolls towards the end', async () => {
    pageOf({ height: 5_000, scrolled: 0 });
    render(<Cards names={spots(20)} />);
    await settle();
    pageOf({ height: 5_000, scrolled: 3_500 });
    fireEvent.scroll(window);
    // The stand-in page does not grow with the cards, so its end stays near: steps follow until all are shown.
    await waitFor(() => expect(listed().length).to.be.at.least(7));
    expect(listed()).to.deep.equal(spots(listed().length));
  });
});
