export { Pill, pillVariants, pillVariantOptions } from './pill';
export type { PillProps } from './pill';
