import '../../../kit/test/indexed-db.ts';
import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button, dismissToast, theOutbox, type QueuedAction } from '@tightlines/kit';
import type { Spot } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { alice, renderApp, serve } from '../../test/app.tsx';
import { LogTripDialog } from './LogTripDialog.tsx';

const spots: Spot[] = [
  { id: 'tahoe', name: 'Lake Tahoe', location: 'Lake Tahoe, CA', latitude: 39.09, longitude: -120.03, totalTrips: 12 },
];

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log Trip</Button>
      <LogTripDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const queued = async (): Promise<QueuedAction[]> => (await theOutbox()).waiting(alice.id);

/** Without signal, Log Trip keeps the trip in the offline queue instead of failing. */
describe('trips: Log Trip without signal', function () {
  this.timeout(20_000);
  withDomEvents();
  let server: ApiServer;
  let posted = 0;
  beforeEach(async () => {
    posted = 0;
    server = await serve({
      'GET /api/spots/with-trips': { status: 200, json: spots },
      'POST /api/spots/trips': () => {
        posted += 1;
        return { status: 500, json: { message: 'not expected' } };
      },
    });
  });
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    delete (navigator as unknown as Record<string, unknown>).onLine;
    await server.close().catch(() => undefined);
    const outbox = await theOutbox();
    for (const action of await outbox.waiting(alice.id)) await outbox.remove(action.id);
  });

  async function toDetails() {
    renderApp(<Harness />);
    fireEvent.click(button('Log Trip'));
    fireEvent.click(await screen.findByRole('radio', { name: /Lake Tahoe/ }));
    fireEvent.click(button('Next'));
    fireEvent.click(screen.getByRole('radio', { name: /Successful/ }));
    fireEvent.click(button('Next'));
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'No bars at the dam' } });
  }

  it('queues the trip when the browser is offline, closes with the toast and sends nothing', async () => {
    await toDetails();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    fireEvent.click(button('Log Trip'));
    expect(await screen.findByText('Saved on this device')).to.exist;
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    const [trip, ...more] = await queued();
    expect(more).to.deep.equal([]);
    expect(trip).to.include({ kind: 'log-trip', anglerId: alice.id });
    expect(trip!.body).to.deep.include({ spotId: 'tahoe', fishingSuccess: true, notes: 'No bars at the dam' });
    expect(posted).to.equal(0);
  });

  it('queues the trip when its request gets no answer at all (the connection is gone), instead of failing', async () => {
    await toDetails();
    await server.close(); // the browser still says online; the request fails before any answer
    fireEvent.click(button('Log Trip'));
    expect(await screen.findByText('Saved on this device', undefined, { timeout: 8000 })).to.exist;
    const [trip] = await queued();
    expect(trip).to.include({ kind: 'log-trip' });
    expect(screen.queryByText('Failed to log trip. Please try again.')).to.equal(null);
  });
});
