import '../../test/dom.ts';
import { expect } from 'chai';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
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

/**
 * jsdom lays nothing out and has no IntersectionObserver: a stand-in that answers as a browser would
 * for a page whose end is `near` (within a screenful below the one seen) or not, and again on `scrollTo`.
 */
let pageEndNear = false;
const watching = new Set<Watch>();
class Watch {
  readonly targets: Element[] = [];
  constructor(
    private readonly answer: (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>>) => void,
    readonly options: IntersectionObserverInit = {},
  ) {}
  observe(target: Element) {
    this.targets.push(target);
    watching.add(this);
    // The browser's first answer comes after its next layout, never inside observe().
    setTimeout(() => this.tell(), 0);
  }
  tell() {
    if (watching.has(this)) this.answer(this.targets.map((target) => ({ target, isIntersecting: pageEndNear })));
  }
  disconnect() {
    watching.delete(this);
  }
}
function pageWhoseEndIs(near: 'near' | 'far') {
  pageEndNear = near === 'near';
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = Watch;
}
function scrollTo(near: 'near' | 'far') {
  pageEndNear = near === 'near';
  for (const watch of watching) watch.tell();
}
const settle = () => new Promise((done) => setTimeout(done, 50));

describe('useRevealed: a long list a screenful at a time', () => {
  afterEach(() => {
    cleanup();
    // jsdom's own scope again: no observer.
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    watching.clear();
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
    pageWhoseEndIs('far');
    render(<Cards names={spots(20)} />);
    await settle();
    expect(listed()).to.deep.equal(['Spot 1', 'Spot 2', 'Spot 3']);
  });

  it('watches the very end of the page, a screenful below what is seen', async () => {
    pageWhoseEndIs('far');
    render(<Cards names={spots(20)} />);
    await settle();
    const [watch] = watching;
    expect(watch?.options.rootMargin).to.equal('0px 0px 100% 0px');
    const [end] = watch?.targets ?? [];
    // After the list in the page's flow, and of no height of its own.
    expect(screen.getByRole('list').compareDocumentPosition(end as Element) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(end?.parentElement).to.equal(document.body);
    expect(end?.childNodes).to.have.length(0);
  });

  it('draws the next items as the angler scrolls towards the end, a step at a time', async () => {
    pageWhoseEndIs('far');
    render(<Cards names={spots(20)} />);
    await settle();
    scrollTo('near');
    await waitFor(() => expect(listed()).to.have.length(7));
    scrollTo('far');
    await settle();
    expect(listed()).to.deep.equal(spots(7));
    scrollTo('near');
    await waitFor(() => expect(listed()).to.have.length(11));
    expect(listed()).to.deep.equal(spots(11));
  });

  it('keeps drawing while the page end stays near after each step, to the last item', async () => {
    pageWhoseEndIs('near');
    render(<Cards names={spots(20)} />);
    await waitFor(() => expect(listed()).to.have.length(20));
    expect(listed()).to.deep.equal(spots(20));
    // The end stops being watched in the effect after the last step's render.
    await waitFor(() => expect(watching.size).to.equal(0));
  });
});
