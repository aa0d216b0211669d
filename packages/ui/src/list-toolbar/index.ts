export { ListToolbar } from './list-toolbar';
export type { ListToolbarProps } from './list-toolbar';
