import { withDomEvents } from '../../test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Toaster } from './Toaster.tsx';
import { dismissToast, toast } from './toast-store.ts';

/** A toast, and the toast region's code it loads (./Toaster.tsx) given time to arrive. */
async function show(input: Parameters<typeof toast>[0]) {
  await act(async () => {
    toast(input);
  });
  await act(async () => {
    await import('./ToastRegion.tsx');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('toasts', () => {
  withDomEvents();

  afterEach(() => {
    cleanup();
    act(() => dismissToast());
  });

  it('shows only one toast at a time: the newest replaces the one before', async () => {
    render(<Toaster />);
    await show({ title: 'Catch shared successfully!' });
    expect(screen.getByText('Catch shared successfully!')).to.exist;
    await show({ title: 'Failed to update like', variant: 'destructive' });
    expect(screen.getByText('Failed to update like')).to.exist;
    expect(screen.queryByText('Catch shared successfully!')).to.equal(null);
  });

  it('shows the title and the description', async () => {
    render(<Toaster />);
    await show({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    expect(screen.getByText('Unauthorized')).to.exist;
    expect(screen.getByText('You are logged out. Logging in again...')).to.exist;
  });

  it('labels the region with the F8 hotkey', async () => {
    render(<Toaster />);
    await show({ title: 'Saved' });
    const region = screen.getByRole('region');
    expect(region.getAttribute('aria-label')).to.match(/F8/);
  });
});
