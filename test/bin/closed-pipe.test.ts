import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { fdsArgs } from "../support/fds-command.js";

describe("fds writing to a pipe its reader closed", () => {
  it("stops quietly with exit 0 (`fds --help | head -1`), no EPIPE stack", async () => {
    // A shell pipeline as a user types it: head reads one line and exits, closing the pipe.
    const args = fdsArgs("--help")
      .map((a) => `'${a}'`)
      .join(" ");
    const child = spawn("bash", ["-c", `set -o pipefail; '${process.execPath}' ${args} | head -1 > /dev/null`], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    const code = await new Promise<number | null>((done) => child.on("close", done));
    expect(stderr).not.toContain("EPIPE");
    expect(code).toBe(0);
  }, 60_000);
});
