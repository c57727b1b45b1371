import { expect } from 'chai';
import { compassPoint, describeWeatherCode } from './weather-words.ts';
import { roundedCoordinate, coordinateKey } from './coordinate.ts';

describe('weather in words', () => {
  it('names wind directions on a 16-point compass', () => {
    expect([0, 11, 12, 22.5, 45, 90, 180, 202.5, 225, 270, 337.5, 349, 360, -22.5].map(compassPoint)).to.deep.equal([
      'N',
      'N',
      'NNE',
      'NNE',
      'NE',
      'E',
      'S',
      'SSW',
      'SW',
      'W',
      'NNW',
      'N',
      'N',
      'NNW',
    ]);
  });

  it('describes WMO weather codes', () => {
    expect([0, 2, 3, 45, 53, 63, 73, 81, 95, 99].map(describeWeatherCode)).to.deep.equal([
      'Clear sky',
      'Partly cloudy',
      'Overcast',
      'Fog',
      'Drizzle',
      'Rain',
      'Snow',
      'Rain showers',
      'Thunderstorm',
      'Thunderstorm',
    ]);
  });

  it('rounds places to a tenth of a degree so neighbours share one report', () => {
    expect(roundedCoordinate(45.6349, -89.4121)).to.deep.equal({ latitude: 45.6, longitude: -89.4 });
    expect(coordinateKey(roundedCoordinate(-33.8688, 151.2093))).to.equal('-33.9,151.2');
    expect(roundedCoordinate(10, 179.97).longitude).to.equal(180);
    expect(roundedCoordinate(10, -179.97).longitude).to.equal(180);
    expect(Object.is(roundedCoordinate(-0.01, -0.04).latitude, -0)).to.equal(false);
  });
});
