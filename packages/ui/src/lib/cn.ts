import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { getStrataMergeConfig } from './tailwind-merge-config';

const twMerge = createTailwindMerge(getStrataMergeConfig);

/**
 * Joins class names and lets later Tailwind classes win over earlier ones, for the class groups
 * Strata's components and app use (lib/tailwind-merge-config.ts, kept small for the login route's
 * budget). A class of another group is kept as given; a product that overrides its own classes of
 * other groups merges them with tailwind-merge's `twMerge`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
