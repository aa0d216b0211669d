import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { getStrataMergeConfig } from './tailwind-merge-config';

const twMerge = createTailwindMerge(getStrataMergeConfig);

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
