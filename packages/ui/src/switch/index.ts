export { Switch, switchSizeOptions, switchVariants } from './switch';
export type { SwitchProps } from './switch';
