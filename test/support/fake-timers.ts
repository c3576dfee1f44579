import type * as TimersPromises from "node:timers/promises";

/**
 * `node:timers/promises` with its `setTimeout` routed through the global `setTimeout`, so that
 * `vi.useFakeTimers()` drives code that sleeps with it. Fake timers replace the globals (and
 * `Date`), not a named import of a node builtin, which keeps its real binding. Use as
 * `vi.mock("node:timers/promises", async (actual) => (await import("../support/fake-timers.js")).timersPromisesOnGlobalTimers(await actual()))`
 * (imported inside the factory: `vi.mock` is hoisted above the file's imports).
 */
export function timersPromisesOnGlobalTimers(actual: typeof TimersPromises): typeof TimersPromises {
  const setTimeout = <T = void>(ms?: number, value?: T): Promise<T> =>
    new Promise<T>((resolve) => globalThis.setTimeout(() => resolve(value as T), ms));
  return { ...actual, setTimeout: setTimeout as typeof actual.setTimeout };
}
