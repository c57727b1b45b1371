import { expect } from 'chai';
import type { OwnPost } from '../../../posts/index.ts';
import type { CatchConditions } from '../../../weather/index.ts';
import { absolute, catchesCsv, catchesGeoJson, csvField } from './export-formats.ts';

const aCatch = (over: Partial<OwnPost> = {}): OwnPost => ({
  id: 'c1',
  type: 'catch',
  privacy: 'private',
  species: 'rainbow-trout',
  weight: 3.5,
  length: 18.25,
  method: 'Fly',
  title: null,
  description: 'Dawn, "on the drop"',
  tags: [],
  contentType: null,
  imageUrl: '/media/photos/ab/x.webp',
  thumbnailUrl: null,
  videoUrl: null,
  location: 'Emerald Bay, CA',
  latitude: 39.1,
  longitude: -120.03,
  publicPrecision: '1km',
  matesPrecision: 'exact',
  placeName: null,
  isPersonalBest: true,
  likes: 2,
  createdAt: new Date('2026-05-01T05:00:00Z'),
  ...over,
});

const conditions: CatchConditions = {
  airTemperature: 14.5,
  waterTemperature: null,
  pressure: 1008.2,
  pressureChange3h: -1.6,
  pressureTrend: 'falling',
  windSpeed: 12,
  windDirection: 225,
  cloudCover: 80,
  moonPhase: 'full',
  solunar: 'major',
  light: 'dusk',
  tide: 'none',
};

describe('identity: your data as files', () => {
  it('quotes CSV fields holding commas, quotes or line breaks', () => {
    expect(csvField('a,b')).to.equal('"a,b"');
    expect(csvField('say "hi"')).to.equal('"say ""hi"""');
    expect(csvField('two\nlines')).to.equal('"two\nlines"');
    expect(csvField(null)).to.equal('');
  });
  it('never lets a spreadsheet run a text field as a formula, and writes numbers as they are', () => {
    expect(csvField('=HYPERLINK("x")')).to.equal('"\'=HYPERLINK(""x"")"');
    expect(csvField('-cast deep')).to.equal("'-cast deep");
    expect(csvField(-120.03)).to.equal('-120.03');
  });
  it('writes every catch, private ones included, with the species by name and the photo as a full link', () => {
    const text = catchesCsv([aCatch(), aCatch({ id: 'p1', type: 'content', species: null })], 'https://tightlines.example');
    const [header, row, end] = text.split('\r\n');
    expect(header).to.equal(
      'id,caught_at,species,species_slug,weight_lbs,length_in,method,description,location,latitude,longitude,privacy,personal_best,likes,photo_url,' +
        'air_temperature_c,water_temperature_c,pressure_hpa,pressure_trend,wind_kmh,wind_direction_deg,cloud_cover_pct,moon_phase,solunar,light,tide',
    );
    expect(row).to.equal(
      'c1,2026-05-01T05:00:00.000Z,Rainbow Trout,rainbow-trout,3.5,18.25,Fly,"Dawn, ""on the drop""",' +
        '"Emerald Bay, CA",39.1,-120.03,private,true,2,https://tightlines.example/media/photos/ab/x.webp,,,,,,,,,,,',
    );
    expect(end).to.equal('');
  });
  it('puts each catch at the place it was saved, longitude first; a catch without a place has no geometry', () => {
    const geo = catchesGeoJson([aCatch(), aCatch({ id: 'c2', latitude: null, longitude: null })], 'https://t.example');
    expect(geo.type).to.equal('FeatureCollection');
    expect(geo.features[0]!.geometry).to.deep.equal({ type: 'Point', coordinates: [-120.03, 39.1] });
    expect(geo.features[1]!.geometry).to.equal(null);
  });
  it('adds the conditions kept for a catch, in the CSV and the GeoJSON', () => {
    const kept = new Map([['c1', conditions]]);
    const [, row] = catchesCsv([aCatch()], 'https://t.example', kept).split('\r\n');
    expect(row!.endsWith(',14.5,,1008.2,falling,12,225,80,full,major,dusk,none')).to.equal(true, row);
    const geo = catchesGeoJson([aCatch(), aCatch({ id: 'c2' })], 'https://t.example', kept);
    expect(geo.features.map((f) => f.properties.conditions)).to.deep.equal([conditions, null]);
  });
  it('leaves links to other sites as they are', () => {
    expect(absolute('https://cdn.example/p.jpg', 'https://t.example')).to.equal('https://cdn.example/p.jpg');
  });
});
