import { expect } from 'chai';
import { chartPoints } from './activity-map.ts';

describe('spots: the Activity heat map chart', () => {
  const centre = { latitude: -33.87, longitude: 151.21 };
  const box = { width: 400, height: 200, radiusKm: 50 };

  it('puts the spot itself in the middle', () => {
    expect(chartPoints(centre, [{ id: 'a', ...centre }], box)).to.deep.equal([{ id: 'a', x: 200, y: 100, km: 0 }]);
  });

  it('puts a spot to the north-east up and right, and leaves out spots beyond the radius', () => {
    const [ne] = chartPoints(
      centre,
      [
        { id: 'ne', latitude: -33.77, longitude: 151.31 },
        { id: 'far', latitude: -35, longitude: 151.21 },
      ],
      box,
    );
    expect(ne!.id).to.equal('ne');
    expect(ne!.x).to.be.greaterThan(200);
    expect(ne!.y).to.be.lessThan(100);
    expect(ne!.km).to.be.closeTo(14.7, 0.3);
  });
});
