import '../../test/dom.ts';
import { expect } from 'chai';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useRevealed } from './use-revealed.ts';

function Cards({ names }: { names: string[] }) {
  const shown = useRevealed(names, { first: 3, step: 4 });
  return (
    <ul>
      {shown.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

const spots = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `Spot ${from + i + 1}`);
const listed = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('useRevealed: a long list a screenful at a time', () => {
  afterEach(cleanup);

  it('renders only the first screenful at first', () => {
    render(<Cards names={spots(20)} />);
    expect(listed()).to.deep.equal(['Spot 1', 'Spot 2', 'Spot 3']);
  });

  it('shows every item in the end, in order', async () => {
    render(<Cards names={spots(20)} />);
    await waitFor(() => expect(listed()).to.have.length(20));
    expect(listed()).to.deep.equal(spots(20));
  });

  it('shows a short list whole at once', () => {
    render(<Cards names={spots(2)} />);
    expect(listed()).to.deep.equal(['Spot 1', 'Spot 2']);
  });

  it('brings in items that arrive later (the next page) too', async () => {
    const { rerender } = render(<Cards names={spots(5)} />);
    await waitFor(() => expect(listed()).to.have.length(5));
    rerender(<Cards names={[...spots(5), ...spots(10, 5)]} />);
    await waitFor(() => expect(listed()).to.have.length(15));
    expect(listed()).to.deep.equal(spots(15));
  });
});
