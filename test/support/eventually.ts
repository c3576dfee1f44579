/**
 * Polls `check` (every 20 ms) until it returns a value other than undefined, and resolves with
 * that value; fails after `timeoutMs`, naming `what` (or what it returns, read at that moment).
 * Tests wait with it on the condition they need, never on a fixed sleep. The deadline is read
 * from performance.now(), so a test that fakes Date still times out.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
  what: string | (() => string) = "condition",
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${typeof what === "string" ? what : what()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
