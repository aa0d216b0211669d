import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './deps';

/** Registers a group of a module's routes on `app` (each route through `route()`). */
export type RouteRegistrar = (app: FastifyInstance, deps: RouteDeps) => Promise<void>;

/**
 * A resource of the server (docs/adr/0008-server-modules-by-resource.md): its name and its route
 * groups. `src/modules/index.ts` lists every module and registers their routes.
 */
export type ServerModule = {
  readonly name: string;
  readonly routes: readonly RouteRegistrar[];
};
