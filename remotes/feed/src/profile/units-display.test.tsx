import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { User, UserStats } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { aPost, alice, renderApp, serve } from '../../test/app.tsx';
import { PostCard } from '../feed/PostCard.tsx';
import { StatsView } from './StatsTab.tsx';
import { UnitsSetting } from '../settings/UnitsSetting.tsx';
import { CatchForm } from '../share/CatchForm.tsx';

const metricAlice = { ...alice, unitSystem: 'metric' } as User;
const stats: UserStats = {
  totalCatches: 2,
  totalSpecies: 1,
  totalTrips: 0,
  successfulTrips: 0,
  biggestByLength: { length: 21.5, species: 'rainbow-trout' },
  biggestByWeight: { weight: 6.2, species: 'rainbow-trout' },
  speciesBreakdown: [{ species: 'rainbow-trout', count: 2, maxWeight: 6.2, maxLength: 21.5 }],
};

describe('profile: sizes in the angler’s own units', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server?.close();
    server = undefined;
  });

  it('shows a catch card in pounds and inches to an imperial reader, kilograms and centimetres to a metric one', () => {
    renderApp(<PostCard post={aPost({ weight: 6.2, length: 21.5 })} />);
    expect(screen.getByText('6.2 lbs · 21.5 inches')).to.exist;
    cleanup();
    renderApp(<PostCard post={aPost({ weight: 6.2, length: 21.5 })} />, { user: metricAlice });
    expect(screen.getByText('2.81 kg · 54.6 cm')).to.exist;
  });

  it('shows the statistics in the reader’s units', () => {
    renderApp(<StatsView stats={stats} />, { user: metricAlice });
    expect(screen.getByText('54.6 cm')).to.exist;
    expect(screen.getByText('2.81 kg')).to.exist;
    expect(screen.getByText('Best: 2.81 kg · 54.6 cm')).to.exist;
  });

  it('switches to metric from the settings and every size follows at once', async () => {
    server = await serve({ 'PUT /api/profile/alice/unit-system': (body) => ({ status: 200, json: { ...alice, ...JSON.parse(body) } }) });
    renderApp(
      <>
        <UnitsSetting userId="alice" labelledBy="units" />
        <PostCard post={aPost({ weight: 6.2, length: 21.5 })} />
      </>,
    );
    expect(screen.getByRole('radio', { name: /Imperial/ }).getAttribute('aria-checked')).to.equal('true');
    fireEvent.click(screen.getByRole('radio', { name: /Metric/ }));
    expect(await screen.findByText('Settings Updated')).to.exist;
    expect(screen.getByText('Sizes and weights now show in kilograms and centimetres.')).to.exist;
    await waitFor(() => expect(screen.getByText('2.81 kg · 54.6 cm')).to.exist);
    expect(JSON.parse(server.requests.find((r) => r.method === 'PUT')!.body)).to.deep.equal({ unitSystem: 'metric' });
    expect(screen.getByRole('radio', { name: /Metric/ }).getAttribute('aria-checked')).to.equal('true');
  });

  it('says it failed and keeps the units when the setting cannot be saved', async () => {
    server = await serve({ 'PUT /api/profile/alice/unit-system': { status: 500, json: { message: 'boom' } } });
    renderApp(<UnitsSetting userId="alice" labelledBy="units" />);
    fireEvent.click(screen.getByRole('radio', { name: /Metric/ }));
    expect(await screen.findByText('Failed to update settings')).to.exist;
    expect(screen.getByRole('radio', { name: /Imperial/ }).getAttribute('aria-checked')).to.equal('true');
  });

  it('lets a metric angler type a catch in centimetres and kilograms, stored in inches and pounds', async () => {
    server = await serve({ 'POST /api/posts': { status: 201, json: aPost() } });
    renderApp(<CatchForm onShared={() => {}} />, { user: metricAlice });
    const box = screen.getByRole('combobox', { name: 'Species' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Rainbow Trout' } });
    fireEvent.click(screen.getByText('Rainbow Trout', { selector: '[role=option]' }));
    fireEvent.change(screen.getByLabelText('Length (cm)'), { target: { value: '54.6' } });
    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '2.81' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share Catch' }));
    expect(await screen.findByText('Catch shared successfully!')).to.exist;
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')!.body).catchDetails).to.include({ length: 21.5, weight: 6.19 });
  });
});
