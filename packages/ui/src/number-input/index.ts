export { NumberInput, numberInputSizeOptions, numberInputVariants } from './number-input';
export type { NumberInputLabels, NumberInputProps } from './number-input';
