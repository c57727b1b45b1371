import { randomUUID } from 'node:crypto';

/** New entity ids are random UUIDs: safe to show in URLs, impossible to guess or count. */
export const newId = (): string => randomUUID();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Whether a value can be one of our ids. Paths accept any short string, and a malformed id must read
 * as "no such thing" rather than reach the database as a type error (a 500).
 */
export const isId = (value: string): boolean => UUID.test(value);
