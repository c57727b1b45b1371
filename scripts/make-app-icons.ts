import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * Draws the installable app's icons from the logo (shell/public/favicon.svg) with sharp:
 * `node --import tsx scripts/make-app-icons.ts` after the logo changes; the PNGs are committed.
 * 'any' icons are the logo as drawn (rounded square); maskable ones put the mark inside the 80%
 * safe zone of a full-bleed square of the logo's deep water, so any mask shape keeps it whole.
 */
const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'public');

/**
 * The logo's water as a full square (no rounded corners) with its mark scaled to `scale` about the
 * centre: the logo is one rounded <rect> of the water gradient followed by the mark's shapes.
 */
function square(logo: string, scale: number) {
  const match = /<rect[^>]*\/>/.exec(logo);
  if (!match) throw new Error('favicon.svg: expected the water as its first <rect/>');
  const water = match[0].replace(/\srx="[^"]*"/, '');
  const before = logo.slice(0, match.index);
  const mark = logo.slice(match.index + match[0].length, logo.lastIndexOf('</svg>'));
  const offset = (64 * (1 - scale)) / 2;
  const svg = `${before}${water}<g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`;
  return sharp(Buffer.from(svg), { density: 1200 });
}

async function main() {
  const svg = await readFile(path.join(publicDir, 'favicon.svg'));
  const logo = (size: number) =>
    sharp(svg, { density: Math.ceil((72 * size) / 64) * 2 })
      .resize(size, size)
      .png({ compressionLevel: 9 });
  for (const size of [192, 512]) await logo(size).toFile(path.join(publicDir, `icon-${size}.png`));
  // iOS rounds its own corners over an opaque square: the water to the edges, the mark as drawn.
  await square(svg.toString(), 1).resize(180, 180).png({ compressionLevel: 9 }).toFile(path.join(publicDir, 'apple-touch-icon.png'));
  for (const size of [192, 512])
    await square(svg.toString(), 0.8)
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(publicDir, `icon-maskable-${size}.png`));
  await writeFile(path.join(publicDir, 'manifest.webmanifest'), `${JSON.stringify(webManifest, null, 2)}\n`);
}

export const webManifest = {
  id: '/',
  name: 'Tightlines',
  short_name: 'Tightlines',
  description: 'Share your catches, log your trips and meet fellow anglers — even without signal on the water.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#f4f8fa',
  theme_color: '#0c5774',
  categories: ['social', 'sports', 'lifestyle'],
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};

await main();
