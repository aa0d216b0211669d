import type { Config } from 'tailwindcss';

/**
 * Strata's design tokens. Tailwind 4 reads this file through `@config` in
 * packages/ui/src/styles.css, so ui, app and Storybook share one scale.
 * Colour pairs (x / x-foreground) meet WCAG 2.1 AA contrast (4.5:1) for body text.
 */
export const colors = {
  background: '#ffffff',
  foreground: '#0f172a',
  muted: '#f1f5f9',
  'muted-foreground': '#475569',
  card: '#ffffff',
  'card-foreground': '#0f172a',
  border: '#e2e8f0',
  input: '#cbd5e1',
  ring: '#0f766e',
  primary: '#0f766e',
  'primary-foreground': '#ffffff',
  'primary-hover': '#115e59',
  secondary: '#e2e8f0',
  'secondary-foreground': '#0f172a',
  accent: '#ccfbf1',
  'accent-foreground': '#134e4a',
  destructive: '#b91c1c',
  'destructive-foreground': '#ffffff',
  success: '#15803d',
  'success-foreground': '#ffffff',
  warning: '#b45309',
  'warning-foreground': '#ffffff',
  info: '#1d4ed8',
  'info-foreground': '#ffffff',
  sidebar: '#0f172a',
  'sidebar-foreground': '#e2e8f0',
  'sidebar-active': '#134e4a',
} as const;

export default {
  content: [],
  theme: {
    extend: {
      colors,
      fontFamily: {
        // Emoji (chat turns :sad: into 😢) after Inter, which has none: Storybook ships Noto
        // Emoji (outlines; headless Chromium draws no colour emoji font here) so its images draw
        // them the same everywhere; the app uses the device's emoji.
        sans: [
          '"Inter Variable"',
          'Inter',
          '"Noto Emoji"',
          'ui-sans-serif',
          'system-ui',
          'sans-serif',
        ],
        // Shipped with the developer pages (their logs and URLs), so no page or story draws
        // text in whichever monospace font a machine happens to have.
        mono: ['"JetBrains Mono Variable"', 'ui-monospace', 'monospace'],
      },
      fontSize: {
        xs: ['0.75rem', { lineHeight: '1rem' }],
        sm: ['0.875rem', { lineHeight: '1.25rem' }],
        base: ['1rem', { lineHeight: '1.5rem' }],
        lg: ['1.125rem', { lineHeight: '1.75rem' }],
        xl: ['1.25rem', { lineHeight: '1.75rem' }],
        '2xl': ['1.5rem', { lineHeight: '2rem' }],
        '3xl': ['1.875rem', { lineHeight: '2.25rem' }],
      },
      borderRadius: {
        sm: '0.25rem',
        md: '0.375rem',
        lg: '0.5rem',
        xl: '0.75rem',
        pill: '9999px',
      },
      spacing: {
        // Spec 000 §9: chat panels are 250 px wide with 20 px gaps.
        chat: '250px',
        'chat-gap': '20px',
        sidebar: '15rem',
        'sidebar-collapsed': '4rem',
      },
      boxShadow: {
        card: '0 1px 2px 0 rgb(15 23 42 / 0.06), 0 1px 3px 0 rgb(15 23 42 / 0.1)',
        popover: '0 4px 6px -1px rgb(15 23 42 / 0.1), 0 2px 4px -2px rgb(15 23 42 / 0.1)',
        modal: '0 20px 25px -5px rgb(15 23 42 / 0.15), 0 8px 10px -6px rgb(15 23 42 / 0.1)',
      },
      screens: {
        // Spec 000 §2: the sidebar collapses below 950 px.
        sidebar: '950px',
      },
    },
  },
} satisfies Config;
