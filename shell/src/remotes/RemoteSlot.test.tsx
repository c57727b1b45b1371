import '../../../remotes/kit/test/dom.ts';
import { expect } from 'chai';
import { useEffect } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { RemoteSlot, type ReadyRemotes, type RemoteLoader } from './RemoteSlot.tsx';
import type { RemoteRoutesModule } from './remote-registry.ts';
import { REMOTE_ERROR_TITLE } from './RemoteErrorFallback.tsx';
import { renderAt } from '../test-helpers.tsx';

/** A remote's page that counts its mounts. */
const spotsMounts = { count: 0 };
function CountedSpots() {
  useEffect(() => {
    spotsMounts.count += 1;
  }, []);
  return <h1>Fishing Spots</h1>;
}

describe('remote slot', () => {
  let consoleError: typeof console.error;
  beforeEach(() => {
    // The boundary logs the failure on purpose; keep the test output readable.
    consoleError = console.error;
    console.error = () => {};
  });
  afterEach(() => {
    console.error = consoleError;
    cleanup();
  });

  it('shows a friendly message with Retry when the remote cannot load, and loads it on Retry', async () => {
    const attempts: number[] = [];
    const load: RemoteLoader = async (_name, attempt) => {
      attempts.push(attempt);
      if (attempt === 0) throw new Error('Failed to fetch /remotes/spots/mf-manifest.json');
      return { default: () => <h1>Fishing Spots</h1> };
    };
    await act(async () => void renderAt('/spots', <RemoteSlot name="spots" load={load} />));
    expect(await screen.findByText(REMOTE_ERROR_TITLE)).to.exist;
    expect(screen.getByRole('alert')).to.exist;
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Fishing Spots' })).to.exist;
    expect(attempts).to.deep.equal([0, 1]);
  });

  it('renders the remote routes once loaded', async () => {
    await act(async () => void renderAt('/forum', <RemoteSlot name="forum" load={async () => ({ default: () => <h1>Forum</h1> })} />));
    expect(await screen.findByRole('heading', { name: 'Forum' })).to.exist;
  });

  /** A registry of ready remotes a test fills in. */
  function readiness() {
    const modules = new Map<string, RemoteRoutesModule>();
    const listeners = new Set<() => void>();
    const ready: ReadyRemotes = {
      get: (name) => modules.get(name),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const arrive = (name: string, module: RemoteRoutesModule) => {
      modules.set(name, module);
      for (const listener of listeners) listener();
    };
    return { ready, arrive };
  }
  const never: RemoteLoader = () => new Promise(() => undefined);

  it('draws a remote that is already here without waiting for its lazy load', () => {
    const { ready, arrive } = readiness();
    arrive('forum', { default: () => <h1>Forum</h1> });
    renderAt('/forum', <RemoteSlot name="forum" load={never} ready={ready} />);
    // No await: the load never answers; the registry's word is enough.
    expect(screen.getByRole('heading', { name: 'Forum' })).to.exist;
  });

  it('draws a remote the moment it is ready, whatever its lazy load is doing', async () => {
    const { ready, arrive } = readiness();
    renderAt('/spots', <RemoteSlot name="spots" load={never} ready={ready} />);
    expect(screen.queryByRole('heading', { name: 'Fishing Spots' })).to.equal(null);
    act(() => arrive('spots', { default: () => <h1>Fishing Spots</h1> }));
    expect(screen.getByRole('heading', { name: 'Fishing Spots' })).to.exist;
  });

  it('keeps a remote its lazy load drew first: the registry arriving later does not draw it again', async () => {
    const { ready, arrive } = readiness();
    spotsMounts.count = 0;
    const module = { default: CountedSpots };
    await act(async () => void renderAt('/spots', <RemoteSlot name="spots" load={async () => module} ready={ready} />));
    const heading = await screen.findByRole('heading', { name: 'Fishing Spots' });
    act(() => arrive('spots', module)); // the registry holds the same module the load answered with
    // The same element, mounted once: the remote was not unmounted and drawn again.
    expect(screen.getByRole('heading', { name: 'Fishing Spots' })).to.equal(heading);
    expect(heading.isConnected).to.equal(true);
    expect(spotsMounts.count).to.equal(1);
  });
});
