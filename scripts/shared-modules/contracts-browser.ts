/**
 * Stands for '@tightlines/contracts' in browser builds: scripts/shared-modules/contracts-browser-loader.ts
 * writes this module's text at build time (the package, with route tables that carry no zod schemas).
 */
export {};
