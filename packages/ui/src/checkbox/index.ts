export { Checkbox, checkboxSizeOptions, checkboxVariants } from './checkbox';
export type { CheckboxProps } from './checkbox';
