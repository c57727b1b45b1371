import { Cloud, Droplets, Gauge, Moon, Sparkles, Sun, Thermometer, Waves, Wind } from 'lucide-react';
import type { CatchConditions } from '@tightlines/contracts';
import { useUnitSystem } from '@tightlines/kit';
import { conditionParts, type ConditionPart } from '../lib/conditions-line.ts';

const ICON: Record<ConditionPart['kind'], typeof Cloud> = {
  air: Thermometer,
  water: Droplets,
  pressure: Gauge,
  wind: Wind,
  cloud: Cloud,
  moon: Moon,
  solunar: Sparkles,
  light: Sun,
  tide: Waves,
};

/** The conditions when it was caught (or a trip fished), as a small line of icons and values under the catch (they carry no place). */
export function CatchConditionsLine({ conditions, label = 'Conditions when caught' }: { conditions: CatchConditions; label?: string }) {
  const parts = conditionParts(conditions, useUnitSystem());
  return (
    <ul aria-label={label} className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
      {parts.map((p) => {
        const Icon = ICON[p.kind];
        return (
          <li key={p.kind} className="flex items-center gap-1" aria-label={p.label}>
            <Icon aria-hidden className="size-3.5 shrink-0" />
            <span aria-hidden>{p.text}</span>
          </li>
        );
      })}
    </ul>
  );
}
