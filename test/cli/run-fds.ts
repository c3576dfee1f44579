import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const FDS = resolve(import.meta.dirname, "../../src/bin/fds.ts");

export interface FdsResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real `fds` command (from source, through tsx) in a child process. */
export async function fds(args: readonly string[], env: Record<string, string> = {}): Promise<FdsResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", FDS, ...args], {
      env: { ...process.env, ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}
