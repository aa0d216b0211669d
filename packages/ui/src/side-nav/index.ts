export {
  SIDE_NAV_COLLAPSE_BELOW,
  SideNav,
  sideNavItemVariants,
  sideNavStateOptions,
} from './side-nav';
export type {
  SideNavItem,
  SideNavLabels,
  SideNavLinkProps,
  SideNavProps,
  SideNavState,
} from './side-nav';
