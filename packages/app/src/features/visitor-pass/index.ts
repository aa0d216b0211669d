export { VisitorPassScreen } from './visitor-pass-screen';
export type { VisitorPassLoad, VisitorPassScreenProps } from './visitor-pass-screen';
