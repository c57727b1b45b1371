import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { CLASS_GROUPS_IN_USE } from './class-groups-in-use.ts';

const inUse = new Set<string>(CLASS_GROUPS_IN_USE);
const keep = <V>(groups: Record<string, V>) => Object.fromEntries(Object.entries(groups).filter(([group]) => inUse.has(group)));
const onlyInUse = (groups: readonly string[] = []) => groups.filter((group) => inUse.has(group));
const keepConflicts = (conflicts: Partial<Record<string, readonly string[]>>) =>
  Object.fromEntries(Object.entries(keep(conflicts)).map(([group, others]) => [group, onlyInUse(others)]));

/**
 * tailwind-merge with only the class groups the app's classes fall in: its class map is built on the first
 * merge, during a screen's first render, and the full one (every utility Tailwind has) cost as much as the
 * rest of that render's kit work. The same merges for every class the app writes (class-groups-in-use.ts).
 */
const merge = createTailwindMerge(() => {
  const full = getDefaultConfig();
  return {
    ...full,
    classGroups: keep(full.classGroups),
    conflictingClassGroups: keepConflicts(full.conflictingClassGroups),
    conflictingClassGroupModifiers: keepConflicts(full.conflictingClassGroupModifiers),
    postfixLookupClassGroups: onlyInUse(full.postfixLookupClassGroups),
  };
});

/**
 * Joins class names, letting a caller's Tailwind class override the primitive's default. A single class
 * list has nothing to override and is returned as it is: tailwind-merge parses each list it has not seen
 * before class by class, which was the largest part of a first render drawing many distinct ones (the
 * spots screen's) — most primitives are drawn without a caller's class.
 */
export function cn(...inputs: ClassValue[]): string {
  const given = inputs.filter(Boolean);
  if (given.length === 1 && typeof given[0] === 'string') return given[0];
  return merge(clsx(inputs));
}
