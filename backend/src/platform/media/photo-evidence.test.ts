import { expect } from 'chai';
import sharp from 'sharp';
import { GREY_SIDE, readPhotoEvidence } from './photo-evidence.ts';
import { hammingDistance, SAME_PICTURE_MAX_DISTANCE } from './perceptual-hash.ts';

/** A small picture with shapes (so it has a structure to hash), optionally with a capture time. */
async function photo(seed: number, exif?: { taken: string; offset?: string }): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${seed % 2}"><stop offset="0" stop-color="rgb(${30 + seed * 40},90,140)"/><stop offset="1" stop-color="#e8f4f0"/></linearGradient></defs>
    <rect width="320" height="240" fill="url(#g)"/>
    <circle cx="${80 + seed * 37}" cy="${120 - seed * 11}" r="${40 + seed * 7}" fill="#f3d27a"/>
    <rect x="${180 - seed * 23}" y="${40 + seed * 13}" width="90" height="60" fill="#123"/></svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 90 });
  if (exif) image = image.withExif({ IFD2: { DateTimeOriginal: exif.taken, ...(exif.offset ? { OffsetTimeOriginal: exif.offset } : {}) } });
  return image.toBuffer();
}

describe('photo evidence: what a catch photo says before its metadata is stripped', () => {
  it('reads the capture time, in UTC when the camera wrote its time zone', async () => {
    const evidence = await readPhotoEvidence(await photo(1, { taken: '2026:06:01 10:30:00', offset: '-05:00' }));
    expect(evidence.takenAt?.toISOString()).to.equal('2026-06-01T15:30:00.000Z');
    expect(evidence.takenAtZoneKnown).to.equal(true);
  });

  it('reads a capture time without a time zone as UTC, and says so', async () => {
    const evidence = await readPhotoEvidence(await photo(1, { taken: '2026:06:01 10:30:00' }));
    expect(evidence.takenAt?.toISOString()).to.equal('2026-06-01T10:30:00.000Z');
    expect(evidence.takenAtZoneKnown).to.equal(false);
  });

  it('has no capture time for a photo without EXIF', async () => {
    expect((await readPhotoEvidence(await photo(1))).takenAt).to.equal(null);
  });

  it('hashes the same picture alike after re-encoding and resizing, and different pictures apart', async () => {
    const original = await photo(2);
    const again = await sharp(original).resize(200).webp({ quality: 50 }).toBuffer();
    const other = await photo(5);
    const [a, b, c] = await Promise.all([original, again, other].map(readPhotoEvidence));
    expect(hammingDistance(a!.perceptualHash, b!.perceptualHash)).to.be.at.most(SAME_PICTURE_MAX_DISTANCE);
    expect(hammingDistance(a!.perceptualHash, c!.perceptualHash)).to.be.above(SAME_PICTURE_MAX_DISTANCE);
  });

  it('hands over the upright picture as grey pixels for a module fingerprinting photos its own way', async () => {
    const evidence = await readPhotoEvidence(await photo(3));
    expect(evidence.grey.length).to.equal(GREY_SIDE * GREY_SIDE);
    expect(new Set(evidence.grey).size).to.be.above(10);
  });
});
