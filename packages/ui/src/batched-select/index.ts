export {
  BatchedSelect,
  batchedSelectSizeOptions,
  batchedSelectTriggerVariants,
  SELECT_BATCH_SIZE,
} from './batched-select';
export type { BatchedSelectLabels, BatchedSelectProps } from './batched-select';
export { useOptionBatches } from './use-option-batches';
export type { BatchStatus, LoadOptions, SelectOption } from './use-option-batches';
