import { withDomEvents } from '../../test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adoptFirstReads, createQueryClient, MutedFold, mutedWordIn, setMutedWords } from '@tightlines/kit';
import { firstReads } from '@tightlines/kit/first-reads';
import { MutedWordsSetting } from '@tightlines/kit/forms';
import type { ApiServer } from '../../test/api-server.ts';
import { renderWithKit, serveAnswers } from '../../test/render.tsx';

const PATH = '/api/settings/muted-words';

describe('kit: muted words', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  /** The account's side: keeps what was put, answers it when read. */
  async function account(words: string[]) {
    const kept = { words };
    server = await serveAnswers({
      [`GET ${PATH}`]: () => ({ status: 200, json: kept }),
      [`PUT ${PATH}`]: (body) => {
        kept.words = (JSON.parse(body) as { words: string[] }).words;
        return { status: 200, json: kept };
      },
    });
    return kept;
  }
  afterEach(async () => {
    cleanup();
    act(() => setMutedWords([]));
    await server?.close();
    server = undefined;
  });

  it('matches whole words and phrases in any case', () => {
    expect(mutedWordIn(['Big BASS today!'], ['bass'])).to.equal('bass');
    expect(mutedWordIn(['A bassoon solo'], ['bass'])).to.equal(undefined);
    expect(mutedWordIn([null, 'try the Drop Shot rig'], ['drop shot'])).to.equal('drop shot');
    expect(mutedWordIn(['anything'], [])).to.equal(undefined);
  });

  it('folds what holds a word muted on another device, read from the account', async () => {
    await account(['pike']);
    renderWithKit(
      <MutedFold texts={['Pike on the fly']}>
        <p>Pike on the fly</p>
      </MutedFold>,
    );
    await waitFor(() => expect(screen.getByRole('note').textContent).to.equal('Hidden by your muted words —Show'));
    expect(screen.queryByText('Pike on the fly')).to.equal(null);
  });

  it('folds by the words the first script asked for as the card first draws, without asking again, and reads again on the next screen', async () => {
    const kept = await account(['pike']);
    const answer = new Response(JSON.stringify({ words: ['pike'] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    adoptFirstReads(createQueryClient(), [{ ...firstReads.mutedWords(), answer: Promise.resolve(answer) }]);
    // The answer arrives before the screen's chunks do.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const first = renderWithKit(
      <MutedFold texts={['Pike on the fly']}>
        <p>Pike on the fly</p>
      </MutedFold>,
    );
    // Folded in the card's first render: no moment with the muted text on screen.
    expect(screen.getByRole('note').textContent).to.equal('Hidden by your muted words —Show');
    expect(server!.requests.filter((request) => request.method === 'GET')).to.deep.equal([]);
    first.unmount();
    // The next screen that shows them reads the account again (changed on another device meanwhile).
    kept.words = ['carp'];
    renderWithKit(
      <MutedFold texts={['Carp at dawn']}>
        <p>Carp at dawn</p>
      </MutedFold>,
    );
    await waitFor(() => expect(screen.getByRole('note').textContent).to.equal('Hidden by your muted words —Show'));
    expect(server!.requests.filter((request) => request.method === 'GET').map((request) => request.url)).to.deep.equal([PATH]);
  });

  it('folds what holds a muted word until the angler asks to see it, and mutes and unmutes from settings, saved to the account', async () => {
    const kept = await account([]);
    renderWithKit(
      <>
        <MutedWordsSetting />
        <MutedFold texts={['Cheap lures, DM me']}>
          <p>Cheap lures, DM me</p>
        </MutedFold>
        <MutedFold texts={['Pike on the fly']}>
          <p>Pike on the fly</p>
        </MutedFold>
      </>,
    );
    await waitFor(() => expect(server!.requests.map((r) => r.method)).to.include('GET'));
    expect(screen.getByText('Cheap lures, DM me')).to.exist;
    fireEvent.change(screen.getByLabelText('Word to mute'), { target: { value: '  Cheap Lures ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(within(screen.getByRole('list', { name: 'Muted words' })).getByText('cheap lures')).to.exist;
    expect(screen.queryByText('Cheap lures, DM me')).to.equal(null);
    expect(screen.getByRole('note').textContent).to.equal('Hidden by your muted words —Show');
    expect(screen.getByText('Pike on the fly')).to.exist;
    await waitFor(() => expect(kept.words).to.deep.equal(['cheap lures']));
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Cheap lures, DM me')).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Unmute cheap lures' }));
    expect(screen.queryByRole('list', { name: 'Muted words' })).to.equal(null);
    await waitFor(() => expect(kept.words).to.deep.equal([]));
    expect(screen.queryByRole('alert')).to.equal(null);
  });

  it('says why a change was not saved, and still folds here', async () => {
    server = await serveAnswers({
      [`GET ${PATH}`]: { status: 200, json: { words: [] } },
      [`PUT ${PATH}`]: { status: 400, json: { message: 'At most 100 muted words', code: 'validation' } },
    });
    renderWithKit(
      <>
        <MutedWordsSetting />
        <MutedFold texts={['Carp again']}>
          <p>Carp again</p>
        </MutedFold>
      </>,
    );
    await waitFor(() => expect(server!.requests.length).to.be.greaterThan(0));
    fireEvent.change(screen.getByLabelText('Word to mute'), { target: { value: 'carp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect((await screen.findByRole('alert')).textContent).to.equal('Not saved: At most 100 muted words. They fold here until you reload.');
    expect(screen.queryByText('Carp again')).to.equal(null);
  });
});
