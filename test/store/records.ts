import type { Fact, FilingMeta, FilingRecord, Linkbases, TextBlock, XbrlDeclarations } from "../../src/model/index.js";

/*
 * Small hand-written filing records for the store's tests. Shapes follow what the parser
 * produces for Apple's FY2024 10-K; values are illustrative, not copied from the corpus.
 */

export const ACCESSION = "0000320193-24-000123";
const DOC = "aapl-20240928.htm";
const FY = { kind: "duration", start: "2023-10-01", end: "2024-09-28" } as const;
const YEAR_END = { kind: "instant", instant: "2024-09-28" } as const;

export function meta(overrides: Partial<FilingMeta> = {}): FilingMeta {
  return {
    accession: ACCESSION,
    accessionIsSynthetic: false,
    cik: 320193,
    ticker: "AAPL",
    company: "Apple Inc.",
    form: "10-K",
    filedDate: "2024-11-01",
    periodEnd: "2024-09-28",
    fiscalYear: 2024,
    fiscalPeriod: "FY",
    fiscalYearEnd: "--09-28",
    primaryDocument: DOC,
    url: `https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/${DOC}`,
    isInlineXbrl: true,
    ...overrides,
  };
}

function ref(elementId: string | null, contextId: string, accession = ACCESSION) {
  return { accession, document: DOC, elementId, contextId };
}

/** Facts covering every shape the store must round-trip exactly. */
export function facts(accession = ACCESSION): Fact[] {
  const usd = { numeric: true, unit: "USD", source: "xbrl", duplicate: "unique" } as const;
  return [
    {
      ...usd,
      concept: "us-gaap:Revenues",
      namespace: "http://fasb.org/us-gaap/2024",
      value: "391035000000",
      number: 391035000000,
      decimals: -6,
      period: FY,
      dimensions: {},
      axisKey: "",
      sourceRef: ref("f-1", "c-1", accession),
    },
    {
      ...usd,
      concept: "us-gaap:Revenues",
      namespace: "http://fasb.org/us-gaap/2024",
      value: "201183000000",
      number: 201183000000,
      decimals: -6,
      period: FY,
      dimensions: { "srt:ProductOrServiceAxis": "us-gaap:ProductMember" },
      axisKey: "srt:ProductOrServiceAxis=us-gaap:ProductMember",
      sourceRef: ref("f-2", "c-2", accession),
    },
    // Two axes set in reverse order: the store must not depend on key order.
    {
      ...usd,
      concept: "us-gaap:Revenues",
      namespace: "http://fasb.org/us-gaap/2024",
      value: "167045000000",
      number: 167045000000,
      decimals: -6,
      period: FY,
      dimensions: {
        "us-gaap:StatementBusinessSegmentsAxis": "aapl:AmericasSegmentMember",
        "srt:ProductOrServiceAxis": "us-gaap:ProductMember",
      },
      axisKey: "srt:ProductOrServiceAxis=us-gaap:ProductMember|us-gaap:StatementBusinessSegmentsAxis=aapl:AmericasSegmentMember",
      sourceRef: ref("f-3", "c-3", accession),
    },
    {
      ...usd,
      concept: "us-gaap:Assets",
      namespace: "http://fasb.org/us-gaap/2024",
      value: "364980000000",
      number: 364980000000,
      decimals: -6,
      period: YEAR_END,
      dimensions: {},
      axisKey: "",
      sourceRef: ref("f-4", "c-4", accession),
    },
    // Consistent duplicates merged (EFM 6.5.12).
    {
      ...usd,
      concept: "us-gaap:EarningsPerShareBasic",
      namespace: "http://fasb.org/us-gaap/2024",
      value: "6.11",
      number: 6.11,
      unit: "USD/shares",
      decimals: 2,
      period: FY,
      dimensions: {},
      axisKey: "",
      duplicate: "merged",
      sourceRef: { ...ref("f-5", "c-1", accession), duplicateElementIds: ["f-50", "f-51"] },
    },
    // Inconsistent duplicates, with the list present but empty.
    {
      ...usd,
      concept: "us-gaap:OtherAssetsNoncurrent",
      namespace: "http://fasb.org/us-gaap/2024",
      value: "74834000000",
      number: 74834000000,
      decimals: -6,
      period: YEAR_END,
      dimensions: {},
      axisKey: "",
      duplicate: "inconsistent",
      sourceRef: { ...ref("f-6", "c-4", accession), duplicateElementIds: [] },
    },
    // xsi:nil numeric fact.
    {
      ...usd,
      concept: "us-gaap:GoodwillImpairmentLoss",
      namespace: "http://fasb.org/us-gaap/2024",
      value: null,
      number: null,
      decimals: null,
      period: FY,
      dimensions: {},
      axisKey: "",
      sourceRef: ref("f-7", "c-1", accession),
    },
    {
      ...usd,
      concept: "dei:EntityCommonStockSharesOutstanding",
      namespace: "http://xbrl.sec.gov/dei/2024",
      value: "15115823000",
      number: 15115823000,
      unit: "shares",
      decimals: "INF",
      period: { kind: "instant", instant: "2024-10-18" },
      dimensions: {},
      axisKey: "",
      sourceRef: ref("f-8", "c-5", accession),
    },
    // More digits than a double holds: the text keeps them all.
    {
      ...usd,
      concept: "aapl:PreciseAmount",
      namespace: "http://www.apple.com/20240928",
      value: "-1234567890123456789.123456789",
      // biome-ignore lint/correctness/noPrecisionLoss: the double a filing's 28-digit value becomes is what this record tests
      number: -1234567890123456789.123456789,
      decimals: 9,
      period: YEAR_END,
      dimensions: {},
      axisKey: "",
      sourceRef: ref(null, "c-4", accession),
    },
    {
      numeric: false,
      unit: null,
      decimals: null,
      source: "xbrl",
      duplicate: "unique",
      concept: "dei:DocumentType",
      namespace: "http://xbrl.sec.gov/dei/2024",
      value: "10-K",
      number: null,
      period: FY,
      dimensions: {},
      axisKey: "",
      sourceRef: ref("f-9", "c-1", accession),
    },
    {
      numeric: false,
      unit: null,
      decimals: null,
      source: "xbrl",
      duplicate: "unique",
      concept: "dei:EntityRegistrantName",
      namespace: "http://xbrl.sec.gov/dei/2024",
      value: 'Apple Inc. — «Cupertino» ☃ "quoted" \\ {braces}, NULL',
      number: null,
      period: { kind: "forever" },
      dimensions: {},
      axisKey: "",
      sourceRef: ref("f-10", "c-6", accession),
    },
    // Typed dimension whose member text holds the axis-key separators.
    {
      numeric: false,
      unit: null,
      decimals: null,
      source: "xbrl",
      duplicate: "unique",
      concept: "us-gaap:DebtInstrumentDescription",
      namespace: "http://fasb.org/us-gaap/2024",
      value: "0.000% Notes due 2025",
      number: null,
      period: YEAR_END,
      dimensions: { "us-gaap:DebtInstrumentAxis": "<aapl:Note>A|B=C</aapl:Note>" },
      axisKey: "us-gaap:DebtInstrumentAxis=<aapl:Note>A|B=C</aapl:Note>",
      sourceRef: ref("f-11", "c-7", accession),
    },
    // A derived fact citing another filing.
    {
      ...usd,
      concept: "us-gaap:Revenues",
      namespace: "http://fasb.org/us-gaap/2024",
      value: "124300000000",
      number: 124300000000,
      decimals: -6,
      period: { kind: "duration", start: "2024-06-30", end: "2024-09-28" },
      dimensions: {},
      axisKey: "",
      source: "derived",
      sourceRef: ref(null, "c-8", "0000320193-24-000081"),
    },
  ];
}

