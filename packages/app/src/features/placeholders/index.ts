export { PlaceholderPage } from './placeholder-page';
export { PLACEHOLDER_SERVICES } from './placeholder-services';
export type { PlaceholderService } from './placeholder-services';
