export { LabelsProvider, useLabels } from './labels';
export type { LabelsOverride, LabelsProviderProps, StrataLabels } from './labels';
