/**
 * Whether a caller's classes could override a primitive's, told without tailwind-merge: tailwind-merge
 * builds a map of every Tailwind utility on its first merge (tens of milliseconds on a phone, in the
 * first render of every screen), while most callers only add classes of other kinds (a skeleton's
 * height, a card's margin). A class's kind here is its utility's first word with variants, `!` and a
 * leading `-` taken off (`sm:-mt-2` → `mt`); words that tailwind-merge lets override one another share
 * a family below. Coarse on purpose: two classes of one kind may well not conflict (`text-sm`,
 * `text-muted-foreground`) and then tailwind-merge decides; what must never happen is two classes that
 * conflict being told apart, which class-kinds.test.ts checks against tailwind-merge for every class
 * the app's sources write.
 */
/** Utilities whose colour classes are told by name (`bg-card`, `border-emerald-600/60`, `text-amber-950`). */
const COLOURED = ['bg', 'text', 'border', 'ring'] as const;

/**
 * A colour of the kit's theme or Tailwind's palette, with or without an opacity: tailwind-merge takes any
 * word it does not know as another group's for a colour, so naming the colours here is the narrow side.
 */
const COLOUR =
  /^(?:(?:background|foreground|card|card-foreground|popover|popover-foreground|primary|primary-foreground|secondary|secondary-foreground|muted|muted-foreground|accent|accent-foreground|accent-hover|destructive|destructive-foreground|border|input|ring|deep|black|white|transparent|current|inherit)|(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-(?:50|[1-9]00|950))(?:\/\d{1,3})?$/;

const FAMILIES: readonly (readonly string[])[] = [
  // display, and line-clamp which sets it (and overflow) as well
  ['line', 'block', 'inline', 'flex', 'grid', 'hidden', 'table', 'contents', 'flow', 'list'],
  ['line', 'overflow'],
  ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  ['visible', 'invisible', 'collapse'],
  ['inset', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  // Each side with what covers it: a side never overrides another (an input's `pl-10` beside its own `pr-4`).
  ...['ps', 'pe', 'pr', 'pl'].map((side) => ['p', 'px', side]),
  ...['pt', 'pb'].map((side) => ['p', 'py', side]),
  ...['ms', 'me', 'mr', 'ml'].map((side) => ['m', 'mx', side]),
  ...['mt', 'mb'].map((side) => ['m', 'my', side]),
  ['size', 'w'],
  ['size', 'h'],
  ['text', 'leading', 'truncate', 'whitespace', 'wrap', 'break', 'hyphens'],
  ['underline', 'overline', 'line', 'no', 'decoration'],
  ['uppercase', 'lowercase', 'capitalize', 'normal'],
  ['italic', 'not'],
  ['sr', 'not'],
  ['ordinal', 'slashed', 'lining', 'oldstyle', 'proportional', 'tabular', 'diagonal', 'stacked', 'normal'],
  ['antialiased', 'subpixel'],
  ['isolate', 'isolation'],
  ['flex', 'basis', 'grow', 'shrink'],
  ...['justify', 'justify-items', 'justify-self', 'items', 'content', 'self', 'align'].map((kind) => ['place', kind]),
  ['rounded', ...['t', 'r', 'b', 'l', 's', 'e', 'tl', 'tr', 'br', 'bl', 'ss', 'se', 'es', 'ee'].map((side) => `rounded-${side}`)],
  ['box', 'decoration'],
  // A colour is one group of its utility, and so are a plain width and a type size; the utility's other words
  // (an arbitrary value, a side's width) stay near all of them.
  ...COLOURED.map((kind) => [kind, `${kind}-colour`]),
  ['border', 'border-width'],
  ['ring', 'ring-width'],
  ['text', 'text-size', 'leading'],
];

const related = new Map<string, Set<string>>();
for (const family of FAMILIES)
  for (const kind of family) {
    const set = related.get(kind) ?? new Set([kind]);
    for (const other of family) set.add(other);
    related.set(kind, set);
  }

/** Where a class's utility starts: after its last variant's `:` (`hover:md:-mt-2` → 9). */
function utilityStart(name: string): number {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) start = i + 1;
  }
  return start;
}

/** `hover:md:-mt-2` → `-mt-2`: the class without its variants. */
export function utilityOf(name: string): string {
  return name.slice(utilityStart(name));
}

