import { expect } from 'chai';
import { ageText, compass16, pointsText, visibilityKm, weatherIcon } from './weather-display.ts';

describe('spots: how the weather card reads a report', () => {
  it('draws icons by WMO code band (§9: 0–1 clear, 2–3 cloudy, 51–67 rain, 71–86 snow, 95+ storm)', () => {
    expect([0, 1, 2, 3, 45, 51, 61, 67, 71, 77, 80, 82, 85, 86, 95, 99].map(weatherIcon)).to.deep.equal([
      'clear',
      'clear',
      'cloudy',
      'cloudy',
      'fog',
      'rain',
      'rain',
      'rain',
      'snow',
      'snow',
      'rain',
      'rain',
      'snow',
      'snow',
      'storm',
      'storm',
    ]);
  });

  it('names the wind on a 16-point compass', () => {
    expect(
      [0, 22.5, 45, 67.5, 90, 112.5, 135, 157.5, 180, 202.5, 225, 247.5, 270, 292.5, 315, 337.5, 355, 370].map(compass16),
    ).to.deep.equal(['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW', 'N', 'N']);
  });

  it('shows visibility in km', () => {
    expect([24_140, 9_650, 800, null].map(visibilityKm)).to.deep.equal(['24 km', '9.7 km', '0.8 km', '—']);
  });

  it("shows points with their sign and data's age in words", () => {
    expect([8, -4, 0].map(pointsText)).to.deep.equal(['+8', '−4', '0']);
    expect([0, 10, 90].map(ageText)).to.deep.equal(['just now', '10 min ago', '1 h ago']);
  });
});
