import { HEAT_BANDS } from '../lib/heat.ts';

/** The legend of heat levels (spec §2): each label with its colour and its score range. */
export function HeatLegend() {
  return (
    <ul aria-label="Heat levels" className="flex flex-wrap gap-x-3 gap-y-1 text-xs sm:gap-x-4 sm:text-sm">
      {HEAT_BANDS.map((band, i) => {
        const next = HEAT_BANDS[i + 1];
        return (
          <li key={band.label} className="flex items-center gap-2">
            <span aria-hidden className="size-3.5 rounded-full ring-2 ring-card" style={{ backgroundColor: band.hex }} />
            <span className="font-medium">{band.label}</span>
            <span className="text-muted-foreground">{next ? `${band.floor}–${next.floor - 1}` : `${band.floor}+`}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Dark text on a light band, white on a dark one: at least 4.5:1 either way (WCAG AA for the badge's small text). */
function textOn([r, g, b]: readonly [number, number, number]): string {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return luminance > 0.18 ? '#0f172a' : '#ffffff';
}

/** A heat score as a coloured label badge. */
export function HeatBadge({ score, label }: { score: number; label: string }) {
  const band = HEAT_BANDS.find((b) => b.label === label) ?? HEAT_BANDS[0]!;
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap"
      style={{ backgroundColor: band.hex, color: textOn(band.rgb) }}
      data-testid="heat-badge"
      title={`Heat ${score} of 100: trips lately, catches and success together`}
    >
      {label} · heat {score}
    </span>
  );
}
