import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin to share its hooks and decorations with the rest of the server (what
 * fastify-plugin does, without the dependency): Fastify skips encapsulation for it.
 */
export default function fp<Options extends FastifyPluginOptions>(
  plugin: (app: FastifyInstance, options: Options) => Promise<void>,
): FastifyPluginAsync<Options> {
  const shared = plugin as FastifyPluginAsync<Options> & Record<symbol, boolean>;
  shared[Symbol.for('skip-override')] = true;
  return shared;
}
