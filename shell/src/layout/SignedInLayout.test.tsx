import '../../../remotes/kit/test/dom.ts';
import { expect } from 'chai';
import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanup, screen } from '@testing-library/react';
import { createQueryClient, KitProviders } from '@tightlines/kit';
import { SignedInLayout } from './SignedInLayout.tsx';
import { angler } from '../test-helpers.tsx';

/** The layout mounted by a synchronous update — as when the signed-in angler lands in the query cache's store. */
function mountSynchronously() {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SignedInLayout user={angler}>
            <p>The page</p>
          </SignedInLayout>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  const client = createQueryClient({ gcTime: Infinity });
  flushSync(() =>
    root.render(
      <KitProviders client={client}>
        <RouterProvider router={router} />
      </KitProviders>,
    ),
  );
  return () => {
    act(() => root.unmount());
    container.remove();
  };
}

describe('signed-in layout: the first frame in a transition', () => {
  afterEach(cleanup);

  it('draws the loading skeleton in the synchronous render, then the frame and the page in a later one; a later mount at once', async () => {
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    let unmount: () => void = () => {};
    try {
      unmount = mountSynchronously();
      expect(screen.getByLabelText('Loading').getAttribute('aria-busy')).to.equal('true');
      expect(screen.queryByText('The page')).to.equal(null);
      expect(screen.queryByRole('link', { name: 'Tightlines home' })).to.equal(null);
      expect(await screen.findByText('The page')).to.exist;
      expect(screen.getByRole('link', { name: 'Tightlines home' })).to.exist;
      expect(screen.queryByLabelText('Loading')).to.equal(null);
      unmount();

      // The page has drawn its frame once: another branch of the app mounting it draws it at once.
      unmount = mountSynchronously();
      expect(screen.getByText('The page')).to.exist;
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
      unmount();
    }
  });
});
