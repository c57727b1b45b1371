import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { twMerge } from 'tailwind-merge';
import { classKind, joinOverriding, utilityOf } from './class-kinds.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Every word in a string literal of the shell's and the remotes' sources that could be a class (`whole`: with its variants). */
function sourceClasses(whole = false): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const at = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(at);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(at);
    }
  };
  walk(path.join(root, 'shell/src'));
  for (const remote of fs.readdirSync(path.join(root, 'remotes'))) walk(path.join(root, 'remotes', remote, 'src'));
  const words = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const literal = match[1] ?? match[2] ?? match[3] ?? '';
      // Variants taken off: two classes conflict only under the same variants, and without any is the widest case.
      for (const word of literal.split(/\s+/))
        if (/^[!-]?[a-z[@*][\w\-:./[\]()&%,#=!*>@'"]*$/.test(word)) words.add(whole ? word : utilityOf(word));
    }
  }
  // Tailwind's own: tailwind-merge keeps one of two equal classes only when it knows them.
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word);
}

describe("class kinds: telling whether a caller's classes can override a primitive's", () => {
  it('reads a utility past its variants, importance and sign', () => {
    const kinds: Record<string, string | undefined> = {
      'px-4': 'px',
      'sm:-mt-2': 'mt',
      'has-[button:hover]:bg-muted/40': 'bg-colour',
      'border-emerald-600/60': 'border-colour',
      'border-2': 'border-width',
      'border-t-2': 'border',
      'text-sm': 'text-size',
      'bg-cover': 'bg',
      '[&_svg]:size-5': 'size',
      '!hidden': 'hidden',
      'w-[calc(100%-2rem)]': 'w',
      'max-w-5xl': 'max-w',
      'rounded-tl-lg': 'rounded-tl',
      'rounded-sm': 'rounded',
      'flex-col-reverse': 'flex-direction',
      '[mask-type:luminance]': undefined,
    };
    for (const [name, kind] of Object.entries(kinds)) expect(classKind(name), name).to.equal(kind);
  });

  it('leaves to tailwind-merge a later class of the same kind or family, but a plain size or padding', () => {
    expect(joinOverriding(['animate-pulse rounded-xl bg-muted', 'h-14 rounded-t-2xl'])).to.equal(undefined);
    expect(joinOverriding(['animate-pulse rounded-xl bg-muted', 'h-14 rounded-2xl'])).to.equal('animate-pulse bg-muted h-14 rounded-2xl');
    expect(joinOverriding(['flex flex-col sm:flex-row sm:items-end sm:justify-between', 'sm:flex-col sm:items-stretch'])).to.equal(
      'flex flex-col sm:justify-between sm:flex-col sm:items-stretch',
    );
    expect(joinOverriding(['size-10', 'h-4'])).to.equal(undefined);
    expect(joinOverriding(['p-5', 'pt-0'])).to.equal(undefined);
    expect(joinOverriding(['pr-4 pl-4 py-2', 'pl-10'])).to.equal(twMerge('pr-4 pl-4 py-2 pl-10'));
    expect(joinOverriding(['pl-4', 'px-2'])).to.equal(undefined);
    expect(joinOverriding(['mt-2', 'my-4'])).to.equal(undefined);
    const card = 'rounded-2xl border border-border bg-card text-card-foreground shadow-sm';
    expect(joinOverriding([card, 'border-emerald-600/60 bg-emerald-50/60'])).to.equal(
      twMerge(`${card} border-emerald-600/60 bg-emerald-50/60`),
    );
    expect(joinOverriding(['bg-card', 'bg-cover'])).to.equal(undefined);
    expect(joinOverriding(['text-sm text-muted-foreground', 'text-foreground'])).to.equal('text-sm text-foreground');
    expect(joinOverriding(['text-sm', 'text-[13px]'])).to.equal(undefined);
    expect(joinOverriding(['md:flex', 'md:hidden'])).to.equal(undefined);
    expect(joinOverriding(['flex', 'md:hidden'])).to.equal(twMerge('flex md:hidden'));
    expect(joinOverriding(['inline-flex w-full p-1', 'max-sm:grid max-sm:grid-cols-3'])).to.equal(
      twMerge('inline-flex w-full p-1 max-sm:grid max-sm:grid-cols-3'),
    );
    expect(joinOverriding(['size-10', 'md:size-12'])).to.equal('size-10 md:size-12');
    expect(joinOverriding(['hover:md:size-10', 'md:hover:size-12'])).to.equal(twMerge('hover:md:size-10 md:hover:size-12'));
    expect(joinOverriding(['mx-auto w-full max-w-5xl px-4', 'max-w-6xl'])).to.equal(twMerge('mx-auto w-full max-w-5xl px-4 max-w-6xl'));
    expect(joinOverriding(['animate-pulse rounded-xl bg-muted', 'h-11'])).to.equal('animate-pulse rounded-xl bg-muted h-11');
    expect(joinOverriding(['relative flex size-10 rounded-full', 'size-9 ring-2 ring-border'])).to.equal(
      'relative flex rounded-full size-9 ring-2 ring-border',
    );
    expect(joinOverriding(['min-h-11 px-5 text-base', 'px-2.5', 'ml-auto'])).to.equal('min-h-11 text-base px-2.5 ml-auto');
  });

  it('joins any two classes the app writes as tailwind-merge would, or leaves them to it', () => {
    const words = sourceClasses();
    expect(words.length).to.be.greaterThan(200);
    const missed: string[] = [];
    for (const a of words)
      for (const b of words) {
        const joined = joinOverriding([a, b]);
        if (joined !== undefined && twMerge(`${a} ${b}`) !== joined) missed.push(`${a} ${b} → ${joined}`);
      }
    expect(missed).to.deep.equal([]);
  });

  it('does so for the classes the app writes under variants too', () => {
    const plain = sourceClasses();
    const varied = sourceClasses(true).filter((word) => word.includes(':'));
    expect(varied.length).to.be.greaterThan(50);
    const missed: string[] = [];
    for (const a of varied)
      for (const b of [...plain, ...varied])
        for (const [x, y] of [
          [a, b],
          [b, a],
        ]) {
          const joined = joinOverriding([x!, y!]);
          if (joined !== undefined && twMerge(`${x} ${y}`) !== joined) missed.push(`${x} ${y} → ${joined}`);
        }
    expect(missed).to.deep.equal([]);
  });
});
