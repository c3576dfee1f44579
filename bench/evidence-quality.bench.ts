/*
 * npm run bench:evidence-quality: the deterministic evidence planner (no model) on every
 * hand-read gold set (test/domain/evidence/gold): the first set (issue 12), the tuning set, the
 * held-out, heldout2, heldout3 and heldout4 sets (issue 22; tuned on in its later rounds) and
 * heldout5 to heldout24 (each one's first score, before any change made for it, is its hold-out figure; GOLD_SETS says which). Per set:
 * answerable questions with the answering passage first and in the top 3 (targets 2/3 and 90% on held-out), absent questions said absent
 * (target all), answerable ones wrongly said absent, the share with a gold item in the top 3 at
 * each confidence level (calibration), median response size, and every miss. The store holds the
 * sets' tickers' corpus filings and call transcripts. Reads FDS_CORPUS (default ../shared/corpus).
 */
import path from "node:path";
import { extractionApp } from "../test/support/extraction-app.js";
import {
  GOLD_SETS,
  goldTickers,
  ingestGoldTranscripts,
  loadGoldQuestions,
  runGold,
  scoreGold,
} from "../test/domain/evidence/gold/evidence-gold.js";

const corpus = path.resolve(process.env.FDS_CORPUS ?? "../shared/corpus");
// FDS_GOLD_SETS=tuning-questions measures one set (tune on the tuning set; read the held-out one only to measure).
const only = process.env.FDS_GOLD_SETS?.split(",") ?? null;
const sets = GOLD_SETS.filter((set) => !only || only.includes(set))
  .map((set) => ({ set, questions: loadGoldQuestions(set) }))
  .filter((s) => s.questions.length > 0);
const tickers = [...new Set(sets.flatMap((s) => goldTickers(s.questions)))];
const x = await extractionApp(corpus, tickers);
console.log(`store: ${tickers.join(", ")}; ${await ingestGoldTranscripts(x.deps, corpus, tickers)} call transcripts`);
const pct = (n: number, d: number) => `${n}/${d} = ${d ? ((100 * n) / d).toFixed(1) : "-"}%`;
for (const { set, questions } of sets) {
  const outcomes = await runGold(x.deps, questions);
  const s = scoreGold(outcomes);
  const sizes = outcomes.map((o) => JSON.stringify(o.response).length).sort((a, b) => a - b);
  console.log(`\n${set}: ${questions.length} questions (${s.answerable} answerable, ${s.absent} absent)`);
  console.log(
    `  answer first: ${pct(s.first, s.answerable)}; in top 3: ${pct(s.top3, s.answerable)}; returned: ${pct(s.returned, s.answerable)}`,
  );
  console.log(`  absent said absent: ${pct(s.absentSaid, s.absent)}; answerable said absent: ${s.falseAbsent}`);
  console.log(
    `  confidence (answerable: gold in top 3): ${Object.entries(s.byConfidence)
      .map(([c, v]) => `${c} ${pct(v.top3, v.n)}`)
      .join("; ")}`,
  );
  console.log(`  median response ${(sizes[Math.floor(sizes.length / 2)]! / 1024).toFixed(1)} KB`);
  const kinds = new Map<string, { n: number; first: number; top3: number }>();
  for (const o of outcomes.filter((o) => o.question.gold.length)) {
    const k = kinds.get(o.question.kind ?? o.question.form) ?? { n: 0, first: 0, top3: 0 };
    kinds.set(o.question.kind ?? o.question.form, {
      n: k.n + 1,
      first: k.first + Number(o.goldRank === 1),
      top3: k.top3 + Number(o.goldRank !== null && o.goldRank <= 3),
    });
  }
  console.log(`  by kind (first/top3/n): ${[...kinds].map(([k, v]) => `${k} ${v.first}/${v.top3}/${v.n}`).join(", ")}`);
  for (const o of outcomes) {
    const absent = o.question.gold.length === 0;
    if (absent ? o.saidAbsent : o.goldRank === 1 && !o.saidAbsent) continue;
    const top = o.response.evidence[0];
    const what = absent ? "NOT SAID ABSENT" : o.goldRank === null ? "MISS" : `rank ${o.goldRank}${o.saidAbsent ? " (said absent)" : ""}`;
    console.log(
      `  ${what.padEnd(16)} ${o.question.id}: top ${top?.layer ?? "-"} ${top?.section ?? "-"} "${(top?.text ?? "").slice(0, 90).replace(/\s+/g, " ")}"`,
    );
  }
}
await x.close();
