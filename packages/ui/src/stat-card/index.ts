export { StatCard, statCardVariantOptions, statCardVariants } from './stat-card';
export type { StatCardProps } from './stat-card';
