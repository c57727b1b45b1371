import { expect } from 'chai';
import { checkSpotForm, customSpecies, EMPTY_SPOT_FORM, spotFormTouched } from './spot-form.ts';

describe('spots: the add-spot form', () => {
  it('counts as filled in once the angler typed or chose something, not when only the position moved', () => {
    expect(spotFormTouched(EMPTY_SPOT_FORM)).to.equal(false);
    expect(spotFormTouched({ ...EMPTY_SPOT_FORM, latitude: '44.05', longitude: '-121.31' })).to.equal(false);
    expect(spotFormTouched({ ...EMPTY_SPOT_FORM, name: 'Mill Pond' })).to.equal(true);
    expect(spotFormTouched({ ...EMPTY_SPOT_FORM, facilities: ['parking'] })).to.equal(true);
    expect(spotFormTouched({ ...EMPTY_SPOT_FORM, waterType: 'river' })).to.equal(true);
    expect(spotFormTouched(EMPTY_SPOT_FORM, 'Tiger muskie')).to.equal(true);
  });
  it("says the spec's messages for a blank form", () => {
    const { errors } = checkSpotForm(EMPTY_SPOT_FORM);
    expect(errors).to.deep.equal({
      name: 'Spot name is required',
      description: 'Description must be at least 10 characters',
      location: 'Location is required',
    });
  });

  it('keeps the defaults: lake, public, beginner at the default location', () => {
    const { body, errors } = checkSpotForm({
      ...EMPTY_SPOT_FORM,
      name: 'Rocky Point',
      description: 'Deep ledge off the point',
      location: 'Sydney, NSW',
    });
    expect(errors).to.equal(null);
    expect(body).to.include({ waterType: 'lake', accessType: 'public', difficulty: 'beginner', latitude: -33.87, longitude: 151.21 });
  });

  it('refuses coordinates off the globe or not numbers', () => {
    const filled = { ...EMPTY_SPOT_FORM, name: 'X', description: 'long enough text', location: 'Y' };
    expect(checkSpotForm({ ...filled, latitude: '91' }).errors).to.deep.equal({ latitude: 'Latitude must be between -90 and 90' });
    expect(checkSpotForm({ ...filled, longitude: '' }).errors).to.deep.equal({ longitude: 'Longitude must be between -180 and 180' });
  });

  it('adds a custom species trimmed and only once', () => {
    expect(customSpecies('  Barramundi ', ['Bass'])).to.equal('Barramundi');
    expect(customSpecies('bass', ['Bass'])).to.equal(null);
    expect(customSpecies('   ', [])).to.equal(null);
  });
});
