import { HEAT_BANDS } from '../lib/heat.ts';

/** The legend of heat levels (spec §2): each label with its colour and its score range. */
export function HeatLegend() {
  return (
    <ul aria-label="Heat levels" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
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

/** A heat score as a coloured label badge. */
export function HeatBadge({ score, label }: { score: number; label: string }) {
  const band = HEAT_BANDS.find((b) => b.label === label) ?? HEAT_BANDS[0]!;
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-white" style={{ backgroundColor: band.hex }} data-testid="heat-badge">
      {label} · {score}
    </span>
  );
}
