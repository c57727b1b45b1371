/**
 * Angler ids are UUIDs, but the contract accepts any short string in a path: a malformed id must read
 * as "no such angler", not as a database type error (a 500).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);
