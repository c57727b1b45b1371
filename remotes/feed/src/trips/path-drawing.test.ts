import { expect } from 'chai';
import { pathToSvgPoints } from './path-drawing.ts';

describe('drawing a trip path without a map', () => {
  it('fits the path in the box, north up, keeping its shape', () => {
    const points = pathToSvgPoints(
      [
        [0, 0],
        [0.01, 0.01],
      ],
      200,
      200,
      10,
    ).split(' ');
    expect(points).to.deep.equal(['10.0,190.0', '190.0,10.0']);
  });

  it('draws a single point in the middle, and nothing for no path', () => {
    expect(pathToSvgPoints([[46.87, -89.31]], 100, 60, 10)).to.equal('50.0,30.0');
    expect(pathToSvgPoints([], 100, 60)).to.equal('');
  });
});
