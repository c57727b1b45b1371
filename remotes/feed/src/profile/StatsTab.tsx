import { BarChart3, Fish, Ruler, Scale, Trophy } from 'lucide-react';
import { EmptyState, Skeleton, useUnitSystem } from '@tightlines/kit';
import { speciesName, type UserStats } from '@tightlines/contracts';
import type { ReactNode } from 'react';
import { useStats } from '../api/profiles.ts';
import { WhatWorks } from './WhatWorks.tsx';
import { formatCatchSize, formatLength, formatWeight } from '../lib/units.ts';

function StatCard({ icon, label, value, detail }: { icon: ReactNode; label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-4 shadow-sm">
      <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground [&_svg]:size-4">
        {icon}
        {label}
      </p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
    </div>
  );
}

/** The Statistics tab (spec part 1 §2): the headline cards and a Species Breakdown drawn as bars. */
export function StatsTab({ userId, isOwner = false }: { userId: string; isOwner?: boolean }) {
  const stats = useStats(userId);
  if (stats.isPending)
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" role="status" aria-busy="true" aria-label="Loading statistics">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
    );
  if (stats.isError || !stats.data)
    return (
      <EmptyState icon={<BarChart3 aria-hidden />} title="Statistics unavailable" description="Check your connection and try again." />
    );
  return (
    <div className="grid gap-4">
      <StatsView stats={stats.data} />
      {isOwner && <WhatWorks />}
    </div>
  );
}

/** The figures in the reader's units (their setting), whoever's statistics they are. */
export function StatsView({ stats }: { stats: UserStats }) {
  const system = useUnitSystem();
  const most = Math.max(1, ...stats.speciesBreakdown.map((row) => row.count));
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard icon={<Fish aria-hidden />} label="Total Catches" value={stats.totalCatches} />
        <StatCard icon={<Trophy aria-hidden />} label="Species" value={stats.totalSpecies} />
        <StatCard
          icon={<Ruler aria-hidden />}
          label="Biggest by length"
          value={stats.biggestByLength ? formatLength(stats.biggestByLength.length, system) : '—'}
          detail={stats.biggestByLength && speciesName(stats.biggestByLength.species)}
        />
        <StatCard
          icon={<Scale aria-hidden />}
          label="Biggest by weight"
          value={stats.biggestByWeight ? formatWeight(stats.biggestByWeight.weight, system) : '—'}
          detail={stats.biggestByWeight && speciesName(stats.biggestByWeight.species)}
        />
      </div>
      <section className="rounded-2xl border border-border bg-card p-4 shadow-sm" aria-labelledby="species-breakdown">
        <h2 id="species-breakdown" className="text-lg font-semibold">
          Species Breakdown
        </h2>
        {stats.speciesBreakdown.length === 0 ? (
          <p className="mt-2 text-muted-foreground">No catches yet. Each species you share shows up here with your best fish.</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {stats.speciesBreakdown.map((row) => {
              const best = formatCatchSize(row.maxWeight, row.maxLength, system);
              return (
                <li key={row.species} className="grid gap-1">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="font-semibold">{speciesName(row.species)}</span>
                    <span className="text-sm tabular-nums text-muted-foreground">
                      {row.count} {row.count === 1 ? 'catch' : 'catches'}
                    </span>
                  </div>
                  <div className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                    <div
                      className="h-full rounded-full bg-gradient-to-r from-primary to-[#1f8aa8]"
                      style={{ width: `${(row.count / most) * 100}%` }}
                    />
                  </div>
                  {best && <p className="text-sm text-muted-foreground">Best: {best}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
