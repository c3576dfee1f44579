import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { applyFormat, IXT_NAMESPACES } from "../../../src/parse/ixt/index.js";
import { requireCorpus } from "../../support/corpus.js";
import { formattedFacts } from "./corpus-facts.js";

const corpus = requireCorpus();

/**
 * Where a document uses a format prefix without declaring it, the prefixes' usual bindings:
 * `ixt` for the registry of the filing's time (TR4 since 2020) and `ixt-sec`. Only for this
 * test's survey: the reader reports an unbound prefix as an error.
 */
const CONVENTIONAL: Readonly<Record<string, string>> = {
  ixt: "http://www.xbrl.org/inlineXBRL/transformation/2020-02-12",
  "ixt-sec": "http://www.sec.gov/inlineXBRL/transformation/2015-08-31",
};

/** Primary inline XBRL documents of the corpus (R pages are rendered views without facts). */
function inlineDocuments(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".htm") && !/^R\d+\.htm$/.test(entry.name)) out.push(path);
    }
  };
  walk(root);
  return out.sort();
}

describe.skipIf(!corpus)("transformations on the corpus", () => {
  it("every formatted fact's text fits its format", () => {
    const root = join(corpus ?? "", "filings");
    const counts = new Map<string, number>();
    const unbound = new Map<string, number>();
    const failures: string[] = [];
    for (const path of inlineDocuments(root)) {
      const doc = readFileSync(path, "utf8");
      if (!doc.includes("ix:header")) continue;
      for (const fact of formattedFacts(doc)) {
        let namespace = fact.namespace;
        if (namespace === null) {
          // Seen once: a document re-serialized without its ixt/ixt-sec xmlns declarations.
          const key = `${relative(root, path)} ${fact.prefix}:${fact.localName}`;
          unbound.set(key, (unbound.get(key) ?? 0) + 1);
          namespace = CONVENTIONAL[fact.prefix] ?? "";
        } else {
          const key = `${namespace} ${fact.localName}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        try {
          const value = applyFormat(namespace, fact.localName, fact.text);
          if (fact.element === "nonFraction" && !/^(?:0|[1-9][0-9]*)(?:\.[0-9]*[1-9])?$/.test(value)) {
            failures.push(`${relative(root, path)}: ${fact.localName} ${JSON.stringify(fact.text)} gave ${value}`);
          }
        } catch (e) {
          failures.push(`${relative(root, path)}: ${(e as Error).message}`);
        }
      }
    }
    console.info(
      `ixt corpus survey (namespace, format, facts):\n${[...counts]
        .sort()
        .map(([k, n]) => `  ${k} ${n}`)
        .join("\n")}` +
        (unbound.size
          ? `\nformats with unbound prefixes (checked under the usual ixt / ixt-sec bindings):\n${[...unbound].map(([k, n]) => `  ${k} ${n}`).join("\n")}`
          : ""),
    );
    expect(failures).toEqual([]);
    // The corpus holds TR3, TR4 and ixt-sec formats; all must have been seen.
    const registries = new Set([...counts.keys()].map((k) => IXT_NAMESPACES[k.split(" ")[0] ?? ""]));
    expect(registries).toEqual(new Set(["tr3", "tr4", "sec"]));
  });
});
