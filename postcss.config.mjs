// Tailwind CSS 4 runs as a PostCSS plugin inside rspack's postcss-loader; then breakpoint variants move
// into layers of their own so they win across the shell's and remotes' stylesheets (see the plugin).
import variantLayers from './scripts/postcss-variant-layers.mjs';

export default { plugins: [(await import('@tailwindcss/postcss')).default(), variantLayers()] };
