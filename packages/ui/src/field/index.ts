export { Field, fieldOrientationOptions, fieldVariants } from './field';
export type { FieldProps } from './field';
