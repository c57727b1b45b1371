/**
 * Breakpoint variants win over plain utilities whatever order the stylesheets load in.
 *
 * The shell and every remote build their own Tailwind stylesheet, and each carries the utilities it
 * uses. Inside one stylesheet Tailwind puts `.md\:block` after `.hidden`, so `hidden md:block` works;
 * across stylesheets the one loaded last wins at equal specificity, and a remote's `.hidden` loaded
 * after the shell's `.md\:block` hid the header's search on every desktop. So every `@media` block
 * inside `@layer utilities` moves into a layer of its own, after `utilities`, in Tailwind's order
 * (hover; max-width breakpoints, widest first; min-width breakpoints, narrowest first; the rest), and
 * every stylesheet declares the same layer order first. Layers outrank source order, so the cascade
 * across files is what Tailwind gives inside one file.
 */

/** Tailwind's default breakpoints, in rem (sm, md, lg, xl, 2xl). */
const BREAKPOINTS = [
  ['sm', 40],
  ['md', 48],
  ['lg', 64],
  ['xl', 80],
  ['2xl', 96],
];
const byRem = new Map(BREAKPOINTS.map(([name, rem]) => [rem, name]));

export const VARIANT_LAYERS = [
  'tl-hover',
  ...[...BREAKPOINTS].reverse().map(([name]) => `tl-max-${name}`),
  ...BREAKPOINTS.map(([name]) => `tl-${name}`),
  'tl-other',
];
// Tailwind's own layers first, `properties` (its @property fallbacks) lowest as Tailwind declares it.
export const LAYER_ORDER = `properties, theme, base, components, utilities, ${VARIANT_LAYERS.join(', ')}`;

const rem = (value) => {
  const m = /^([\d.]+)(rem|px)$/.exec(value.trim());
  if (!m) return undefined;
  return m[2] === 'rem' ? Number(m[1]) : Number(m[1]) / 16;
};

/** Which layer a variant's media query belongs in. */
export function layerOf(params) {
  const p = params.replace(/\s+/g, ' ').trim();
  if (p === '(hover: hover)' || p === '(hover:hover)') return 'tl-hover';
  let m = /^\(width ?< ?([^)]+)\)$/.exec(p) ?? /^not all and \(min-width: ?([^)]+)\)$/.exec(p) ?? /^\(max-width: ?([^)]+)\)$/.exec(p);
  if (m) {
    const name = byRem.get(rem(m[1]));
    return name ? `tl-max-${name}` : 'tl-other';
  }
  m = /^\(width ?>= ?([^)]+)\)$/.exec(p) ?? /^\(min-width: ?([^)]+)\)$/.exec(p);
  if (m) {
    const name = byRem.get(rem(m[1]));
    return name ? `tl-${name}` : 'tl-other';
  }
  return 'tl-other';
}

/** @type {import('postcss').PluginCreator<void>} */
export default function variantLayers() {
  return {
    postcssPlugin: 'tightlines-variant-layers',
    OnceExit(root, { AtRule }) {
      const moved = new Map();
      root.walkAtRules('layer', (layer) => {
        if (layer.params !== 'utilities' || !layer.nodes) return;
        for (const node of [...layer.nodes]) {
          if (node.type !== 'atrule' || node.name !== 'media') continue;
          const target = layerOf(node.params);
          if (!moved.has(target)) moved.set(target, []);
          moved.get(target).push(node.remove());
        }
      });
      for (const name of VARIANT_LAYERS) {
        const nodes = moved.get(name);
        if (nodes) root.append(new AtRule({ name: 'layer', params: name, nodes }));
      }
      root.prepend(new AtRule({ name: 'layer', params: LAYER_ORDER }));
    },
  };
}
variantLayers.postcss = true;
