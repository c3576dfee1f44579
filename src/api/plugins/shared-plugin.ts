import type { FastifyPluginAsync } from "fastify";

/**
 * Marks a plugin as not encapsulated, so the hooks and handlers it adds apply to the context it is
 * registered in (what the `fastify-plugin` package does; Fastify documents the `skip-override`
 * symbol as the way to do it without that package).
 */
export function sharedPlugin<O extends Record<string, unknown>>(name: string, plugin: FastifyPluginAsync<O>): FastifyPluginAsync<O> {
  const marked = plugin as FastifyPluginAsync<O> & Record<symbol, unknown>;
  marked[Symbol.for("skip-override")] = true;
  marked[Symbol.for("fastify.display-name")] = name;
  return marked;
}
