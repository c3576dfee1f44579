import { loadConfig, type Env } from "../../src/config/index.js";
import { LocalRequestGate } from "../../src/edgar/index.js";
import type { ToolDepsOptions } from "../../src/runtime/index.js";

/** What the runtime hands `buildToolDeps` for the environment `env` (none: no EDGAR, `./data`). */
export function testToolDepsOptions(env: Env = {}): ToolDepsOptions {
  const config = loadConfig(env);
  return { edgar: config.edgar, dataDir: config.store.dataDir, gate: new LocalRequestGate() };
}
