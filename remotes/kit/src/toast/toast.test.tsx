import { withDomEvents } from '../../test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Toaster } from './Toaster.tsx';
import { dismissToast, toast } from './toast-store.ts';

describe('toasts', () => {
  withDomEvents();

  afterEach(() => {
    cleanup();
    act(() => dismissToast());
  });

  it('shows only one toast at a time: the newest replaces the one before', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Catch shared successfully!' });
    });
    expect(screen.getByText('Catch shared successfully!')).to.exist;
    act(() => {
      toast({ title: 'Failed to update like', variant: 'destructive' });
    });
    expect(screen.getByText('Failed to update like')).to.exist;
    expect(screen.queryByText('Catch shared successfully!')).to.equal(null);
  });

  it('shows the title and the description', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    });
    expect(screen.getByText('Unauthorized')).to.exist;
    expect(screen.getByText('You are logged out. Logging in again...')).to.exist;
  });

  it('labels the region with the F8 hotkey', () => {
    render(<Toaster />);
    const region = screen.getByRole('region');
    expect(region.getAttribute('aria-label')).to.match(/F8/);
  });
});
