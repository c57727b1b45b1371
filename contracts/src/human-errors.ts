import type { z } from 'zod';

/**
 * Every field error in the angler's language (zod's own wording — "Too small: expected number to be
 * >=-60" — is for programmers). A schema's own message always wins; this is what a field without
 * one says. Installed for every schema by ./z.ts, through which every contract imports zod, so forms
 * in the browser and the API's 400 answers read alike.
 */
export function humanError(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue.expected, issue.input);
    case 'too_small':
      return tooSmall(issue.origin, issue.minimum, issue.inclusive ?? true);
    case 'too_big':
      return tooBig(issue.origin, issue.maximum, issue.inclusive ?? true);
    case 'not_multiple_of':
      return multipleOf(Number(issue.divisor));
    case 'invalid_format':
      return FORMAT[issue.format] ?? 'This doesn’t look right: check it and try again';
    case 'invalid_value':
      return issue.values.length === 1
        ? `Must be ${String(issue.values[0])}`
        : `Choose one of: ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `Not something we accept here: ${issue.keys.join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'This doesn’t look right: check it and try again';
    default:
      return undefined;
  }
}

const count = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;
const number = (n: number | bigint) => String(n);

function invalidType(expected: string, input: unknown): string {
  if (input === undefined || input === null) return 'This is required';
  if (expected === 'number' || expected === 'int' || expected === 'bigint') return 'Enter a number';
  if (expected === 'string') return 'Enter some text';
  if (expected === 'boolean') return 'Choose yes or no';
  if (expected === 'array') return 'Choose from the list';
  if (expected === 'date') return 'Enter a date';
  return 'This doesn’t look right: check it and try again';
}

function tooSmall(origin: string, minimum: number | bigint, inclusive: boolean): string {
  if (origin === 'string')
    return Number(minimum) <= 1 ? 'This can’t be empty' : `Use at least ${count(minimum, 'character', 'characters')}`;
  if (origin === 'array' || origin === 'set') return Number(minimum) <= 1 ? 'Choose at least one' : `Choose at least ${number(minimum)}`;
  if (origin === 'date') return `Pick a date on or after ${new Date(Number(minimum)).toDateString()}`;
  if (origin === 'file') return 'This file is empty';
  return inclusive ? `Must be ${number(minimum)} or more` : `Must be more than ${number(minimum)}`;
}

function tooBig(origin: string, maximum: number | bigint, inclusive: boolean): string {
  if (origin === 'string') return `Keep it to ${count(maximum, 'character', 'characters')} or fewer`;
  if (origin === 'array' || origin === 'set') return `Choose at most ${number(maximum)}`;
  if (origin === 'date') return `Pick a date on or before ${new Date(Number(maximum)).toDateString()}`;
  if (origin === 'file') return 'This file is too large';
  return inclusive ? `Must be ${number(maximum)} or less` : `Must be less than ${number(maximum)}`;
}

function multipleOf(divisor: number): string {
  if (divisor === 1) return 'Use a whole number';
  const decimals = Math.round(-Math.log10(divisor));
  if (10 ** -decimals === divisor) return decimals === 1 ? 'Use at most one decimal place' : `Use at most ${decimals} decimal places`;
  return `Use steps of ${number(divisor)}`;
}

const FORMAT: Record<string, string> = {
  email: 'Enter an email address like name@example.com',
  url: 'Enter a full web address, starting with https://',
  datetime: 'Enter a date and time',
  date: 'Enter a date',
  time: 'Enter a time',
  uuid: 'This link looks broken: open it again from the app',
  regex: 'This doesn’t look right: check it and try again',
  starts_with: 'This doesn’t look right: check it and try again',
  ends_with: 'This doesn’t look right: check it and try again',
  includes: 'This doesn’t look right: check it and try again',
};
