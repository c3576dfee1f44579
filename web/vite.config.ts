import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The web workspace: built into dist/web by `npm run build` (so `npm install` builds it through
// `prepare`), served by `fds serve` at `/` (src/api/plugins/web.ts). Relative base: the page works
// whatever path a proxy mounts it under.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "./",
  logLevel: "warn",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    // No source maps shipped: they would double what a first load may fetch for nothing.
    sourcemap: false,
  },
});
