import { Sparkles } from 'lucide-react';
import { speciesName, type WhatWorks as WhatWorksAnswer } from '@tightlines/contracts';
import { useWhatWorks } from '../api/profiles.ts';

const KEY_LABEL: Record<WhatWorksAnswer['overall'][number]['key'], string> = {
  pressureTrend: 'Barometer',
  moonPhase: 'Moon',
  solunar: 'Solunar period',
  light: 'Time of day',
  waterBand: 'Water temperature',
  month: 'Month',
};

/** A condition's figure: a share only from enough outings, else the count and "only N trips so far". */
function Figure({ row }: { row: WhatWorksAnswer['overall'][number] }) {
  return (
    <span className="tabular-nums text-muted-foreground">
      {row.catches} {row.catches === 1 ? 'catch' : 'catches'}
      {row.percent !== null ? ` · ${row.percent}% · ${row.outings} trips` : ` · ${row.caveat}`}
    </span>
  );
}

/**
 * "What works for me" (the owner's statistics only): the plain-words summary, then their catches by
 * each condition and, per species, their own summary line.
 */
export function WhatWorks() {
  const answer = useWhatWorks();
  if (!answer.data) return null;
  const w = answer.data;
  const keys = [...new Set(w.overall.map((r) => r.key))];
  return (
    <section className="rounded-2xl border border-border bg-card p-4 shadow-sm" aria-labelledby="what-works">
      <h2 id="what-works" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden className="size-4" />
        What works for me
      </h2>
      <p className="mt-1">{w.summary}</p>
      {keys.length > 0 && (
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {keys.map((key) => (
            <div key={key}>
              <dt className="text-sm font-medium text-muted-foreground">{KEY_LABEL[key]}</dt>
              {w.overall
                .filter((r) => r.key === key)
                .sort((a, b) => b.catches - a.catches)
                .map((r) => (
                  <dd key={r.value} className="flex justify-between gap-3 text-sm">
                    <span>{r.value}</span>
                    <Figure row={r} />
                  </dd>
                ))}
            </div>
          ))}
        </dl>
      )}
      {w.bySpecies.length > 1 && (
        <ul className="mt-3 grid gap-1 text-sm">
          {w.bySpecies.map((s) => (
            <li key={s.species}>
              <span className="font-semibold">{speciesName(s.species)}:</span> {s.summary}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs text-muted-foreground">
        A share is shown once it rests on {w.minimumOutings} trips or more. Only you see this.
      </p>
    </section>
  );
}
