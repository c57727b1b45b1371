import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderWithKit, serveAnswers, type Answer } from '../../../kit/test/render.tsx';
import { AddSpotDialog } from './AddSpotDialog.tsx';

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('spots: the Add New Fishing Spot dialog', () => {
  withDomEvents();
  let server: ApiServer;
  let answer: Answer;
  let open: boolean[];
  beforeEach(async () => {
    open = [];
    answer = {
      status: 201,
      json: {
        id: 'rocky',
        name: 'Rocky Point',
        verified: false,
        rating: 0,
        totalRatings: 0,
        latitude: -33.87,
        longitude: 151.21,
        location: 'La Perouse, NSW',
        description: 'Deep ledge off the point',
        waterType: 'lake',
        waterClass: 'freshwater',
        difficulty: 'beginner',
        accessType: 'public',
        species: ['Snapper'],
        facilities: ['boat_ramp'],
        totalCatches: 0,
        totalTrips: 0,
        creatorName: 'Alice Angler',
        myRating: null,
      },
    };
    server = await serveAnswers({ 'POST /api/spots': () => answer });
  });
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server.close();
  });
  const show = () => renderWithKit(<AddSpotDialog open onOpenChange={(next) => open.push(next)} />);
  const fill = () => {
    fireEvent.change(screen.getByLabelText('Spot Name'), { target: { value: 'Rocky Point' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Deep ledge off the point' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'La Perouse, NSW' } });
  };

  it("shows the spec's messages and sends nothing for a blank form; without a maps key it says the map is unavailable", async () => {
    show();
    // The kit loads its dialog parts on first use: the first dialog of a run appears a moment later.
    await screen.findByText('Map unavailable');
    fireEvent.click(button('Create Spot'));
    screen.getByText('Spot name is required');
    screen.getByText('Description must be at least 10 characters');
    screen.getByText('Location is required');
    expect(server.requests).to.have.length(0);
  });

  it('adds custom species trimmed, once, by Add or Enter', () => {
    show();
    const add = button('Add');
    expect(add.disabled, 'nothing typed').to.equal(true);
    const input = screen.getByLabelText('Other species');
    fireEvent.change(input, { target: { value: '  Barramundi ' } });
    fireEvent.click(button('Add'));
    expect(button('Barramundi').getAttribute('aria-pressed')).to.equal('true');
    fireEvent.change(input, { target: { value: 'barramundi' } });
    expect(button('Add').disabled, 'already chosen').to.equal(true);
    fireEvent.change(input, { target: { value: 'Kingfish' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    button('Kingfish');
  });

  it("creates the spot with the defaults, facilities and species, says 'Success!' and closes", async () => {
    show();
    fill();
    fireEvent.click(button('Boat Ramp'));
    fireEvent.click(button('Snapper'));
    fireEvent.click(button('Create Spot'));
    await screen.findByText('Fishing spot created successfully');
    screen.getByText('Success!');
    const sent = JSON.parse(server.requests[0]!.body);
    expect(sent).to.deep.include({
      name: 'Rocky Point',
      waterType: 'lake',
      accessType: 'public',
      difficulty: 'beginner',
      latitude: -33.87,
      longitude: 151.21,
      facilities: ['boat_ramp'],
      species: ['Snapper'],
    });
    expect(open).to.deep.equal([false]);
  });

  it("asks 'Discard your changes?' before closing with something filled in, and closes at once when nothing is", async () => {
    show();
    fireEvent.click(button('Cancel'));
    expect(open, 'nothing filled in').to.deep.equal([false]);
    fireEvent.change(screen.getByLabelText('Spot Name'), { target: { value: 'Rocky Point' } });
    fireEvent.click(button('Cancel'));
    await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    fireEvent.click(button('Keep Editing'));
    expect(open).to.deep.equal([false]);
    fireEvent.click(button('Cancel'));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(open).to.deep.equal([false, false]);
  });

  it("shows a refusal as an 'Error' toast with the server's words, or 'Failed to create fishing spot'", async () => {
    answer = { status: 400, json: { message: 'That spot already exists', code: 'bad_request' } };
    show();
    fill();
    fireEvent.click(button('Create Spot'));
    await screen.findByText('That spot already exists');
    screen.getByText('Error');
    expect(open).to.deep.equal([]);
  });
});
