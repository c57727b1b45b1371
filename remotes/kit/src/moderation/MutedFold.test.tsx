import { withDomEvents } from '../../test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MutedFold, mutedWordIn, setMutedWords } from '@tightlines/kit';
import { MutedWordsSetting } from '@tightlines/kit/forms';
import { renderWithKit } from '../../test/render.tsx';

describe('kit: muted words', () => {
  withDomEvents();
  afterEach(() => {
    cleanup();
    act(() => setMutedWords([]));
  });

  it('matches whole words and phrases in any case', () => {
    expect(mutedWordIn(['Big BASS today!'], ['bass'])).to.equal('bass');
    expect(mutedWordIn(['A bassoon solo'], ['bass'])).to.equal(undefined);
    expect(mutedWordIn([null, 'try the Drop Shot rig'], ['drop shot'])).to.equal('drop shot');
    expect(mutedWordIn(['anything'], [])).to.equal(undefined);
  });

  it('folds what holds a muted word until the angler asks to see it, and mutes and unmutes from settings', () => {
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
    expect(screen.getByText('Cheap lures, DM me')).to.exist;
    fireEvent.change(screen.getByLabelText('Word to mute'), { target: { value: '  Cheap Lures ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(within(screen.getByRole('list', { name: 'Muted words' })).getByText('cheap lures')).to.exist;
    expect(screen.queryByText('Cheap lures, DM me')).to.equal(null);
    expect(screen.getByRole('note').textContent).to.equal('Hidden by your muted words —Show');
    expect(screen.getByText('Pike on the fly')).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Cheap lures, DM me')).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Unmute cheap lures' }));
    expect(screen.queryByRole('list', { name: 'Muted words' })).to.equal(null);
    expect(localStorage.getItem('tightlines.mutedWords')).to.equal('[]');
  });
});
