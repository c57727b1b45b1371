import '../../test/dom.ts';
import { expect } from 'chai';
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazyComponent, lazyPage, openingOf } from './lazy-page.ts';

const Questions = ({ topic }: { topic: string }) => <h1>Questions on {topic}</h1>;

describe('kit lazyPage: a screen in a chunk of its own', () => {
  afterEach(cleanup);

  it('starts its chunk only for its own address, once, and draws it without suspending once here', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return Questions;
    }, /^\/forum\/question\//);
    expect(Page.opening('/forum')).to.equal(undefined);
    expect(loads).to.equal(0);
    const chunk = Page.opening('/forum/question/7');
    expect(Page.opening('/forum/question/8')).to.equal(chunk);
    await chunk;
    expect(loads).to.equal(1);
    render(
      <Suspense fallback={<p>skeleton</p>}>
        <Page topic="pike" />
      </Suspense>,
    );
    // No await: the chunk was here, so the first render holds the page, not the fallback.
    expect(screen.getByRole('heading', { name: 'Questions on pike' })).to.exist;
  });

  it('suspends while its chunk is on its way, and tries a failed chunk again', async () => {
    let fail = true;
    const Page = lazyPage(async () => {
      if (fail) throw new Error('Loading chunk 7 failed');
      return Questions;
    }, /^\/never$/);
    await Page.opening('/never')!.catch(() => undefined);
    fail = false;
    render(
      <Suspense fallback={<p>skeleton</p>}>
        <Page topic="carp" />
      </Suspense>,
    );
    screen.getByText('skeleton');
    expect(await screen.findByRole('heading', { name: 'Questions on carp' })).to.exist;
  });

  it("gives a remote's routes the chunk of whichever page the address opens", async () => {
    const One = lazyPage(async () => Questions, /^\/one$/);
    const Two = lazyPage(async () => Questions, /^\/two$/);
    const opening = openingOf(One, Two);
    expect(opening('/three')).to.equal(undefined);
    expect(opening('/two')).to.equal(Two.opening('/two'));
    await act(async () => {
      await opening('/one');
    });
  });
});

describe('kit lazyComponent: a dialog in a chunk of its own', () => {
  afterEach(cleanup);

  it('loads its chunk when first drawn, once, and draws at once after that', async () => {
    let loads = 0;
    const Dialog = lazyComponent(async () => {
      loads += 1;
      return Questions;
    });
    expect(loads, 'nothing before it is drawn').to.equal(0);
    render(
      <Suspense fallback={<p>skeleton</p>}>
        <Dialog topic="walleye" />
      </Suspense>,
    );
    screen.getByText('skeleton');
    expect(await screen.findByRole('heading', { name: 'Questions on walleye' })).to.exist;
    cleanup();
    render(
      <Suspense fallback={<p>skeleton</p>}>
        <Dialog topic="perch" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Questions on perch' })).to.exist;
    expect(loads).to.equal(1);
  });

  it('draws a component handed over by provide without loading its chunk', () => {
    let loads = 0;
    const Dialog = lazyComponent(async () => {
      loads += 1;
      return ({ topic }: { topic: string }) => <p>from the chunk on {topic}</p>;
    });
    Dialog.provide(Questions);
    render(<Dialog topic="trout" />);
    expect(screen.getByRole('heading', { name: 'Questions on trout' })).to.exist;
    expect(loads).to.equal(0);
  });
});
