import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, letting a caller's Tailwind class override the primitive's default. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
