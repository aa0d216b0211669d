export { Timeline } from './timeline';
export type { TimelineItem, TimelineProps } from './timeline';
