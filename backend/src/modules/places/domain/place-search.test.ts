import { expect } from 'chai';
import { foldName, PlaceIndex, placeLabel } from './place-search.ts';
import type { GazetteerPlace } from './place.ts';

const place = (id: string, name: string, country: string, region: string, population: number, altName = ''): GazetteerPlace => ({
  id,
  name,
  altName,
  country,
  region,
  population,
  latitude: 1,
  longitude: 2,
});
const PLACES = [
  place('1', 'Sydney', 'AU', '02', 4_627_345),
  place('2', 'Sydney', 'CA', '07', 105_968),
  place('3', 'Sydney Mines', 'CA', '07', 7_000),
  place('4', 'Portland', 'US', 'OR', 652_503),
  place('5', 'Portland', 'US', 'ME', 66_881),
  place('6', 'München', 'DE', '02', 1_260_391, 'Munich'),
  place('7', 'St. Petersburg', 'US', 'FL', 258_308),
  place('8', 'Syd', 'XX', '', 10),
];
const NAMES: Record<string, string> = { AU: 'Australia', CA: 'Canada', US: 'United States', DE: 'Germany', XX: 'Nowhere' };
const index = new PlaceIndex(PLACES, (code) => NAMES[code] ?? code);
const ids = (text: string, limit = 10) => index.search(text, limit).map((p) => p.id);

describe('place search in the gazetteer', () => {
  it('finds places by the start of their name, the most populous first', () => {
    expect(ids('sydn')).to.deep.equal(['1', '2', '3']);
    expect(ids('Portland')).to.deep.equal(['4', '5']);
  });

  it('puts an exact name before longer names however populous', () => {
    expect(ids('syd')).to.deep.equal(['8', '1', '2', '3']);
  });

  it('ignores case, accents and punctuation, and knows other spellings', () => {
    expect(ids('MUNCH')).to.deep.equal(['6']);
    expect(ids('munich')).to.deep.equal(['6']);
    expect(ids('st pete')).to.deep.equal(['7']);
    expect(foldName('  Sant Julià  de—Lòria ')).to.equal('sant julia de loria');
  });

  it('narrows by region or country after a comma', () => {
    expect(ids('portland, me')).to.deep.equal(['5']);
    expect(ids('sydney, ca')).to.deep.equal(['2', '3']);
    expect(ids('sydney, austr')).to.deep.equal(['1']);
  });

  it('returns at most the limit, and nothing for blank text', () => {
    expect(ids('s', 2)).to.have.length(2);
    expect(ids(' , au')).to.deep.equal([]);
  });

  it('labels a place with letter regions only', () => {
    expect(placeLabel(PLACES[3]!, 'United States')).to.equal('Portland, OR, United States');
    expect(placeLabel(PLACES[0]!, 'Australia')).to.equal('Sydney, Australia');
  });
});
