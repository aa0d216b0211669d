export { VisitorPassScreen } from './visitor-pass-screen';
export type { VisitorPassLoad, VisitorPassScreenProps } from './visitor-pass-screen';
export { fetchPublicPass } from './public-pass';
export type { FetchLike, PublicVisitorPass } from './public-pass';
