import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import { CLASS_GROUPS_IN_USE } from './class-groups-in-use.ts';
import { cn } from './cn.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

/** Every word of every string literal in the app's source that full tailwind-merge takes for a class. */
function classesWritten(): string[] {
  const dirs = [join(root, 'shell', 'src'), ...readdirSync(join(root, 'remotes')).map((remote) => join(root, 'remotes', remote, 'src'))];
  const words = new Set<string>();
  for (const file of dirs.flatMap((dir) => sourceFiles(dir))) {
    for (const [, a, b, c] of readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g))
      for (const word of (a ?? b ?? c ?? '').split(/\s+/)) if (word) words.add(word);
  }
  // A class the full merge knows is removed when written twice.
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word);
}

/** A merge that knows only `groups` (no conflicts between them): it tells which group a class falls in. */
function mergeKnowing(groups: string[]) {
  return createTailwindMerge(() => {
    const full = getDefaultConfig();
    const classGroups = Object.fromEntries(groups.map((group) => [group, full.classGroups[group as keyof typeof full.classGroups]]));
    return { ...full, classGroups, conflictingClassGroups: {}, conflictingClassGroupModifiers: {} };
  });
}

describe("cn's class groups: the merge knows every group the app's classes fall in", () => {
  it('leaves out no group a class written in shell/ or remotes/ falls in', () => {
    const classes = classesWritten();
    expect(classes).to.include.members(['px-4', 'bg-card', 'md:flex']);
    // Arbitrary properties ([overflow-wrap:anywhere]) are known with no group at all.
    const noGroup = mergeKnowing([]);
    const grouped = classes.filter((c) => noGroup(`${c} ${c}`) !== c);
    const kept = new Set<string>(CLASS_GROUPS_IN_USE);
    const missing = Object.keys(getDefaultConfig().classGroups)
      .filter((group) => !kept.has(group))
      .flatMap((group) => {
        const knowing = mergeKnowing([group]);
        const falling = grouped.filter((c) => knowing(`${c} ${c}`) === c);
        return falling.length ? [`${group} (${falling.slice(0, 3).join(', ')})`] : [];
      });
    expect(missing, 'add these groups to class-groups-in-use.ts').to.deep.equal([]);
  });

  it("merges a caller's classes over a primitive's as the full tailwind-merge does", () => {
    const pairs: [string, string][] = [
      ['inline-flex min-h-11 rounded-xl px-5 text-base', 'px-2.5 bg-secondary text-secondary-foreground'],
      ['animate-pulse rounded-md bg-muted', 'h-14 rounded-xl'],
      ['text-sm text-muted-foreground', 'text-base text-primary'],
      ['flex h-11 w-full border border-border md:text-sm', 'bg-muted pl-11 md:text-base'],
    ];
    for (const [primitive, caller] of pairs) expect(cn(primitive, caller)).to.equal(twMerge(primitive, caller));
  });
});
