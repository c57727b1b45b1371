import '../../test/dom.ts';
import { expect } from 'chai';
import { cleanup, render, screen } from '@testing-library/react';
import { AfterFirstPaint, forgetFirstPaint } from './use-after-first-paint.ts';

const Strip = () => <p>Waiting to upload (1)</p>;
const Placeholder = () => <p>placeholder</p>;

describe('AfterFirstPaint: what the first paint does not need comes right after it', () => {
  afterEach(cleanup);
  before(forgetFirstPaint);

  it('draws the placeholder first, then the part once the page has painted', async () => {
    render(
      <AfterFirstPaint fallback={<Placeholder />}>
        <Strip />
      </AfterFirstPaint>,
    );
    expect(screen.getByText('placeholder')).to.exist;
    expect(screen.queryByText('Waiting to upload (1)')).to.equal(null);
    expect(await screen.findByText('Waiting to upload (1)')).to.exist;
    expect(screen.queryByText('placeholder')).to.equal(null);
  });

  it('draws a part mounted after that moment at once (another screen of the same page)', () => {
    render(
      <AfterFirstPaint fallback={<Placeholder />}>
        <Strip />
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Waiting to upload (1)')).to.exist;
  });
});
