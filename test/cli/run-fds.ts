import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { fdsArgs } from "../support/fds-command.js";

const run = promisify(execFile);

export interface FdsResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real `fds` command in a child process (see fdsArgs). */
export async function fds(args: readonly string[], env: Record<string, string> = {}): Promise<FdsResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, fdsArgs(...args), {
      env: { ...process.env, ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}
