export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  menuContentClassName,
  menuItemVariantOptions,
  menuItemVariants,
  menuLabelClassName,
  menuSeparatorClassName,
} from './dropdown-menu';
export type { DropdownMenuItemProps } from './dropdown-menu';
