import sharp from 'sharp';
import { speciesName, type SpeciesSlug } from '@tightlines/contracts';

/**
 * The demo's pictures are drawn here (SVG rendered to PNG) and stored through the media store like any
 * upload: no external hosts, nothing downloaded, served from /media.
 */
const PALETTE = ['#0b4f6c', '#1d6f8f', '#137a7f', '#2a9d8f', '#3d5a80', '#457b9d', '#b5651d', '#6a4c93'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const png = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

export function avatarPng(firstName: string, lastName: string, index: number): Promise<Buffer> {
  const initials = escapeXml(`${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase());
  const color = PALETTE[index % PALETTE.length];
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="${color}"/>
    <path d="M0 190 Q64 170 128 190 T256 190 V256 H0 Z" fill="#ffffff" opacity="0.12"/>
    <text x="128" y="156" font-family="sans-serif" font-size="100" font-weight="bold" fill="#ffffff" text-anchor="middle">${initials}</text>
  </svg>`);
}

/** A calm water scene with a fish and its name: the demo's stand-in for a catch photo. */
export function catchPng(species: SpeciesSlug, index: number): Promise<Buffer> {
  const sky = PALETTE[index % PALETTE.length];
  const water = PALETTE[(index + 3) % PALETTE.length];
  const name = escapeXml(speciesName(species));
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4d58d"/><stop offset="1" stop-color="${sky}"/></linearGradient>
      <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${water}"/><stop offset="1" stop-color="#062a3a"/></linearGradient>
    </defs>
    <rect width="800" height="600" fill="url(#sky)"/>
    <circle cx="620" cy="170" r="60" fill="#fff4d6" opacity="0.8"/>
    <rect y="300" width="800" height="300" fill="url(#water)"/>
    <path d="M0 320 Q100 305 200 320 T400 320 T600 320 T800 320" stroke="#ffffff" stroke-opacity="0.25" fill="none" stroke-width="3"/>
    <g transform="translate(400 430)">
      <ellipse cx="0" cy="0" rx="170" ry="58" fill="#c9d6c3"/>
      <ellipse cx="10" cy="14" rx="150" ry="34" fill="#eef3ea"/>
      <path d="M165 0 L250 -60 L235 0 L250 60 Z" fill="#c9d6c3"/>
      <path d="M-40 -55 Q0 -100 60 -56 Z" fill="#a9b9a3"/>
      <circle cx="-120" cy="-12" r="9" fill="#1b1b1b"/>
    </g>
    <text x="400" y="560" font-family="sans-serif" font-size="40" font-weight="bold" fill="#ffffff" text-anchor="middle">${name}</text>
  </svg>`);
}
