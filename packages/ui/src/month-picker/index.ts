export { MonthPicker, monthPickerSizeOptions, monthPickerTriggerVariants } from './month-picker';
export type { MonthPickerLabels, MonthPickerProps } from './month-picker';
