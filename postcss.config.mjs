// Tailwind CSS 4 runs as a PostCSS plugin inside rspack's postcss-loader.
export default { plugins: { '@tailwindcss/postcss': {} } };
