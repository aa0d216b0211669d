export { CounterBadge, counterBadgeVariants, counterBadgeVariantOptions } from './counter-badge';
export type { CounterBadgeLabels, CounterBadgeProps } from './counter-badge';
