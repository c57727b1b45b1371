export * from './route.ts';
export * from './errors.ts';
export * from './identity.ts';
export * from './platform.ts';
export { routeTable } from './route-table.ts';
export { buildOpenApiDocument } from './openapi.ts';
