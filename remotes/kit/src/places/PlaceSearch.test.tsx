import '../../test/dom.ts';
import { expect } from 'chai';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Place } from '@tightlines/contracts';
import { startApiServer, type ApiServer } from '../../test/api-server.ts';
import { PlaceSearch, PLACE_SEARCH_TEXT } from './PlaceSearch.tsx';

const portland = (id: string, region: string, label: string, latitude: number, longitude: number): Place => ({
  id,
  name: 'Portland',
  region,
  country: 'US',
  label,
  latitude,
  longitude,
  population: 1,
});
const FOUND = [
  portland('1', 'OR', 'Portland, OR, United States', 45.52, -122.68),
  portland('2', 'ME', 'Portland, ME, United States', 43.66, -70.26),
];

describe('kit: place search without a maps key', () => {
  let server: ApiServer;
  afterEach(async () => {
    cleanup();
    await server?.close();
  });
  const serveAnswer = async (status: number, json: unknown) => {
    server = await startApiServer((_req, res) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  };

  it('finds towns by name and hands over the one picked, with its real coordinates', async () => {
    await serveAnswer(200, FOUND);
    const picked: Place[] = [];
    render(<PlaceSearch onPick={(p) => picked.push(p)} />);
    const button = screen.getByRole('button', { name: PLACE_SEARCH_TEXT.button }) as HTMLButtonElement;
    expect(button.disabled, 'a search needs text').to.equal(true);
    fireEvent.change(screen.getByLabelText(PLACE_SEARCH_TEXT.label), { target: { value: 'portland' } });
    fireEvent.keyDown(screen.getByLabelText(PLACE_SEARCH_TEXT.label), { key: 'Enter' });
    const list = await screen.findByRole('list', { name: PLACE_SEARCH_TEXT.results });
    expect(list.textContent).to.include('Portland, OR, United States');
    expect(server.requests[0]!.url).to.equal('/api/places?search=portland&limit=6');
    fireEvent.click(screen.getByRole('button', { name: 'Portland, ME, United States' }));
    expect(picked.map((p) => [p.label, p.latitude, p.longitude])).to.deep.equal([['Portland, ME, United States', 43.66, -70.26]]);
    expect(screen.queryByRole('list', { name: PLACE_SEARCH_TEXT.results })).to.equal(null);
  });

  it('says so when no town has that name, and when the search fails', async () => {
    await serveAnswer(200, []);
    render(<PlaceSearch onPick={() => {}} />);
    fireEvent.change(screen.getByLabelText(PLACE_SEARCH_TEXT.label), { target: { value: 'qqqzzz' } });
    fireEvent.click(screen.getByRole('button', { name: PLACE_SEARCH_TEXT.button }));
    expect(await screen.findByText(PLACE_SEARCH_TEXT.none)).to.exist;
    await server.close();
    await serveAnswer(500, { message: 'Internal Server Error', code: 'internal_error' });
    fireEvent.click(screen.getByRole('button', { name: PLACE_SEARCH_TEXT.button }));
    expect(await screen.findByText(PLACE_SEARCH_TEXT.failed)).to.exist;
  });
});
