import { expect } from 'chai';
import { browserPosition, geolocationProblem } from './geolocation.ts';

describe("kit: the browser's position", () => {
  it('says access was denied when the angler refused', () => {
    expect(geolocationProblem({ code: 1 })).to.deep.equal({
      title: 'Location access denied',
      description: 'Please enable location access or search manually',
    });
  });
  it('says it could not get the location otherwise', () => {
    expect(geolocationProblem({ code: 3 })).to.deep.equal({ title: 'Location error', description: 'Could not get your location' });
  });
  it('says geolocation is not supported without the API', async () => {
    const problem = await browserPosition(undefined, undefined).catch((e: unknown) => e);
    expect(problem).to.deep.equal({ title: 'Geolocation not supported' });
  });
  it('answers the coordinates the browser gave', async () => {
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 39.1, longitude: -120.0 } } as GeolocationPosition),
    } as Geolocation;
    expect(await browserPosition(undefined, geolocation)).to.deep.equal({ latitude: 39.1, longitude: -120.0 });
  });
});
