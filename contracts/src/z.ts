import { z } from 'zod';
import { humanError } from './human-errors.ts';

/**
 * zod as every contract uses it: with field errors in the angler's language (human-errors.ts). Each
 * contract imports `z` from here rather than from 'zod', so the wording is installed wherever a
 * schema is — the backend's answers and each browser bundle's forms (contracts has no side effects
 * for bundlers: a module is kept when its export is used, and every schema uses this one).
 */
z.config({ customError: humanError });

export { z };
