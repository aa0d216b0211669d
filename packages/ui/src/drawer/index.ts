export { Drawer, drawerSideOptions, drawerVariants } from './drawer';
export type { DrawerProps } from './drawer';
