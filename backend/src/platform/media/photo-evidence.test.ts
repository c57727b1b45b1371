import { expect } from 'chai';
import sharp from 'sharp';
import { GREY_SIDE, readPhotoEvidence } from './photo-evidence.ts';

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

  it('hands over the picture as grey pixels for a module fingerprinting photos its own way: alike after re-encoding, apart for another picture', async () => {
    const original = await photo(2);
    const again = await sharp(original).resize(200).webp({ quality: 50 }).toBuffer();
    const [a, b, c] = await Promise.all([original, again, await photo(5)].map(readPhotoEvidence));
    expect(a!.grey.length).to.equal(GREY_SIDE * GREY_SIDE);
    const meanDifference = (x: Uint8Array, y: Uint8Array) => x.reduce((sum, v, i) => sum + Math.abs(v - y[i]!), 0) / x.length;
    expect(meanDifference(a!.grey, b!.grey)).to.be.below(6);
    expect(meanDifference(a!.grey, c!.grey)).to.be.above(20);
  });

  it('hands over the grey pixels upright, as the camera’s orientation tag says', async () => {
    const tall = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#000' } })
      .composite([{ input: { create: { width: 20, height: 20, channels: 3, background: '#fff' } }, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 }) // stored sideways: the camera says turn it 90° clockwise
      .toBuffer();
    const { grey } = await readPhotoEvidence(tall);
    // Upright, the white half is on top: the first row is bright, the last dark.
    expect(grey[GREY_SIDE / 2]).to.be.above(200);
    expect(grey[(GREY_SIDE - 1) * GREY_SIDE + GREY_SIDE / 2]).to.be.below(50);
  });
});
