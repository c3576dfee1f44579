/**
 * Subjects money is spent on in capital-return and financing sentences, for `nearestTopic`: a
 * number goes to the nearest one ("paid $8.9 billion in cash dividends, repaid $1.5 billion of
 * long-term debt, and funded $649 million of share repurchases").
 */
export const CAPITAL_TOPICS: Readonly<Record<string, RegExp>> = {
  repurchase:
    /share repurchases?|stock repurchases?|repurchas\w*|\bpurchase up to|buy\s?backs?|bought back|treasury stock purchases|purchases? of (?:our |its )?(?:common )?(?:stock|shares)|\bpurchase of (?=[\d.,]+ (?:million |billion )?(?:of (?:our |its )?)?(?:common )?shares)/i,
  dividend: /dividends?/i,
  debt: /\b(?:debt|notes|borrowings?|commercial paper|term loans?|credit facility|debentures|bonds|repaid|repay(?:ments?)?|borrowed)\b/i,
  capex: /capital expenditures|capital investments/i,
  tax: /\btax(?:es)?\b/i,
  acquisition: /acquisitions?|acquired/i,
  cash: /\bnet cash\b|\bcash flows?\b|(?:financing|operating|investing) activities|^cash, cash equivalents|\bcash (?:and cash equivalents|outflow|inflow)/i,
  compensation: /\bRSUs?\b|stock-based award|equity awards?|employee/i,
};

/** "$1,591 million increase in repurchases", "increases in our capital returns of $10.35 billion", "decreased $1,130 million": a change, not an amount. */
export function isChange(before: string, after: string): boolean {
  return (
    /^\s*(?:increase|decrease|higher|lower|more|less)\b/i.test(after) ||
    /\b(?:increase[sd]?|decrease[sd]?)(?: by| of)?\s*(?:approximately |about )?$/i.test(before) ||
    /\b(?:increases?|decreases?) in [^,;$]{0,40}\bof\s*$/i.test(before)
  );
}
