export {
  BatchedSelect,
  batchedSelectSizeOptions,
  batchedSelectTriggerVariants,
} from './batched-select';
export type { BatchedSelectLabels, BatchedSelectProps } from './batched-select';
export { useOptionBatches } from './use-option-batches';
export type { BatchStatus, LoadOptions, SelectOption } from './use-option-batches';
