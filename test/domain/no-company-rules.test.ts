import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Rules of the domain (regular expressions and the patterns built into them) are general: they
 * read the shape filings write in, never one company's name, products or wording (issue 22: a
 * customer rule naming two retailers, a speaker stop-list naming a company). This scans the
 * rule code of src/domain, comments aside, for the names of the companies the corpus holds,
 * their products and their own segment abbreviations; a rule that needs an example says so
 * in a comment with the general pattern ("<Name> Inc.", "<Region> (<ABBR>)").
 */
const NAMES = [
  "Walmart",
  "Wal-Mart",
  "Amazon",
  "Apple",
  "Netflix",
  "Tesla",
  "Boeing",
  "Nike",
  "NIKE",
  "Home Depot",
  "Coca-Cola",
  "UnitedHealth",
  "Union Pacific",
  "Exxon",
  "Mastercard",
  "Visa",
  "Alphabet",
  "Google",
  "Microsoft",
  "NVIDIA",
  "Nvidia",
  "Salesforce",
  "Adobe",
  "Oracle",
  "HubSpot",
  "Procter",
  "Johnson & Johnson",
  "AbbVie",
  "McKesson",
  "Costco",
  "iPhone",
  "iPad",
  "Cybertruck",
  "Megapack",
  "Dreamliner",
  "Model Y",
  "UCAN",
  "Motley Fool",
  "vendor non-trade",
  "cellular network carriers",
];
const NAME = new RegExp(`\\b(?:${NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`);

const root = fileURLToPath(new URL("../../src/domain/", import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

/** The rule code of a source: its regular-expression literals and the template and string pieces that build `RegExp`s. */
function rulePieces(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:\\"'`])\/\/[^\n]*/g, "$1");
  const literals = [
    ...code.matchAll(/(?<=[=(,:!&|?;{}[\]]\s*|return\s+)\/(?![*/])((?:\\.|\[(?:\\.|[^\]\n])*\]|[^/\n\\[])+)\/[dgimsuy]*/g),
  ].map((m) => m[1] as string);
  const built = [...code.matchAll(/(?:String\.raw`([^`]*)`|new RegExp\(\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`))/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? "",
  );
  // Escapes are no letters of a name: "\\bName\\b" reads as " Name ".
  return [...literals, ...built].map((p) => p.replace(/\\[bBdDsSwW]/g, " "));
}

describe("no rule in src/domain names a company", () => {
  it("finds the rule pieces of a source (the scan itself works)", () => {
    const pieces = rulePieces(
      'const A = /\\bWalmart\\b/i; // Apple\nconst B = new RegExp(String.raw`x|Tesla`); /* Boeing */ const s = "Nike";',
    );
    expect(pieces.some((p) => NAME.test(p) && p.includes("Walmart"))).toBe(true);
    expect(pieces.some((p) => p.includes("Tesla"))).toBe(true);
    expect(pieces.some((p) => /Apple|Boeing|Nike/.test(p))).toBe(false);
  });

  it("holds for every file", () => {
    const hits: string[] = [];
    for (const f of files(root)) {
      for (const piece of rulePieces(readFileSync(f, "utf8"))) {
        const m = NAME.exec(piece);
        if (m) hits.push(`${f.slice(root.length)}: ${m[0]} in /${piece.slice(0, 80)}/`);
      }
    }
    expect(hits).toEqual([]);
  });
});
