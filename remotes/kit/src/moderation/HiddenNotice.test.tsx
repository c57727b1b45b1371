import { withDomEvents } from '../../test/dom.ts';
import { expect } from 'chai';
import { cleanup, screen } from '@testing-library/react';
import { HIDDEN_NOTICE, MODERATION_PAGES, hiddenMarkOf } from '@tightlines/contracts';
import { HiddenNotice } from '@tightlines/kit';
import { renderWithKit } from '../../test/render.tsx';

describe('kit: the notice on hidden content, for its author', () => {
  withDomEvents();
  afterEach(cleanup);

  it('names the guideline it breaks and leads to the statement and its appeal', () => {
    renderWithKit(<HiddenNotice hidden={hiddenMarkOf({ ruleId: 'respect', at: new Date('2026-06-01T05:00:00Z') })} />);
    const note = screen.getByRole('note');
    expect(note.textContent).to.contain(HIDDEN_NOTICE.byRule('Respect other anglers'));
    expect(screen.getByRole('link', { name: HIDDEN_NOTICE.appeal }).getAttribute('href')).to.equal(MODERATION_PAGES.statements);
  });

  it('says when anglers’ reports hid it before a moderator looked', () => {
    renderWithKit(<HiddenNotice hidden={hiddenMarkOf({ ruleId: null, at: new Date('2026-06-01T05:00:00Z') })} />);
    expect(screen.getByRole('note').textContent).to.contain(HIDDEN_NOTICE.byReports);
  });

  it('shows nothing on content that is not hidden', () => {
    renderWithKit(<HiddenNotice hidden={null} />);
    expect(screen.queryByRole('note')).to.equal(null);
  });
});
