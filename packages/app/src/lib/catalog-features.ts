/**
 * Which catalog part a feature's messages go to (packages/app/build/catalog-parts.ts), shared
 * with the router, which loads the `screens` part beside a screen feature's routes (ADR 0004).
 */

/** Features that run before sign-in: their messages ship in the boot part. */
export const BOOT_FEATURES: readonly string[] = ['session', 'visitor-pass'];

/**
 * Features the signed-in layout and the dashboard draw: their messages load with the layout
 * (the `signed-in` part). Every other feature is a screen feature (the `screens` part).
 */
export const SIGNED_IN_FEATURES: readonly string[] = [
  'shell',
  'dashboard',
  'realtime',
  'chat',
  'pwa',
];

/** Whether a feature's messages load with its screens rather than with boot or the layout. */
export function isScreenFeature(feature: string): boolean {
  return !BOOT_FEATURES.includes(feature) && !SIGNED_IN_FEATURES.includes(feature);
}
