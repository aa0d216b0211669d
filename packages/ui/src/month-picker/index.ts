export {
  formatMonth,
  MonthPicker,
  monthPickerSizeOptions,
  monthPickerTriggerVariants,
  parseMonth,
} from './month-picker';
export type { MonthPickerLabels, MonthPickerProps } from './month-picker';
