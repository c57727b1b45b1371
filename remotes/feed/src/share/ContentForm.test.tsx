import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { aPost, renderApp, serve } from '../../test/app.tsx';
import { ShareContentDialog } from './ShareContentDialog.tsx';

const share = () => fireEvent.click(screen.getByRole('button', { name: 'Share Content' }));
// Radix tabs switch on mouse down (and on focus with the keyboard), not on click.
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

describe('share: the Share Content dialog', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server?.close();
    server = undefined;
  });

  it('has tabs Photo, Video and Text, and privacy public or private only', () => {
    renderApp(<ShareContentDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Share Content' })).to.exist;
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).to.deep.equal(['Photo', 'Video', 'Text']);
    const privacy = screen.getByLabelText('Privacy') as HTMLSelectElement;
    expect([...privacy.options].map((option) => option.value)).to.deep.equal(['public', 'private']);
  });

  it("requires a title: 'Title required: Please add a title to your content'", () => {
    renderApp(<ShareContentDialog open onOpenChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '   ' } });
    share();
    expect(screen.getByText('Title required'), 'the toast').to.exist;
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent, 'beside the field').to.equal(
      'Please add a title to your content',
    );
    expect(document.activeElement, 'the angler is taken to it').to.equal(title);
    fireEvent.change(title, { target: { value: 'Fly box' } });
    expect(title.getAttribute('aria-invalid'), 'gone once typed').to.equal(null);
  });

  it('asks for the photo on the Photo tab and the video on the Video tab', () => {
    renderApp(<ShareContentDialog open onOpenChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'My fly box' } });
    share();
    expect(screen.getByText('Photo required')).to.exist;
    expect(screen.getByLabelText('Photo', { selector: 'input' }).getAttribute('aria-invalid')).to.equal('true');
    expect(screen.getByText('Please choose a photo to share', { selector: '[role=alert]' })).to.exist;
    openTab('Video');
    share();
    expect(screen.getByText('Video required')).to.exist;
    expect(screen.getByLabelText('Video', { selector: 'input' }).getAttribute('aria-invalid')).to.equal('true');
  });

  it('shares text with a trimmed title and description and trimmed tags, dropping empty ones', async () => {
    let closed = false;
    server = await serve({ 'POST /api/posts': { status: 201, json: aPost({ type: 'content' }) } });
    renderApp(<ShareContentDialog open onOpenChange={(open) => (closed = !open)} />);
    openTab('Text');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Knots that hold  ' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: ' Palomar beats clinch. ' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: ' knots, ,terminal tackle ,, ' } });
    fireEvent.change(screen.getByLabelText('Privacy'), { target: { value: 'private' } });
    share();
    expect(await screen.findByText('Content shared successfully!')).to.exist;
    expect(closed).to.equal(true);
    expect(JSON.parse(server.requests[0].body)).to.deep.equal({
      type: 'content',
      contentType: 'text',
      title: 'Knots that hold',
      description: 'Palomar beats clinch.',
      tags: ['knots', 'terminal tackle'],
      privacy: 'private',
      imageUrl: null,
      videoUrl: null,
    });
  });

  it("says 'Failed to share content' and 'Please try again' when sharing fails", async () => {
    server = await serve({ 'POST /api/posts': { status: 500, json: { message: 'boom' } } });
    renderApp(<ShareContentDialog open onOpenChange={() => {}} />);
    openTab('Text');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Knots' } });
    share();
    expect(await screen.findByText('Failed to share content')).to.exist;
    expect(screen.getByText('Please try again')).to.exist;
  });

  it('shows what the server refused beside its field, with the toast, and forgets it on the next try', async () => {
    const refused = {
      status: 400,
      json: {
        message: 'Invalid request: body.title: Title is too long (and 1 more)',
        code: 'invalid_request',
        issues: [
          { path: ['body', 'title'], message: 'Title is too long' },
          { path: ['body', 'tags', 1], message: 'A tag is at most 40 characters' },
        ],
      },
    };
    let answer: { status: number; json: unknown } = refused;
    server = await serve({ 'POST /api/posts': () => answer });
    renderApp(<ShareContentDialog open onOpenChange={() => {}} />);
    openTab('Text');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Knots' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'knots, a very long tag' } });
    share();
    expect(await screen.findByText('Failed to share content')).to.exist;
    const title = screen.getByLabelText('Title');
    const tags = screen.getByLabelText('Tags');
    expect(title.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).to.equal('Title is too long');
    const describing = (input: HTMLElement) =>
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent);
    expect(describing(tags), 'the hint, then the message').to.deep.equal(['Separate tags with commas', 'A tag is at most 40 characters']);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).to.include.members([
      'Title is too long',
      'A tag is at most 40 characters',
    ]);
    expect(screen.getByLabelText('Description').hasAttribute('aria-invalid')).to.equal(false);

    answer = { status: 201, json: aPost({ type: 'content' }) };
    share();
    expect(await screen.findByText('Content shared successfully!')).to.exist;
    expect(screen.queryByText('Title is too long')).to.equal(null);
  });
});
