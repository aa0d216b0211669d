export { CHANNEL_PREFIX, notify } from './bus';
export type { ActorScope, Audience, BusEvent, PresenceUser } from './bus';
export { RealtimeHub } from './hub';
export type { PublishTarget, RealtimeOptions } from './hub';
export { realtimeRoutes } from './plugin';
