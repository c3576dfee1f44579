/**
 * Builds the command line (`dist/bin/fds.js`) with esbuild: our modules, and the pure-ESM/CJS
 * packages every command loads, in a few files instead of hundreds. Node spends most of a short
 * command's start-up resolving and linking modules: Kysely alone is 280 files and took 130 ms to
 * import, where `node -e 0` starts in 60 ms (issue 28: `fds keys list` within 2x of bare Node).
 * Each command's dynamic `import()` stays a chunk of its own (`dist/bin/chunks/`), so a command
 * still loads only what it uses. Packages with native code or files of their own (better-sqlite3,
 * BullMQ's Lua scripts, Fastify's plugins) stay in node_modules. Run by `npm run build`.
 *
 *   tsx scripts/bundle-cli.ts
 */
import { readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Packages bundled into our files: plain JavaScript that reads no file of its own at run time. */
const BUNDLED = new Set(["kysely", "commander", "typebox"]);

const { dependencies } = JSON.parse(readFileSync(`${ROOT}/package.json`, "utf8")) as { dependencies: Record<string, string> };

// Before the web build (which writes dist/web): nothing of an earlier layout stays beside the bundle.
rmSync(`${ROOT}/dist`, { recursive: true, force: true });
await build({
  absWorkingDir: ROOT,
  entryPoints: ["src/bin/fds.ts"],
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  outdir: "dist/bin",
  chunkNames: "chunks/[name]-[hash]",
  external: Object.keys(dependencies).filter((name) => !BUNDLED.has(name)),
  // Bundled CommonJS (commander) calls require for Node's own modules.
  banner: { js: 'import { createRequire as fdsCreateRequire } from "node:module"; const require = fdsCreateRequire(import.meta.url);' },
  sourcemap: "linked",
  sourcesContent: false,
  logLevel: "warning",
});
