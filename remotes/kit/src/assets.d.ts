// Stylesheets are bundled by rspack (native CSS); TypeScript only needs to know they exist.
declare module '*.css';
