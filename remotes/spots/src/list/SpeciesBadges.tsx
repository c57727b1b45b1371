import { Fish } from 'lucide-react';
import { Badge } from '@tightlines/kit';
import { firstOf } from '../lib/format.ts';

/** Up to 3 species and a '+N more' badge (spec §2, §9), as a list so a screen reader says how many. */
export function SpeciesBadges({ species, label = 'Species' }: { species: readonly string[]; label?: string }) {
  const { shown, more } = firstOf(species);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {shown.map((name) => (
        <li key={name}>
          <Badge variant="secondary">
            <Fish aria-hidden className="size-3" />
            {name}
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="outline">+{more} more</Badge>
        </li>
      )}
    </ul>
  );
}
