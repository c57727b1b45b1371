import { randomUUID } from 'node:crypto';

/** New entity ids are random UUIDs: safe to show in URLs, impossible to guess or count. */
export const newId = (): string => randomUUID();
