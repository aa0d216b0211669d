export { DescriptionList } from './description-list';
export type {
  DescriptionListItem,
  DescriptionListLabels,
  DescriptionListProps,
} from './description-list';
