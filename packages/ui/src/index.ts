export { Button, buttonSizeOptions, buttonVariantOptions, buttonVariants } from './button';
export { cn } from './lib/cn';

export type { ButtonProps } from './button';
