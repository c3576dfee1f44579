/**
 * The part of the business a sentence's value is for, as each topic's wording names it: who runs
 * the stores, the model delivered, the kind or place of a part, the kind of volume, the place or
 * kind of a comparable-sales figure, the building or purpose of a footage. Each returns null when
 * the wording names none.
 */

/** "company-operated stores totaled N, and licensed stores totaled M": who runs the stores is the kind counted. */
export function operator(name: string): string | null {
  return /^(company[- ]operated|franchised?|licensed)\s/i.exec(name)?.[1]?.toLowerCase() ?? null;
}

/** "delivered N <Model> vehicles": a capitalized name between a count and the unit delivered is the model ("N consumer vehicles" names none). */
export function modelBeforeUnit(after: string): string | null {
  // A model may be a number of three or more digits ("N 777 airplanes"), never a count with separators.
  const m =
    /^\s+([A-Z][\w/-]*(?:\s+[A-Z0-9][\w/-]*){0,2}|\d{3,}[A-Z]*)\s+(?:vehicles|aircraft|airplanes|units|cars|trucks|jets|satellites)\b/.exec(
      after,
    );
  return m ? (m[1] as string) : null;
}

/** "... was owned", "were leased": the kind a part stated after its total is (not "were engaged in", read with its object elsewhere). */
export function partKind(after: string, whole: string | null): string | null {
  const named =
    /^\s*(?:thousand|million|billion)?\s+(?:for|from|in)\s+(?:the\s+|our\s+)?([A-Z][\w&.'’/-]*(?:\s+[A-Z][\w&.'’/-]*){0,3})/.exec(
      after,
    )?.[1];
  // A sentence's full stop is no part of the name; an abbreviation's is ("U.S.").
  if (named) return named.replace(/(?<!(?:^|[\s.])[A-Z])\.$/, "");
  const kind = /^\s*(?:thousand|million|billion)?\s*(?:was|were|is|are)\s+(?!engaged|employed)([a-z]+)\b/i.exec(after)?.[1] ?? null;
  return kind !== null && whole !== null ? `${whole}: ${kind}` : kind;
}

/** "N trillion in <kind> payments volume": the kind of volume the qualifier names. */
export function volumeKind(after: string): string | null {
  return /^\s*in\s+([a-z]+)\s+(?:payments?\s+)?volume\b/i.exec(after)?.[1] ?? null;
}

/** "our U.S. stores had negative comps of N%", "comps in the U.S. were N%": the place a comparable-sales figure is for. */
export function storesPlace(clause: string): string | null {
  const m =
    /\b(?:in\s+)?(?:our|the)\s+((?:U\.S\.|US|United States|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))(?:\s+(?:stores|business|segment|operations))?\s+(?:had|were|was|stores|comps?\b)/.exec(
      clause,
    );
  if (!m) return null;
  const place = m[1] as string;
  return /^(?:Company|Group|Fourth|Third|Second|First)\b/.test(place) ? null : place;
}

/** "Big ticket comp transactions ... were up N%": the kind of sale a comparable figure is for, opening its clause ("Total", "Comparable", "Our" name no kind). */
export function compKind(clause: string): string | null {
  const m =
    /^\s*(?:while\s+|but\s+|whereas\s+)?((?:[A-Z]\.){2,3}|[A-Z][a-z]+(?:[\s-]+[a-z]+)?)\s+comp(?:arable)?\s+(?:sales|transactions|ticket)\b/.exec(
      clause,
    );
  const kind = m?.[1];
  if (!kind || /^(?:Total|Comparable|Comp|Our|The|Overall|Company|Average|Global|Worldwide|And|So|Net)\b/.test(kind)) return null;
  // A place keeps its spelling ("U.S."); a kind of sale is written in lower case ("big ticket").
  return /^(?:[A-Z]\.)+$/.test(kind) ? kind : kind.toLowerCase();
}

/**
 * "The facility has N square feet", "Our corporate headquarters ... where we occupy N square feet":
 * one building's footage, labelled by what it is, never the company's total.
 */
export function oneBuilding(clause: string): string | null {
  const m =
    /^\s*(?:(?:As of|At) [^,]{3,30},\s*)?(?:The|Our|This|Its|Each)\s+((?:[a-z]+\s+){0,2}(?:facility|building|headquarters|campus|plant|distribution center|fulfillment center|data center|office))\b(?!s)/i.exec(
      clause,
    );
  return m ? (m[1] as string).toLowerCase() : null;
}

/** "N square feet of office space for our <purpose>": the space a footage measures, when the sentence says what it is for. */
export function spacePurpose(after: string): string | null {
  const m =
    /^\s*(?:thousand |million |billion )?square (?:feet|foot)(?:\s+of\s+[a-z][a-z ,]{0,60}?)?\s+(?:for|used (?:for|by)|housing)\s+(?:our|its|the|their)\s+([a-z][a-z -]{2,40}?)\s*(?=[.,;]|$)/i.exec(
      after,
    );
  return m ? (m[1] as string).trim() : null;
}
