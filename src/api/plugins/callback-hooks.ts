/**
 * The hooks run on every request are callback hooks (`done`), not async functions: an async hook
 * costs Fastify a promise or two per request, and every promise is seen by the async hooks that
 * AsyncLocalStorage installs on Node 20 (bench:serve, docs/performance.md). A callback hook
 * passes what a check throws to `done`, as an async hook's rejection would be.
 */
export function thrownBy(check: () => void): Error | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return error as Error;
  }
}
