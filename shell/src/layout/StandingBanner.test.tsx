import '../../../remotes/kit/test/dom.ts';
import { expect } from 'chai';
import { cleanup, screen } from '@testing-library/react';
import { StandingBanner } from './StandingBanner.tsx';
import { renderAt } from '../test-helpers.tsx';

describe('standing banner', () => {
  afterEach(cleanup);

  it('tells a suspended angler until when, and links where they read why and appeal', () => {
    renderAt('/', <StandingBanner standing={{ standing: 'suspended', suspendedUntil: '2026-12-01T09:30:00.000Z' }} />);
    const banner = screen.getByRole('status');
    expect(banner.textContent).to.match(/^Your account is suspended until .+ — Read why and appeal$/);
    expect(banner.querySelector('time')?.getAttribute('datetime')).to.equal('2026-12-01T09:30:00.000Z');
    expect(screen.getByRole('link', { name: 'Read why and appeal' }).getAttribute('href')).to.equal('/moderation');
  });

  it('tells a banned angler they are banned', () => {
    renderAt('/', <StandingBanner standing={{ standing: 'banned', suspendedUntil: null }} />);
    expect(screen.getByRole('status').textContent).to.equal('Your account is banned — Read why and appeal');
    expect(screen.getByRole('link', { name: 'Read why and appeal' }).getAttribute('href')).to.equal('/moderation');
  });

  it('shows nothing to an angler in good standing, or when the standing is not known', () => {
    renderAt(
      '/',
      <div data-testid="page">
        <StandingBanner standing={{ standing: 'good', suspendedUntil: null }} />
        <StandingBanner standing={{}} />
      </div>,
    );
    expect(screen.queryByRole('status')).to.equal(null);
    expect(screen.getByTestId('page').textContent).to.equal('');
  });
});
