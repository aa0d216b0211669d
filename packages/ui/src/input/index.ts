export { Input, inputSizeOptions, inputTypeOptions, inputVariants } from './input';
export type { InputLabels, InputProps } from './input';
