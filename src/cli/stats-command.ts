import type { FilingStore } from "../store/index.js";

/** `fds stats`: what the store holds, by form. */
export async function printStats(store: FilingStore): Promise<void> {
  const s = await store.stats();
  const forms = Object.entries(s.byForm)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([form, n]) => `${form} ${n}`)
    .join(", ");
  process.stdout.write(`${s.filings} filings (${forms || "none"}), ${s.companies} companies, ${s.facts} facts, ${s.issues} issues\n`);
}
