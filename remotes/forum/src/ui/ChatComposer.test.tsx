import '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChatComposer } from './ChatComposer.tsx';

/** A send whose answer the test gives when it likes. */
function deferredSend() {
  const sent: string[] = [];
  let settle: { resolve: () => void; reject: (e: Error) => void } | undefined;
  const send = (text: string) => {
    sent.push(text);
    return new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  };
  return { sent, send, answer: () => settle! };
}

describe('forum: the line a message is typed in', () => {
  afterEach(cleanup);

  it('empties at once when a message goes, sends it trimmed, and never sends blank text', async () => {
    const { sent, send, answer } = deferredSend();
    render(<ChatComposer label="Message Ben" placeholder="Type a message..." send={send} />);
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Message Ben' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).to.deep.equal([]);
    fireEvent.change(box, { target: { value: '  Sunrise at the dam?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).to.deep.equal(['Sunrise at the dam?']);
    expect(box.value, 'emptied before the server answers').to.equal('');
    await act(async () => answer().resolve());
    expect(box.value).to.equal('');
  });

  it('gives the text back when sending fails, unless something new was typed meanwhile', async () => {
    const { send, answer } = deferredSend();
    render(<ChatComposer label="Message Ben" placeholder="Type a message..." send={send} />);
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Message Ben' });
    fireEvent.change(box, { target: { value: 'Still on?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await act(async () => answer().reject(new Error('refused')));
    expect(box.value).to.equal('Still on?');

    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'Bring jigs' } });
    await act(async () => answer().reject(new Error('refused')));
    expect(box.value, 'what was typed since stays').to.equal('Bring jigs');
  });
});
