/**
 * `cache` with its `get` counted: a null answer is a miss, anything else a hit. Everything else
 * passes through untouched, so the wrapper fits any cache class without knowing it.
 */
export function observeCacheHits<C extends { get(key: string): Promise<unknown> }>(cache: C, count: (outcome: "hit" | "miss") => void): C {
  return new Proxy(cache, {
    get(target, property, receiver) {
      if (property === "get") {
        return async (key: string) => {
          const value = await target.get(key);
          count(value === null || value === undefined ? "miss" : "hit");
          return value;
        };
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      // Bound to the proxy, so a method that looks up through `this.get` (ResultCache.answer) is counted too.
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(receiver) : value;
    },
  });
}
