import { expect } from 'chai';
import { GREY_SIDE, readPhotoEvidence } from '../../src/platform/media/photo-evidence.ts';
import { searchHashOf, storedHashesOf } from '../../src/modules/tournaments/domain/photo-crops.ts';
import { hammingDistance, isSamePicture } from '../../src/modules/tournaments/domain/photo-fingerprint.ts';
import { catchScene, VARIANTS } from './catch-scenes.ts';

/**
 * The duplicate-photo rule measured on a test set, through the same path an upload takes (the media
 * adapter reads the pixels, the domain hashes them, isSamePicture is the database's rule): ten
 * distinct photos of one species, each with thirty variants a cheat would make — re-encoded, resized
 * 50–200 %, cropped 2–10 % off a side, a corner or all round, mirrored, and combinations. At least
 * 99 % of the variants must be found, and no photo may be taken for another.
 */
describe('duplicate photos: the test set', function () {
  this.timeout(240_000);
  const PHOTOS = 10;
  const photos: { stored: bigint[]; variants: { name: string; hash: bigint }[] }[] = [];

  before(async () => {
    const greyOf = async (bytes: Buffer) => (await readPhotoEvidence(bytes)).grey;
    for (let seed = 1; seed <= PHOTOS; seed++) {
      const photo = await catchScene(seed);
      const variants = [];
      for (const variant of VARIANTS)
        variants.push({ name: variant.name, hash: searchHashOf(await greyOf(await variant.make(photo)), GREY_SIDE) });
      photos.push({ stored: storedHashesOf(await greyOf(photo), GREY_SIDE), variants });
    }
  });

  it('finds at least 99 % of the re-encoded, resized, cropped and mirrored copies', () => {
    const missed = photos.flatMap((p, i) =>
      p.variants.filter((v) => !p.stored.some((h) => isSamePicture(h, v.hash))).map((v) => `photo ${i + 1}: ${v.name}`),
    );
    const total = PHOTOS * VARIANTS.length;
    expect(total).to.equal(300);
    expect((total - missed.length) / total, `missed: ${missed.join('; ')}`).to.be.at.least(0.99);
  });

  it('never takes a distinct photo of the same species for another', () => {
    const confused: string[] = [];
    for (const [i, earlier] of photos.entries())
      for (const [j, later] of photos.entries()) {
        if (i === j) continue;
        const whole = later.stored[0]!;
        if (earlier.stored.some((h) => isSamePicture(h, whole))) confused.push(`${j + 1} as ${i + 1}`);
      }
    expect(confused).to.deep.equal([]);
  });

  it('keeps a margin: copies sit well inside the threshold, distinct photos well outside', () => {
    const nearest = (stored: bigint[], hash: bigint) => Math.min(...stored.map((h) => hammingDistance(h, hash)));
    const copies = photos.flatMap((p) => p.variants.map((v) => nearest(p.stored, v.hash))).sort((a, b) => a - b);
    const distinct = photos.flatMap((p, i) => photos.filter((_, j) => j !== i).map((q) => nearest(p.stored, q.stored[0]!)));
    expect(copies[Math.floor(copies.length * 0.99) - 1]).to.be.at.most(6);
    expect(Math.min(...distinct)).to.be.at.least(11);
  });
});
