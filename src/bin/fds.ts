#!/usr/bin/env node
import { runCli } from "./program.js";

// Exit codes: 0 done, 1 a filing (or the command) failed, 2 usage error (see program.ts).
process.exitCode = await runCli(process.argv.slice(2));
