import '../../../remotes/kit/test/dom.ts';
import { expect } from 'chai';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { RemoteSlot, type RemoteLoader } from './RemoteSlot.tsx';
import { REMOTE_ERROR_TITLE } from './RemoteErrorFallback.tsx';
import { renderAt } from '../test-helpers.tsx';

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
    renderAt('/spots', <RemoteSlot name="spots" load={load} />);
    expect(await screen.findByText(REMOTE_ERROR_TITLE)).to.exist;
    expect(screen.getByRole('alert')).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Fishing Spots' })).to.exist;
    expect(attempts).to.deep.equal([0, 1]);
  });

  it('renders the remote routes once loaded', async () => {
    renderAt('/forum', <RemoteSlot name="forum" load={async () => ({ default: () => <h1>Forum</h1> })} />);
    expect(await screen.findByRole('heading', { name: 'Forum' })).to.exist;
  });
});
