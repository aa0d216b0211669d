export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  tabsListVariants,
  tabsTriggerVariants,
  tabsVariantOptions,
} from './tabs';
export type { TabsListProps, TabsTriggerProps } from './tabs';
export { scrollOverflowOptions } from './use-scroll-overflow';
export type { ScrollOverflow } from './use-scroll-overflow';
