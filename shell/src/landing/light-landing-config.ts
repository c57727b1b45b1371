/**
 * The public config's path, written out: importing the contracts would bring every schema and zod into
 * the light landing. backend/test/signed-in-hint.test.ts keeps it equal to routeTable.platform.publicConfig.
 */
export const PUBLIC_CONFIG_PATH = '/api/config';