export function linkbases(): Linkbases {
  const ops = "http://www.apple.com/role/CONSOLIDATEDSTATEMENTSOFOPERATIONS";
  return {
    roles: [
      { roleUri: ops, definition: "1002 - Statement - CONSOLIDATED STATEMENTS OF OPERATIONS" },
      { roleUri: "http://www.apple.com/role/Segments", definition: null },
    ],
    labels: [
      { concept: "us-gaap:Revenues", role: "http://www.xbrl.org/2003/role/label", lang: "en-US", text: "Net sales" },
      { concept: "us-gaap:Revenues", role: "http://www.xbrl.org/2003/role/terseLabel", lang: "en-US", text: "Total net sales" },
      { concept: "us-gaap:Assets", role: "http://www.xbrl.org/2003/role/label", lang: "fr", text: "Actifs — total" },
    ],
    presentation: [
      { role: ops, parent: "us-gaap:IncomeStatementAbstract", child: "us-gaap:Revenues", order: 1, preferredLabel: null },
      {
        role: ops,
        parent: "us-gaap:IncomeStatementAbstract",
        child: "us-gaap:CostOfRevenue",
        order: 1.5,
        preferredLabel: "http://www.xbrl.org/2003/role/terseLabel",
      },
    ],
    calculation: [
      { role: ops, parent: "us-gaap:GrossProfit", child: "us-gaap:Revenues", order: 1, weight: 1 },
      { role: ops, parent: "us-gaap:GrossProfit", child: "us-gaap:CostOfRevenue", order: 2, weight: -1 },
    ],
    definition: [
      {
        role: ops,
        arcrole: "http://xbrl.org/int/dim/arcrole/dimension-domain",
        from: "srt:ProductOrServiceAxis",
        to: "srt:ProductsAndServicesDomain",
        order: 1,
      },
    ],
  };
}

