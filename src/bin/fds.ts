#!/usr/bin/env node
import { runCli } from "./program.js";

// A reader that closes the pipe early (`fds --help | head -3`) ends the output, not in a crash:
// stop quietly, as Unix tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code !== "EPIPE") throw err;
    process.exit(typeof process.exitCode === "number" ? process.exitCode : 0);
  });
}

// Exit codes: 0 done, 1 a filing (or the command) failed, 2 usage error (see program.ts).
process.exitCode = await runCli(process.argv.slice(2));
