import { expect } from 'chai';
import sharp from 'sharp';
import { processPhoto, THUMBNAIL_SIZE } from './photo-processing.ts';

/** The colour of the thumbnail's pixel at (x, y). */
async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const near = (actual: readonly number[], expected: readonly number[]) =>
  actual.every((channel, i) => Math.abs(channel - expected[i]!) <= 24);

describe('photo thumbnails: the whole catch, never cropped to the sky', () => {
  it('keeps a portrait photo’s subject low in the frame (and its sky) inside the square thumbnail', async () => {
    // A phone's portrait shot: a bright sky with the sun over most of the frame, the fish (red) in the
    // bottom tenth — the frame an attention crop turned into sky.
    const photo = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="1000">
        <rect width="600" height="1000" fill="#8ecae6"/>
        <circle cx="450" cy="180" r="90" fill="#fffbe6"/>
        <rect x="100" y="910" width="400" height="80" fill="#d00000"/>
      </svg>`),
    )
      .jpeg()
      .toBuffer();
    const { thumbnail } = await processPhoto(photo);
    const meta = await sharp(thumbnail).metadata();
    expect([meta.width, meta.height]).to.deep.equal([THUMBNAIL_SIZE, THUMBNAIL_SIZE]);
    // The photo scaled to 240 × 400 sits in the middle: the fish along its bottom and the sun near its
    // top both show (any square crop of the frame loses one of them).
    expect(near(await pixel(thumbnail, 200, 385), [208, 0, 0]), 'the fish at the bottom').to.equal(true);
    expect(near(await pixel(thumbnail, 260, 72), [255, 251, 230]), 'the sun near the top').to.equal(true);
  });

  it('shows a landscape photo whole too, both ends of the frame in the square', async () => {
    const photo = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400">
        <rect width="800" height="400" fill="#2a9d8f"/>
        <rect x="0" y="0" width="40" height="400" fill="#d00000"/>
        <rect x="760" y="0" width="40" height="400" fill="#ffd000"/>
      </svg>`),
    )
      .png()
      .toBuffer();
    const { thumbnail } = await processPhoto(photo);
    expect(near(await pixel(thumbnail, 5, 200), [208, 0, 0]), 'the left edge').to.equal(true);
    expect(near(await pixel(thumbnail, 394, 200), [255, 208, 0]), 'the right edge').to.equal(true);
  });

  it('frames a photo that does not fill the square on one flat matte, darker than the photo, with no light band at either edge', async () => {
    // A catch on the bank: bright sky over the top half, dark water below, the fish across the middle.
    const photo = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
        <rect width="900" height="300" fill="#cfe8f5"/>
        <rect y="300" width="900" height="300" fill="#1d3b4a"/>
        <ellipse cx="450" cy="300" rx="250" ry="70" fill="#8a9a3b"/>
      </svg>`),
    )
      .jpeg()
      .toBuffer();
    const { thumbnail } = await processPhoto(photo);
    // The photo scales to 400 × 267 in the middle: a 66-pixel matte above and below it.
    const { data } = await sharp(thumbnail).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const brightness = (x: number, y: number) => {
      const at = (y * THUMBNAIL_SIZE + x) * 3;
      return 0.2126 * data[at]! + 0.7152 * data[at + 1]! + 0.0722 * data[at + 2]!;
    };
    const band = (rows: number[]) => rows.flatMap((y) => Array.from({ length: THUMBNAIL_SIZE }, (_, x) => brightness(x, y)));
    const top = band([0, 1, 2, 10, 30, 60]);
    const bottom = band([339, 370, 390, 397, 398, 399]);
    const { channels } = await sharp(photo).stats();
    const photoAverage = 0.2126 * channels[0]!.mean + 0.7152 * channels[1]!.mean + 0.0722 * channels[2]!.mean;
    for (const [name, rows] of [
      ['top', top],
      ['bottom', bottom],
    ] as const) {
      expect(Math.max(...rows), `the ${name} matte is darker than the photo's average`).to.be.below(photoAverage);
      expect(Math.max(...rows) - Math.min(...rows), `the ${name} matte is flat`).to.be.at.most(6);
    }
    expect(Math.abs(Math.max(...top) - Math.max(...bottom)), 'one matte above and below').to.be.at.most(6);
    expect(near(await pixel(thumbnail, 200, 110), [207, 232, 245]), 'the sky shows whole').to.equal(true);
    expect(near(await pixel(thumbnail, 200, 290), [29, 59, 74]), 'the water shows whole').to.equal(true);
  });
});
