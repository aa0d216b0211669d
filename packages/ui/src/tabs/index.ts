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
