import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './merge-classes';

/**
 * Joins class names and lets later Tailwind classes win over earlier ones of the same group, for
 * the class groups Strata's components and app use (lib/merge-classes.ts, small for the login
 * route's budget). A class of another group is kept as given; a product that overrides its own
 * classes of other groups merges them with tailwind-merge's `twMerge`.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