/**
 * What tailwind-merge compares besides the group: the variants as a set, and importance. Two classes
 * whose conditions differ (`inline-flex`, `max-sm:grid`) never override one another.
 */
function conditionOf(name: string): string {
  const start = utilityStart(name);
  const variants = start === 0 ? [] : name.slice(0, start - 1).split(':');
  return `${variants.sort().join(':')}${name.includes('!') ? '!' : ''}`;
}

/** `hover:md:-mt-2!` → `mt`, `max-w-5xl` → `max-w`; undefined for what this cannot tell (an arbitrary property, `[mask-type:luminance]`). */
export function classKind(name: string): string | undefined {
  let utility = utilityOf(name);
  if (utility.startsWith('!')) utility = utility.slice(1);
  if (utility.startsWith('-')) utility = utility.slice(1);
  if (!/^[a-z]/.test(utility)) return undefined;
  if (/^flex-(?:row|col)(?:-reverse)?$/.test(utility)) return 'flex-direction';
  const kind = (COMPOUND.exec(utility) ?? /^[a-z0-9]+/.exec(utility)!)[0];
  if ((COLOURED as readonly string[]).includes(kind) && COLOUR.test(utility.slice(kind.length + 1))) return `${kind}-colour`;
  if (/^border(?:-[0248])?$/.test(utility)) return 'border-width';
  if (/^ring(?:-[01248])?$/.test(utility)) return 'ring-width';
  if (/^text-(?:xs|sm|base|lg|[2-9]?xl)$/.test(utility)) return 'text-size';
  return kind;
}

/** Kinds of two words: a page's `max-w-*` is not its `max-h-*`, a corner's `rounded-t-*` not `rounded-*`. */
const COMPOUND = /^(?:(?:min|max)-[wh]|justify-(?:items|self)|rounded-(?:tl|tr|br|bl|ss|se|es|ee|t|r|b|l|s|e))(?=-|$)/;

/**
 * Kinds all of whose classes are one tailwind-merge group: a later `size-9` replaces an earlier
 * `size-10` (an avatar's size), a later `px-2.5` a button's `px-5`, `max-w-6xl` a page's `max-w-5xl`,
 * `rounded-2xl` a skeleton's `rounded-xl`.
 */
const SINGLE_GROUP = new Set([
  ...['size', 'w', 'h', 'min-w', 'min-h', 'max-w', 'max-h', 'z', 'opacity', 'leading', 'tracking', 'top', 'right', 'bottom', 'left'],
  ...['rounded', 'flex-direction', 'items', 'border-width', 'ring-width', 'text-size', ...COLOURED.map((kind) => `${kind}-colour`)],
  ...['p', 'px', 'py', 'pt', 'pb', 'pl', 'pr', 'ps', 'pe', 'm', 'mx', 'my', 'mt', 'mb', 'ml', 'mr', 'ms', 'me'],
]);

/**
 * The classes of `lists`, each list's overriding the ones before it, when that needs no tailwind-merge:
 * no class of a list is of a kind near one of an earlier list's under the same variants, except a class
 * of a single-group kind replacing earlier ones of that kind under the same variants. Undefined when
 * tailwind-merge must decide. Classes within one list are taken as written (a list is one piece of
 * source, written without conflicts).
 */
export function joinOverriding(lists: readonly string[]): string | undefined {
  let kept: { name: string; kind: string; condition: string }[] = [];
  for (const list of lists) {
    const names = list.split(' ').filter(Boolean);
    const replaced = new Set<string>();
    const read: typeof kept = [];
    for (const name of names) {
      const kind = classKind(name);
      if (kind === undefined) return undefined;
      const condition = conditionOf(name);
      read.push({ name, kind, condition });
      for (const earlier of kept) {
        if (earlier.condition !== condition || (earlier.kind !== kind && !isNear(earlier.kind, kind))) continue;
        if (earlier.kind !== kind || !SINGLE_GROUP.has(kind)) return undefined;
        replaced.add(earlier.name);
      }
    }
    kept = kept.filter((earlier) => !replaced.has(earlier.name)).concat(read);
  }
  return kept.map((c) => c.name).join(' ');
}

function isNear(a: string, b: string): boolean {
  return related.get(a)?.has(b) ?? false;
}
