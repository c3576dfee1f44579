import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore } from "../../src/store/index.js";

const WRITER = fileURLToPath(new URL("./crash-writer.ts", import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

interface Killed {
  /** Accessions the writer reported as committed, with their fact counts. */
  readonly saved: ReadonlyMap<string, number>;
  /** The accession being written when the kill came, if the writer said so. */
  readonly inFlight: string | null;
}

/**
 * Runs the crash writer and SIGKILLs it: once it says `writing` (hold mode), or `delayMs` after
 * its first committed save (free mode).
 */
function runAndKill(dataDir: string, count: number, hold: { holdAt: number } | { delayMs: number }): Promise<Killed> {
  const holdAt = "holdAt" in hold ? hold.holdAt : -1;
  const child = spawn(process.execPath, ["--import", "tsx", WRITER, dataDir, String(count), String(holdAt)], {
    cwd: PROJECT_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const saved = new Map<string, number>();
  let inFlight: string | null = null;
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const kill = () => child.kill("SIGKILL");
  createInterface({ input: child.stdout }).on("line", (line) => {
    const [word, accession, facts] = line.split(" ");
    if (word === "saved" && accession !== undefined) {
      saved.set(accession, Number(facts));
      if ("delayMs" in hold && saved.size === 1) setTimeout(kill, hold.delayMs);
    } else if (word === "writing" && accession !== undefined) {
      inFlight = accession;
      kill();
    }
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (signal !== "SIGKILL") reject(new Error(`writer exited with ${code ?? signal}: ${stderr}`));
      else resolve({ saved, inFlight });
    });
  });
}

/** Reopens the store and checks that every filing present is whole. */
async function expectNoPartialFiling(dataDir: string, count: number, killed: Killed): Promise<string[]> {
  const store = await openStore({ dataDir });
  try {
    const present = (await store.listFilings()).map((m) => m.accession).sort();
    for (const accession of present) {
      expect((await store.getFacts(accession)).length, accession).toBe(count);
    }
    // Every save the writer saw commit survived the kill.
    for (const accession of killed.saved.keys()) expect(present).toContain(accession);
    const stats = await store.stats();
    expect(stats.facts).toBe(present.length * count);
    const log = await store.invalidationsSince(0);
    expect(log.map((e) => e.accession).sort()).toEqual(present);
    return present;
  } finally {
    await store.close();
  }
}

describe("SQLite store killed mid-write", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "fds-crash-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps committed filings and drops the one killed inside its transaction", async () => {
    const count = 200_000;
    const killed = await runAndKill(dataDir, count, { holdAt: 1 });
    expect(killed.inFlight).not.toBeNull();
    expect([...killed.saved.keys()]).toHaveLength(1);
    const present = await expectNoPartialFiling(dataDir, count, killed);
    expect(present).toEqual([...killed.saved.keys()]);
    expect(present).not.toContain(killed.inFlight);
  });

  it("never leaves a partial filing when killed at a random moment", async () => {
    const count = 50_000;
    for (let round = 0; round < 3; round++) {
      const killed = await runAndKill(dataDir, count, { delayMs: Math.floor(Math.random() * 400) });
      await expectNoPartialFiling(dataDir, count, killed);
    }
  });
});
