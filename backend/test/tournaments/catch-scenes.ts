import sharp from 'sharp';

/**
 * Catch photos for the duplicate-photo tests, drawn from a seed: the same species (one fish's shape and
 * colours) held up in different scenes — shore, sky, water line, trees, the angler, the fish's place,
 * size and tilt — with sensor grain on top, as distinct photos of one species are. No real photo is
 * kept in the repository; these stand in, and are built to be hard: same fish, same palette.
 */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

/** `length` bytes of gaussian noise (Box–Muller) around `mean`, clamped to a byte. */
function gaussianGrain(r: () => number, length: number, mean: number, sigma: number): Buffer {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i += 2) {
    const radius = sigma * Math.sqrt(-2 * Math.log(1 - r()));
    const angle = 2 * Math.PI * r();
    out[i] = Math.max(0, Math.min(255, Math.round(mean + radius * Math.cos(angle))));
    if (i + 1 < length) out[i + 1] = Math.max(0, Math.min(255, Math.round(mean + radius * Math.sin(angle))));
  }
  return out;
}

const WIDTH = 960;
const HEIGHT = 720;

export async function catchScene(seed: number): Promise<Buffer> {
  const r = random(seed * 7919 + 17);
  const between = (low: number, high: number) => low + (high - low) * r();
  const shade = (low: number, high: number) => Math.round(between(low, high));
  const horizon = between(0.25, 0.65) * HEIGHT;
  const trees = Array.from({ length: Math.floor(between(2, 9)) }, () => {
    const x = between(0, WIDTH);
    const h = between(40, 220);
    return `<path d="M${x} ${horizon - h} L${x - h / 3} ${horizon} L${x + h / 3} ${horizon} Z" fill="rgb(${shade(10, 60)},${shade(50, 110)},${shade(20, 60)})"/>`;
  }).join('');
  const rocks = Array.from(
    { length: Math.floor(between(0, 6)) },
    () =>
      `<ellipse cx="${between(0, WIDTH)}" cy="${between(horizon, HEIGHT)}" rx="${between(20, 120)}" ry="${between(10, 60)}" fill="rgb(${shade(60, 140)},${shade(60, 130)},${shade(50, 120)})"/>`,
  ).join('');
  const anglerX = between(100, WIDTH - 100);
  const angler =
    r() < 0.7
      ? `<g transform="translate(${anglerX} ${between(horizon - 40, HEIGHT - 260)})">
         <circle cx="0" cy="0" r="${between(26, 40)}" fill="rgb(${shade(170, 230)},${shade(120, 180)},${shade(90, 140)})"/>
         <rect x="-60" y="40" width="120" height="${between(160, 260)}" rx="30" fill="rgb(${shade(0, 200)},${shade(0, 200)},${shade(0, 200)})"/>
       </g>`
      : '';
  const fishX = between(200, WIDTH - 200);
  const fishY = between(HEIGHT * 0.35, HEIGHT * 0.8);
  const fishScale = between(0.6, 1.6);
  const tilt = between(-35, 35);
  const facing = r() < 0.5 ? -1 : 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="${between(0, 1)}" y2="1"><stop offset="0" stop-color="rgb(${shade(120, 255)},${shade(150, 230)},${shade(170, 255)})"/><stop offset="1" stop-color="rgb(${shade(60, 200)},${shade(100, 200)},${shade(140, 230)})"/></linearGradient>
      <linearGradient id="water" x1="0" y1="0" x2="${between(0, 1)}" y2="1"><stop offset="0" stop-color="rgb(${shade(20, 90)},${shade(70, 140)},${shade(90, 160)})"/><stop offset="1" stop-color="rgb(${shade(0, 40)},${shade(20, 70)},${shade(30, 90)})"/></linearGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    <circle cx="${between(0, WIDTH)}" cy="${between(0, horizon)}" r="${between(20, 90)}" fill="#fff4d6" opacity="${between(0.3, 0.9)}"/>
    ${trees}
    <rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#water)"/>
    ${rocks}
    ${angler}
    <g transform="translate(${fishX} ${fishY}) rotate(${tilt}) scale(${fishScale * facing} ${fishScale})">
      <ellipse cx="0" cy="0" rx="170" ry="58" fill="#9fae7c"/>
      <ellipse cx="10" cy="14" rx="150" ry="34" fill="#e9efd8"/>
      <path d="M-40 -12 L140 -8 L140 2 L-40 6 Z" fill="#55663a" opacity="0.8"/>
      <path d="M165 0 L250 -60 L235 0 L250 60 Z" fill="#8a9a68"/>
      <path d="M-40 -55 Q0 -100 60 -56 Z" fill="#7d8d5c"/>
      <circle cx="-120" cy="-12" r="9" fill="#1b1b1b"/>
    </g>
  </svg>`;
  // Sensor grain from the scene's own seed: libvips' noise is seeded at random, and a test set that
  // changes from run to run passes or fails by chance.
  const grain = await sharp(gaussianGrain(r, WIDTH * HEIGHT * 3, 128, 18), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png()
    .toBuffer();
  const scene = await sharp(Buffer.from(svg)).blur(between(0.3, 1.5)).png().toBuffer();
  return sharp(scene)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

export interface Variant {
  name: string;
  make: (photo: Buffer) => Promise<Buffer>;
}

const cropped = (left: number, top: number, right: number, bottom: number) => async (photo: Buffer) => {
  const { width, height } = await sharp(photo).metadata();
  const x = Math.round(width * left);
  const y = Math.round(height * top);
  return sharp(photo)
    .extract({ left: x, top: y, width: width - x - Math.round(width * right), height: height - y - Math.round(height * bottom) })
    .jpeg({ quality: 90 })
    .toBuffer();
};

/** How an old catch photo comes back: re-encoded, resized, cropped (up to 10 %), mirrored, and combinations. */
export const VARIANTS: readonly Variant[] = [
  ...[95, 75, 50, 30].map((quality) => ({ name: `jpeg q${quality}`, make: (p: Buffer) => sharp(p).jpeg({ quality }).toBuffer() })),
  { name: 'webp q60', make: (p) => sharp(p).webp({ quality: 60 }).toBuffer() },
  { name: 'png', make: (p) => sharp(p).png().toBuffer() },
  ...[0.5, 0.75, 1.5, 2].map((scale) => ({
    name: `resize ${scale * 100} %`,
    make: (p: Buffer) =>
      sharp(p)
        .resize(Math.round(960 * scale))
        .jpeg({ quality: 85 })
        .toBuffer(),
  })),
  { name: 'resize 60 % wide only (aspect changed)', make: (p) => sharp(p).resize(576, 720, { fit: 'fill' }).jpeg().toBuffer() },
  ...[0.02, 0.05, 0.1].flatMap((share) => [
    { name: `crop ${share * 100} % left`, make: cropped(share, 0, 0, 0) },
    { name: `crop ${share * 100} % right`, make: cropped(0, 0, share, 0) },
    { name: `crop ${share * 100} % top`, make: cropped(0, share, 0, 0) },
    { name: `crop ${share * 100} % bottom`, make: cropped(0, 0, 0, share) },
  ]),
  { name: 'crop 5 % each side', make: cropped(0.05, 0.05, 0.05, 0.05) },
  { name: 'crop 10 % top-left corner', make: cropped(0.1, 0.1, 0, 0) },
  { name: 'mirrored', make: (p) => sharp(p).flop().jpeg().toBuffer() },
  { name: 'upside down (flipped)', make: (p) => sharp(p).flip().jpeg().toBuffer() },
  { name: 'mirrored, resized 70 %, q60', make: (p) => sharp(p).flop().resize(672).jpeg({ quality: 60 }).toBuffer() },
  { name: 'mirrored and cropped 8 % left', make: async (p) => cropped(0.08, 0, 0, 0)(await sharp(p).flop().jpeg().toBuffer()) },
  {
    name: 'cropped 6 % right, resized 50 %, webp',
    make: async (p) =>
      sharp(await cropped(0, 0, 0.06, 0)(p))
        .resize(480)
        .webp({ quality: 70 })
        .toBuffer(),
  },
];
