/**
 * Standardized statements against the hand-read gold (test/domain/statements/gold): the share of
 * template lines equal to the face statement, for the tuning filings and the held-out ones, with
 * every miss listed. Needs the shared corpus (FDS_CORPUS); GOLD_PART=tuning or held_out scores one part.
 */
import { corpusDir } from "../test/support/corpus.js";
import { corpusStore } from "../test/support/corpus-store.js";
import { goldTickers, loadStatementGold, scoreStatementGold } from "../test/domain/statements/gold/statement-gold.js";

const corpus = corpusDir();
if (!corpus) {
  console.error("bench:statements needs the shared corpus (set FDS_CORPUS)");
  process.exit(1);
}
// GOLD_PART=tuning scores the tuning filings alone (while changing the rules, the held-out ones stay unseen).
const gold = loadStatementGold().filter((g) => !process.env.GOLD_PART || g.part === process.env.GOLD_PART);
const { deps, close } = await corpusStore(corpus, goldTickers(gold));
try {
  for (const s of await scoreStatementGold(deps, gold)) {
    console.log(`${s.part}: ${s.equal}/${s.lines} lines equal to the face (${((100 * s.equal) / s.lines).toFixed(1)}%)`);
    for (const m of s.misses)
      console.log(`  miss ${m.filing} ${m.statement}.${m.key}: face ${m.want}, statement ${m.got} (${m.concept ?? "no concept"})`);
  }
} finally {
  await close();
}
