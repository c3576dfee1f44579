/**
 * Which subject a number in a sentence belongs to. First the noun phrase right after it ("$649
 * million of share repurchases", "$1.5 billion of long-term debt"), then the words since the
 * clause began ("repurchased $95.0 billion", "repaid $1.5 billion"), else the nearest topic
 * word before it, then after it. A semicolon between a number and a word counts as distance, so
 * clauses keep their own subjects.
 */

export interface TopicHit {
  readonly topic: string;
  readonly distance: number;
}

const CLAUSE_PENALTY = 120;
const PHRASE_REACH = 60;

interface Match {
  readonly topic: string;
  readonly start: number;
  readonly end: number;
}

function matchesOf(text: string, topics: Readonly<Record<string, RegExp>>): Match[] {
  const out: Match[] = [];
  for (const [topic, re] of Object.entries(topics)) {
    const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    for (let m = g.exec(text); m; m = g.exec(text)) {
      out.push({ topic, start: m.index, end: m.index + m[0].length });
      if (m[0].length === 0) g.lastIndex++;
    }
  }
  return out;
}

/** The topic `[start, end)` of `text` belongs to, within `maxDistance`; null when none. */
export function nearestTopic(
  text: string,
  start: number,
  end: number,
  topics: Readonly<Record<string, RegExp>>,
  maxDistance = 160,
): TopicHit | null {
  const all = matchesOf(text, topics);
  // The noun phrase after the number: up to a comma, semicolon, "and" or the sentence's end.
  const phraseEnd = end + (/[,;(]|\sand\s|\sor\s|\.(?:\s|$)/.exec(text.slice(end))?.index ?? text.length - end);
  const inPhrase = all
    .filter((m) => m.start >= end && m.end <= phraseEnd && m.start - end <= PHRASE_REACH)
    .sort((a, b) => a.start - b.start)[0];
  if (inPhrase) return { topic: inPhrase.topic, distance: inPhrase.start - end };
  // The clause before it: back to a comma, semicolon or "and".
  const head = text.slice(0, start);
  const cut = Math.max(head.lastIndexOf(","), head.lastIndexOf(";"), head.lastIndexOf(" and "));
  const inClause = all.filter((m) => m.start > cut && m.end <= start).sort((a, b) => b.end - a.end)[0];
  if (inClause) return { topic: inClause.topic, distance: start - inClause.end };
  // Else the nearest word before it (a sentence's subject and verb come first), then after it.
  let best: TopicHit | null = null;
  for (const side of ["before", "after"] as const) {
    for (const m of all) {
      if (side === "before" ? m.end > start : m.start < end) continue;
      const gap = side === "before" ? text.slice(m.end, start) : text.slice(end, m.start);
      const distance = gap.length + (gap.includes(";") ? CLAUSE_PENALTY : 0);
      if (distance <= maxDistance && (best === null || distance < best.distance)) best = { topic: m.topic, distance };
    }
    if (best) return best;
  }
  return null;
}

/** The text between the previous and next of `bounds` around `[start, end)`, at most `reach` characters each way. */
export function around(
  text: string,
  start: number,
  end: number,
  bounds: readonly { start: number; end: number }[],
  reach = 160,
): { before: string; after: string } {
  const prev = Math.max(0, start - reach, ...bounds.filter((b) => b.end <= start).map((b) => b.end));
  const next = Math.min(text.length, end + reach, ...bounds.filter((b) => b.start >= end).map((b) => b.start));
  return { before: text.slice(prev, start), after: text.slice(end, next) };
}
