export { Button, buttonVariants, buttonVariantOptions, buttonSizeOptions } from './button';
export type { ButtonProps } from './button';
