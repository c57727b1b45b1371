import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, letting a caller's Tailwind class override the primitive's default. A single class
 * list has nothing to override and is returned as it is: tailwind-merge parses each list it has not seen
 * before class by class, which was the largest part of a first render drawing many distinct ones (the
 * spots screen's) — most primitives are drawn without a caller's class.
 */
export function cn(...inputs: ClassValue[]): string {
  const given = inputs.filter(Boolean);
  if (given.length === 1 && typeof given[0] === 'string') return given[0];
  return twMerge(clsx(inputs));
}
