import { catalogOf, sectionForm, type SectionForm } from "../../parse/document/index.js";
import { FdsError } from "../shared/index.js";

/**
 * Plain names for the sections readers ask for most, per form family. The section keys of the
 * parse layer ("item_1a", "part_2_item_1a", "item_2_02") are always accepted too, as are
 * captions' item labels ("1A", "Item 7A").
 */
const ALIASES: Readonly<Record<SectionForm, Readonly<Record<string, string>>>> = {
  "10-K": {
    business: "item_1",
    risk_factors: "item_1a",
    unresolved_staff_comments: "item_1b",
    cybersecurity: "item_1c",
    properties: "item_2",
    legal_proceedings: "item_3",
    market_for_equity: "item_5",
    mda: "item_7",
    md_and_a: "item_7",
    management_discussion: "item_7",
    market_risk: "item_7a",
    financial_statements: "item_8",
    controls_and_procedures: "item_9a",
    other_information: "item_9b",
    executive_compensation: "item_11",
    exhibits: "item_15",
  },
  "10-Q": {
    financial_statements: "part_1_item_1",
    mda: "part_1_item_2",
    md_and_a: "part_1_item_2",
    management_discussion: "part_1_item_2",
    market_risk: "part_1_item_3",
    controls_and_procedures: "part_1_item_4",
    legal_proceedings: "part_2_item_1",
    risk_factors: "part_2_item_1a",
    other_information: "part_2_item_5",
    exhibits: "part_2_item_6",
  },
  "8-K": {
    results_of_operations: "item_2_02",
    regulation_fd: "item_7_01",
    other_events: "item_8_01",
    exhibits: "item_9_01",
  },
};

/** The section keys a form defines, in the form's order; [] for forms without sections. */
export function sectionKeysOf(form: string): string[] {
  const family = sectionForm(form);
  if (family === null) return [];
  const keys = catalogOf(family)
    .concat(family === "8-K" ? catalogOf(family, true) : [])
    .filter((e) => e.item !== "")
    .map((e) => e.key);
  return [...new Set(keys)];
}

/**
 * Section keys from a comma-separated request ("item_1a,item_7", "risk_factors, mda",
 * "Item 1A"), in the order asked, without repeats; null when none was asked. An unknown name
 * is a 400 listing every valid key and name for the filing's form.
 */
export function parseSectionNames(raw: string | null | undefined, form: string): string[] | null {
  if (raw === null || raw === undefined || raw.trim() === "") return null;
  const family = sectionForm(form);
  if (family === null) throw new FdsError("bad_request", `sections are defined for 10-K, 10-Q and 8-K filings, not ${form}`);
  const keys = sectionKeysOf(form);
  const aliases = ALIASES[family];
  const out: string[] = [];
  const unknown: string[] = [];
  for (const name of raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const key = resolve(name, keys, aliases);
    if (key === null) unknown.push(name);
    else if (!out.includes(key)) out.push(key);
  }
  if (unknown.length) {
    throw new FdsError(
      "bad_request",
      `unknown section${unknown.length > 1 ? "s" : ""} ${unknown.map((u) => `"${u}"`).join(", ")} for a ${form}; valid keys: ${keys.join(", ")}; names: ${Object.keys(aliases).join(", ")}`,
      {
        unknown,
        valid_keys: keys,
        valid_names: Object.keys(aliases),
      },
    );
  }
  return out;
}

function resolve(name: string, keys: readonly string[], aliases: Readonly<Record<string, string>>): string | null {
  const norm = name
    .toLowerCase()
    .replace(/&/g, "_and_")
    .replace(/[\s.-]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_|_$/g, "");
  if (keys.includes(norm)) return norm;
  const alias = aliases[norm];
  if (alias) return alias;
  // "1A", "Item 1A", "item1a", "2.02": the caption's item label.
  const label = norm.replace(/^item_?/, "");
  return keys.includes(`item_${label}`) ? `item_${label}` : null;
}
