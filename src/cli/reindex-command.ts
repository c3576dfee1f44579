import { reindexStore, type ReindexResult } from "../ingest/index.js";
import type { FilingStore } from "../store/index.js";
import type { Write } from "./keys-command.js";

const stdout: Write = (text) => void process.stdout.write(text);

/**
 * `fds reindex`: rebuilds, from the stored documents, the text index of every filing built by an
 * older markdown, sections or text-index stage (or before versions were recorded), one line per
 * filing, then a summary naming the filings whose facts only a re-ingest from source can rebuild.
 */
export async function reindexCommand(store: FilingStore, write: Write = stdout): Promise<ReindexResult> {
  const result = await reindexStore(store, {
    onFiling: (o) =>
      write(
        o.error === null
          ? `rebuilt ${o.accession} ${o.form ?? ""}: ${o.rebuiltStages.join(", ") || "document builds"} -> ${o.blocks} text blocks (${o.saved})\n`
          : `FAILED ${o.accession}: ${o.error}\n`,
      ),
  });
  const failed = result.rebuilt.filter((o) => o.error !== null).length;
  write(
    `reindex: ${result.stored} filings stored, ${result.rebuilt.length - failed} rebuilt from their stored documents, ${failed} failed, ${result.stored - result.rebuilt.length} already current\n`,
  );
  if (result.needSource.length) {
    write(
      `${result.needSource.length} filings have facts from an older or unknown fact parser; the stored documents cannot rebuild them: fds ingest <corpus> (or --ticker) re-parses them from their source\n`,
    );
  }
  return result;
}
