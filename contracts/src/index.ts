export * from './route.ts';
export * from './errors.ts';
export * from './identity.ts';
export * from './platform.ts';
export { routeTable, allRoutes, awaitingHandlers } from './route-table.ts';
export { buildOpenApiDocument } from './openapi.ts';
export * from './anglers-core.ts';
export * from './advertisers.ts';
