/**
 * Child process of the SQLite crash test: saves `count`-fact filings under new accessions, one
 * after another, and reports on stdout:
 *   `saved <accession> <facts>`   after each committed save;
 *   `writing <accession>`         from inside the transaction of save number `holdAt` (0-based),
 *                                 after half its facts are written; it then blocks, so a SIGKILL
 *                                 from the parent lands mid-transaction for certain.
 * With `holdAt` = -1 it never blocks (the parent kills it at a random moment instead).
 *
 * Usage: node --import tsx crash-writer.ts <dataDir> <count> <holdAt>
 */
import { openStore } from "../../src/store/index.js";
import { largeRecord } from "./records.js";

const [dataDir, countArg, holdAtArg] = process.argv.slice(2);
if (dataDir === undefined || countArg === undefined || holdAtArg === undefined) {
  throw new Error("usage: crash-writer.ts <dataDir> <count> <holdAt>");
}
const count = Number(countArg);
const holdAt = Number(holdAtArg);

let saveIndex = 0;
let current = "";
let factsWritten = 0;
const store = await openStore({
  dataDir,
  onBatchWritten: (table, rows) => {
    if (table !== "facts") return;
    factsWritten += rows;
    if (saveIndex === holdAt && factsWritten >= count / 2) {
      // Pipes are synchronous on Linux, so the line is out before the thread blocks.
      process.stdout.write(`writing ${current}\n`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
    }
  },
});

for (; ; saveIndex++) {
  current = `0000999999-24-${String(saveIndex).padStart(6, "0")}`;
  factsWritten = 0;
  const result = await store.saveFiling(largeRecord(current, count));
  process.stdout.write(`saved ${current} ${result.facts}\n`);
}
