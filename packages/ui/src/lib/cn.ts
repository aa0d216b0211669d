import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge taught Strata's theme (src/theme.css): the names it adds to Tailwind's spacing,
 * radius and shadow scales. Colours, font families and the `text-base` size need nothing:
 * tailwind-merge reads any other `text-…`, `bg-…` or `font-…` value as a colour or a family.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      spacing: ['chat', 'chat-gap', 'sidebar', 'sidebar-collapsed'],
      radius: ['pill'],
      shadow: ['card', 'popover', 'modal'],
    },
  },
});

/** Joins class names (clsx); a later Tailwind class wins over an earlier one of its group. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
