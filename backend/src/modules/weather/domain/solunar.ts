import type { MoonEvent, MoonEventKind } from './sky.ts';

/**
 * Solunar theory (John Alden Knight, 1926): fish feed more around the moon's strongest pull. Major
 * periods, about two hours, are centred on the moon overhead (upper transit) and underfoot (lower
 * transit); minor periods, about one hour, on moonrise and moonset. Public code often swaps the two
 * — here the kinds follow the events. The effect is small (a study of 341,959 muskie catches found
 * the lunar effect at about 5 %), so the score gives it at most a few points.
 */
export type SolunarKind = 'major' | 'minor';

export interface SolunarPeriod {
  kind: SolunarKind;
  event: MoonEventKind;
  start: Date;
  end: Date;
}

const HALF_WIDTH_MS: Record<SolunarKind, number> = { major: 60 * 60_000, minor: 30 * 60_000 };

export const solunarKindOf = (event: MoonEventKind): SolunarKind => (event === 'overhead' || event === 'underfoot' ? 'major' : 'minor');

export function solunarPeriods(events: readonly MoonEvent[]): SolunarPeriod[] {
  return events
    .map((e) => {
      const kind = solunarKindOf(e.kind);
      const half = HALF_WIDTH_MS[kind];
      return { kind, event: e.kind, start: new Date(e.at.getTime() - half), end: new Date(e.at.getTime() + half) };
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The strongest period running at this moment (a major beats a minor when they overlap), if any. */
export function solunarPeriodAt(periods: readonly SolunarPeriod[], at: Date): SolunarPeriod | null {
  const t = at.getTime();
  const running = periods.filter((p) => p.start.getTime() <= t && t <= p.end.getTime());
  return running.find((p) => p.kind === 'major') ?? running[0] ?? null;
}
