import { withDomEvents } from '../../test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MODERATION_MESSAGES, REPORT_REASONS } from '@tightlines/contracts';
import { dismissToast, ReportMenu } from '@tightlines/kit';
import type { ApiServer } from '../../test/api-server.ts';
import { anAngler, renderWithKit, serveAnswers, type Answers } from '../../test/render.tsx';

describe('kit: reporting from an item’s menu', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  const serve = async (answers: Answers) => (server = await serveAnswers(answers));
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server?.close();
    server = undefined;
  });

  /** The backend thanking for each report, keeping the last one sent. */
  async function thanking() {
    const sent: { body?: unknown } = {};
    await serve({
      'POST /api/reports': (body) => {
        sent.body = JSON.parse(body);
        return { status: 201, json: { reportId: 'r1', message: MODERATION_MESSAGES.thanks } };
      },
    });
    return sent;
  }

  async function openReport() {
    fireEvent.pointerDown(screen.getByRole('button', { name: 'More options for this answer' }), { button: 0, ctrlKey: false });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    return screen.findByRole('dialog', { name: 'Report this answer' });
  }

  it('offers Report on someone else’s item, never on one’s own or to a visitor', async () => {
    await serve({});
    renderWithKit(
      <>
        <ReportMenu kind="answer" itemId="a1" authorId="bob" what="this answer" />
        <ReportMenu kind="answer" itemId="a2" authorId="alice" what="my answer" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'More options for this answer' })).to.exist;
    expect(screen.queryByRole('button', { name: 'More options for my answer' })).to.equal(null);
    cleanup();
    renderWithKit(<ReportMenu kind="answer" itemId="a1" authorId="bob" what="this answer" />, { user: null });
    expect(screen.queryByRole('button', { name: /More options/ })).to.equal(null);
  });

  it('lists the reasons in the contract’s words, needs one, and sends it with optional details', async () => {
    const sent = await thanking();
    renderWithKit(<ReportMenu kind="answer" itemId="a1" authorId="bob" what="this answer" />);
    const dialog = await openReport();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).to.deep.equal(REPORT_REASONS.map((r) => r.label));
    expect(within(dialog).getByRole('link', { name: 'community guidelines' }).getAttribute('href')).to.equal('/guidelines');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Choose a reason')).to.exist;
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or hate' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(MODERATION_MESSAGES.thanks)).to.exist;
    expect(sent.body).to.deep.equal({ kind: 'answer', itemId: 'a1', reason: 'harassment' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('needs words for Other', async () => {
    const sent = await thanking();
    renderWithKit(<ReportMenu kind="answer" itemId="a1" authorId="bob" what="this answer" />);
    const dialog = await openReport();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.otherNeedsWords)).to.exist;
    expect(sent.body).to.equal(undefined);
    fireEvent.change(within(dialog).getByLabelText('What is wrong?'), { target: { value: '  Selling undersized trout  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(MODERATION_MESSAGES.thanks)).to.exist;
    expect(sent.body).to.deep.equal({ kind: 'answer', itemId: 'a1', reason: 'other', details: 'Selling undersized trout' });
  });

  it('tells an angler who reported it already (409)', async () => {
    await serve({ 'POST /api/reports': { status: 409, json: { message: 'Already reported', code: 'conflict' } } });
    renderWithKit(<ReportMenu kind="answer" itemId="a1" authorId="bob" what="this answer" />, { user: anAngler() });
    const dialog = await openReport();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(MODERATION_MESSAGES.alreadyReported)).to.exist;
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });
});