/** Markdown blocks as ingest makes them (offsets illustrative), some about supply chains. */
export function textBlocks(texts: readonly string[] = BLOCK_TEXTS): TextBlock[] {
  let at = 0;
  return texts.map((text, ordinal) => {
    const heading = text.startsWith("Item ");
    const start = at;
    const textStart = start + (heading ? 3 : 0);
    const end = textStart + text.length;
    at = end + 2;
    return {
      document: DOC,
      ordinal,
      kind: heading ? "heading" : "paragraph",
      sectionKey: ordinal >= 2 ? "item_1a" : null,
      sectionTitle: ordinal >= 2 ? "Risk Factors" : null,
      start,
      end,
      textStart,
      text,
    };
  });
}

const BLOCK_TEXTS = [
  "Apple Inc. designs smartphones, computers and tablets.",
  "The Company's fiscal year is the 52- or 53-week period ending on the last Saturday of September.",
  "Item 1A. Risk Factors",
  "The Company depends on component suppliers; disruption of the supply chain could harm results. Supply chain supply chain.",
  "Chain stores and the supply of components are discussed elsewhere.",
  'Tariffs and NEAR("quoted") text with OR operators are just words here.',
];

/** What the test filing's XBRL declares besides its facts, as the parser records it. */
export function declarations(): XbrlDeclarations {
  return {
    dts: [{ kind: "schema", href: "aapl-20240928.xsd", document: DOC }],
    namespaces: {
      aapl: "http://www.apple.com/20240928",
      dei: "http://xbrl.sec.gov/dei/2024",
      iso4217: "http://www.xbrl.org/2003/iso4217",
      srt: "http://fasb.org/srt/2024",
      "us-gaap": "http://fasb.org/us-gaap/2024",
      xbrli: "http://www.xbrl.org/2003/instance",
    },
    units: { USD: "iso4217:USD", "USD/shares": "iso4217:USD/xbrli:shares", shares: "xbrli:shares" },
    typedDimensions: {},
    entities: [{ scheme: "http://www.sec.gov/CIK", identifier: "0000320193" }],
  };
}

/** The full test filing; `overrides` replace whole parts. */
export function record(overrides: Partial<FilingRecord> = {}): FilingRecord {
  return {
    meta: meta(),
    files: [
      { name: DOC, role: "primary", type: "10-K", bytes: 1_523_411, sha256: "a".repeat(64) },
      { name: "aapl-20240928_pre.xml", role: "linkbase_pre", type: "EX-101.PRE", bytes: 402_117, sha256: "b".repeat(64) },
      { name: "R2.htm", role: "r_page", type: null, bytes: null, sha256: null },
    ],
    documents: [
      { name: DOC, role: "primary", type: "10-K", text: "<html><body><p>Apple Inc. — Form 10-K, “fiscal 2024”</p></body></html>" },
    ],
    facts: facts(),
    linkbases: linkbases(),
    xbrl: declarations(),
    issues: [
      {
        code: "duplicate_inconsistent",
        message: "two values for us-gaap:OtherAssetsNoncurrent",
        document: DOC,
        elementId: "f-6",
        concept: "us-gaap:OtherAssetsNoncurrent",
      },
      { code: "unknown_format", message: "ixt:num-unknown", document: null, elementId: null, concept: null },
    ],
    textBlocks: textBlocks(),
    ...overrides,
  };
}

/** A filing of `count` generated facts (numeric, instants and durations, some dimensional). */
export function largeRecord(accession: string, count: number): FilingRecord {
  const generated: Fact[] = [];
  for (let i = 0; i < count; i++) {
    const dimensional = i % 4 === 0;
    const member = `aapl:Segment${i % 9}Member`;
    generated.push({
      concept: `us-gaap:Concept${i % 700}`,
      namespace: "http://fasb.org/us-gaap/2024",
      value: `${i}000000`,
      number: i * 1_000_000,
      numeric: true,
      unit: "USD",
      decimals: -6,
      period: i % 2 === 0 ? YEAR_END : FY,
      dimensions: dimensional ? { "us-gaap:StatementBusinessSegmentsAxis": member } : {},
      axisKey: dimensional ? `us-gaap:StatementBusinessSegmentsAxis=${member}` : "",
      source: "xbrl",
      sourceRef: { accession, document: DOC, elementId: `f-${i}`, contextId: `c-${i % 400}` },
      duplicate: "unique",
    });
  }
  return {
    meta: meta({ accession, url: null }),
    files: [],
    documents: [],
    facts: generated,
    linkbases: { roles: [], labels: [], presentation: [], calculation: [], definition: [] },
    issues: [],
    textBlocks: [],
  };
}
