import { expect } from 'chai';
import { cellCentre } from '../../../shared/kernel/location-shield.ts';
import { checkedPrecisions, placeSeenAt, placeViewerOf, snapReachKm, viewerPrecision, WIDE_SNAPS } from './location-shield.ts';
import { distanceKm } from './map-cells.ts';
import { MatesSeeLessThanPublic } from './post.errors.ts';

const MATES = { viewerFollowsAuthor: true, authorFollowsViewer: true };
const FOLLOWER = { viewerFollowsAuthor: true, authorFollowsViewer: false };
const FOLLOWED = { viewerFollowsAuthor: false, authorFollowsViewer: true };
const STRANGER = { viewerFollowsAuthor: false, authorFollowsViewer: false };
const post = { authorId: 'rosa', publicPrecision: '10km', matesPrecision: '1km' } as const;
const cove = { coordinates: { latitude: 39.0968, longitude: -120.0324 }, location: 'Secret cove at 39.09,-120.03', placeName: 'Tahoma' };

describe('posts: the location shield decides how precisely a viewer sees a catch', () => {
  it('gives the author the exact place, mates their precision, everyone else the public one', () => {
    expect(viewerPrecision(post, 'rosa', STRANGER)).to.equal('exact');
    expect(viewerPrecision(post, 'max', MATES)).to.equal('1km');
    expect(viewerPrecision(post, 'finn', FOLLOWER)).to.equal('10km');
    expect(viewerPrecision(post, 'ann', FOLLOWED)).to.equal('10km');
    expect(viewerPrecision(post, 'sam', STRANGER)).to.equal('10km');
    expect(viewerPrecision(post, null, STRANGER)).to.equal('10km');
  });

  it('needs no follow when mates and the public see the same', () => {
    expect(placeViewerOf({ ...post, matesPrecision: '10km' }, 'max', MATES)).to.equal('public');
  });

  it('refuses a choice that shows mates less than the public', () => {
    expect(() => checkedPrecisions({ publicPrecision: '1km', matesPrecision: '10km' })).to.throw(MatesSeeLessThanPublic);
    expect(() => checkedPrecisions({ publicPrecision: 'place', matesPrecision: 'hidden' })).to.throw(MatesSeeLessThanPublic);
    expect(checkedPrecisions({ publicPrecision: 'hidden', matesPrecision: 'exact' })).to.deep.equal({
      publicPrecision: 'hidden',
      matesPrecision: 'exact',
    });
  });

  it('snaps coordinates to the cell centre at 1 km and 10 km, keeping the words', () => {
    expect(placeSeenAt(cove, 'exact')).to.deep.include({ coordinates: cove.coordinates, location: cove.location });
    expect(placeSeenAt(cove, '1km').coordinates).to.deep.equal(cellCentre(cove.coordinates, 1));
    expect(placeSeenAt(cove, '10km')).to.deep.include({ coordinates: cellCentre(cove.coordinates, 10), location: cove.location });
  });

  it("gives 'Place name only' the gazetteer's name and the author's words, no coordinates", () => {
    expect(placeSeenAt(cove, 'place')).to.deep.equal({
      precision: 'place',
      coordinates: null,
      location: cove.location,
      placeName: 'Tahoma',
    });
  });

  it("withholds everything at 'Hidden', the typed words too: they can name the water or carry coordinates", () => {
    expect(placeSeenAt(cove, 'hidden')).to.deep.equal({ precision: 'hidden', coordinates: null, location: null, placeName: null });
  });

  it("never moves a point farther from the exact one than a search widens its circle by for that point's precision", () => {
    for (let lat = -89.99; lat < 90; lat += lat < -87 || lat > 87 ? 0.0731 : 0.731) {
      for (let lng = -179.9; lng < 180; lng += 7.37) {
        const exact = { latitude: lat, longitude: lng };
        expect(distanceKm(exact, cellCentre(exact, 10)), `${lat},${lng}`).to.be.below(snapReachKm(lat, '10km'));
        expect(distanceKm(exact, cellCentre(exact, 1)), `${lat},${lng}`).to.be.below(snapReachKm(lat, '1km'));
        expect(snapReachKm(lat, 'exact')).to.equal(0);
      }
    }
  });

  it('walks every precision coarser than the close snap in the wide ring', () => {
    expect(WIDE_SNAPS).to.deep.equal(['10km']);
  });
});
