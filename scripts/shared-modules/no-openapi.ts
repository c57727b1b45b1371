/**
 * What browser builds get instead of contracts/src/openapi.ts. The contracts are one shared module in the
 * browser, and a shared module loads whole: the OpenAPI document's builder (and zod's JSON Schema
 * converter behind it, ~6 KB of brotli) would reach every angler's first visit though only the backend
 * serves the document. rspack.config.ts swaps this file in for the real one in every frontend build.
 */
export function buildOpenApiDocument(): never {
  throw new Error('The OpenAPI document is built by the backend, not in the browser');
}
