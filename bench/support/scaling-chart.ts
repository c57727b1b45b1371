import type { SizeFigures } from '../scaling.ts';

const W = 560;
const H = 300;
const LEFT = 56;
const RIGHT = 150;
const TOP = 24;
const BOTTOM = 44;
const COLOURS = ['#1f6feb', '#2da44e', '#bf8700', '#cf222e', '#8250df'];
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * Throughput (% of each run's baseline) of each read at each data size, one line per read: flat lines
 * are what "flat as data grows" looks like. Written as SVG text: no charting dependency for five lines.
 */
export function scalingChart(sizes: SizeFigures[], reads: readonly string[]): string {
  const ratios = sizes.flatMap((s) => reads.map((r) => s.reads.get(r)?.ratio ?? 0));
  const top = Math.max(1, Math.ceil(Math.max(...ratios) * 5) / 5);
  const x = (i: number) => LEFT + (sizes.length === 1 ? 0 : (i * (W - LEFT - RIGHT)) / (sizes.length - 1));
  const y = (ratio: number) => TOP + (1 - ratio / top) * (H - TOP - BOTTOM);
  const parts: string[] = [];
  for (let tick = 0; tick <= top + 1e-9; tick += 0.2) {
    parts.push(
      `<line x1="${LEFT}" x2="${W - RIGHT}" y1="${y(tick).toFixed(1)}" y2="${y(tick).toFixed(1)}" stroke="#d0d7de"/>`,
      `<text x="${LEFT - 6}" y="${(y(tick) + 4).toFixed(1)}" text-anchor="end">${Math.round(tick * 100)} %</text>`,
    );
  }
  sizes.forEach((s, i) => {
    const posts = Math.round(1_000_000 * s.scale);
    parts.push(
      `<text x="${x(i).toFixed(1)}" y="${H - BOTTOM + 16}" text-anchor="middle">${posts.toLocaleString('en')} posts</text>`,
      `<text x="${x(i).toFixed(1)}" y="${H - BOTTOM + 30}" text-anchor="middle">${Math.round(100_000 * s.scale).toLocaleString('en')} questions</text>`,
    );
  });
  reads.forEach((read, k) => {
    const colour = COLOURS[k % COLOURS.length];
    const points = sizes.flatMap((s, i) => {
      const f = s.reads.get(read);
      return f ? [`${x(i).toFixed(1)},${y(f.ratio).toFixed(1)}`] : [];
    });
    parts.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points.join(' ')}"/>`);
    for (const p of points) {
      const [cx, cy] = p.split(',');
      parts.push(`<circle cx="${cx}" cy="${cy}" r="3" fill="${colour}"/>`);
    }
    parts.push(
      `<line x1="${W - RIGHT + 12}" x2="${W - RIGHT + 28}" y1="${TOP + 8 + k * 18}" y2="${TOP + 8 + k * 18}" stroke="${colour}" stroke-width="2"/>`,
      `<text x="${W - RIGHT + 34}" y="${TOP + 12 + k * 18}">${escapeXml(read)}</text>`,
    );
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="11" fill="#24292f">`,
    `<title>Throughput as a share of the baseline at each data size</title>`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${LEFT}" y="14" font-weight="bold">requests/s as % of the same run's baseline</text>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}
