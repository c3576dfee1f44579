/**
 * The words filings write for what questions ask: a question asks how something "changed", the
 * filing says it "increased" or "decreased"; it asks about "employees", the filing says "employed".
 */
export const FILING_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  change: ["increased", "decreased", "grew", "declined"],
  grow: ["increased", "growth", "grew"],
  growth: ["increased", "grew", "grow", "growing"],
  // A call says sales were "down 48.7%".
  decline: ["decreased", "lower", "down"],
  decrease: ["declined", "lower"],
  reduce: ["decreased", "lower", "declined", "reduction", "reduced"],
  increase: ["grew", "higher"],
  employees: ["employed", "headcount", "workforce"],
  headcount: ["employees", "employed"],
  workforce: ["employees", "employed", "associates", "headcount"],
  // "How many people did it employ": filings count employees, associates, team members.
  people: ["employees", "employed", "associates", "headcount", "workforce", "individuals"],
  employ: ["employees", "employed", "associates", "headcount"],
  buy: ["repurchased", "purchased"],
  acquire: ["acquisition", "acquired", "purchase"],
  // A call or a release clips "advertising" to "ads".
  advertising: ["ads"],
  // "How much did it earn": a filing states net income or earnings.
  earn: ["income", "earnings"],
  earned: ["income", "earnings"],
  // The noun is the line itself ("why did earnings decrease"), not its synonym.
  earnings: [],
  // A retailer's calendar counts weeks: "the first nine months" is its 39-week period.
  nine: ["39-week", "thirty-nine"],
  six: ["26-week", "twenty-six"],
  // A unit of measure is printed as its symbol ("3.4 GWh").
  "gigawatt-hours": ["gwh"],
  "megawatt-hours": ["mwh"],
  gigawatts: ["gw"],
  megawatts: ["mw"],
  // An acronym the question uses is spelled out where the figure is stated ("adjusted earnings per share guidance").
  eps: ["earnings"],
  arr: ["recurring"],
  // Form 10-K Item 5 and 10-Q Part II Item 2 say "Issuer Purchases of Equity Securities".
  repurchase: ["purchases", "purchased"],
  repurchased: ["purchases", "purchased"],
  buyback: ["repurchase", "repurchased"],
  spend: ["paid", "purchased"],
  // Inventory written off is "written down": a filing records "write-downs" of it.
  impairment: ["write-downs", "write-down", "writedowns", "write-offs"],
  // Plans and outlooks: a question says "guide" or "capex", a call says "expect" and "capital expenditures".
  spending: ["expenditures", "capex", "spend"],
  // "Capital" alone is no capex: "working capital" and "capital resources" would answer it.
  capex: ["expenditures"],
  // The EU's bodies are named in full: the European Commission, the European Court.
  eu: ["european"],
  // Currency effects are written "foreign exchange" and said "FX"; what weighs on a figure is called a headwind.
  currency: ["fx", "exchange"],
  weigh: ["headwind", "headwinds"],
  // "Capital expenditures" are printed and said as "capex".
  expenditure: ["capex"],
  expenditures: ["capex"],
  guide: ["expect", "guidance", "outlook"],
  guided: ["expect", "guidance", "outlook"],
  outlook: ["expect", "expects", "uncertainties", "forecasts"],
  status: ["filed", "court", "ruling"],
  penalty: ["penalty", "fine"],
  // A halted program: a question says "stop", a filing "paused" or "suspended".
  stop: ["paused", "pausing", "suspended", "halted", "ceased"],
  stopped: ["paused", "pausing", "suspended", "halted", "ceased"],
  // A question says "biggest", a filing "largest" ("our largest customers").
  biggest: ["largest"],
  bigger: ["larger"],
  // Filings and proxy results say "stockholders" and "proposal" where a question says "shareholders", "investors" or "resolution".
  shareholder: ["stockholder", "stockholders"],
  // A railroad's revenue "per carload" is printed "per car".
  carload: ["car"],
  carloads: ["cars"],
  // Registered holders are "holders of record".
  shareholders: ["stockholders", "holders"],
  registered: ["record"],
  // A retailer's "same-store sales" are its "comparable store sales" ("comps" on a call).
  "same-store": ["comparable", "comp", "comps"],
  stockholders: ["shareholders"],
  investors: ["stockholders", "shareholders"],
  resolution: ["proposal"],
  // What a seller "got" for a business is stated as the proceeds it received from the sale.
  get: ["received", "proceeds"],
  got: ["received", "proceeds"],
  // "The last of its payments" is the final one.
  last: ["final"],
  // Calls and releases name a quarter "Q4" where questions say "the fourth quarter".
  first: ["q1"],
  second: ["q2"],
  third: ["q3"],
  fourth: ["q4"],

  // An analyst's words for what a filing writes. Left out, each measured: "revenue" as "sales",
  // "profit" as "income", "cost" as "expense", "turnover", "shrink", "debt", "make" and
  // "clients": each let a passage about another measure or a whole company's figure answer a
  // question about a part (a product's revenue, a segment's profit), and absences went unsaid.
  spent: ["expense", "expenses", "costs", "paid"],
  // Direction words of speech ("sales jumped", "margins slipped"); a filing writes "increased" and "decreased".
  rise: ["increased", "grew", "higher"],
  rose: ["increased", "grew", "higher"],
  jump: ["increased", "grew", "higher"],
  surge: ["increased", "grew", "higher"],
  climb: ["increased", "grew", "higher"],
  fall: ["decreased", "declined", "lower"],
  fell: ["decreased", "declined", "lower"],
  drop: ["decreased", "declined", "lower"],
  slip: ["decreased", "declined", "lower"],
  raise: ["increased", "higher"],
  raised: ["increased", "higher"],
  boost: ["increased", "higher"],
  cut: ["reduced", "reduction", "decreased", "lower"],
  cuts: ["reductions", "reduced", "restructuring"],
  trim: ["reduced", "reduction", "lower"],
  // People and counterparties as a reader names them.
  staff: ["employees", "employed", "headcount", "workforce"],
  workers: ["employees", "employed", "workforce"],
  layoff: ["restructuring", "severance", "reduction"],
  layoffs: ["restructuring", "severance", "reductions"],
  subscribers: ["members", "memberships", "subscriptions"],
  subscriber: ["members", "memberships", "subscriptions"],
  suppliers: ["vendors"],
  vendors: ["suppliers"],
  rivals: ["competitors", "competition"],
  competitors: ["competition"],
  // An officer leaving: a filing says who will "retire", "resign" or "depart".
  retire: ["retirement", "resign", "resigned", "resignation", "depart", "departure"],
  resign: ["resigned", "resignation", "retire", "depart", "departure"],
  ceo: ["chief", "executive"],
  cfo: ["chief", "financial"],
  // Disputes: a reader's "lawsuit", "probe" and "fine" are a filing's complaint, investigation and penalty.
  lawsuit: ["litigation", "complaint", "action", "proceedings"],
  lawsuits: ["litigation", "complaints", "actions", "proceedings"],
  sued: ["complaint", "lawsuit", "action"],
  suit: ["lawsuit", "complaint", "action"],
  probe: ["investigation", "inquiry", "subpoena"],
  investigation: ["inquiry", "subpoena"],
  fine: ["penalty", "penalties"],
  fined: ["penalty", "penalties"],
  settle: ["settlement", "settled"],
  settlement: ["settled", "agreed"],
  regulators: ["commission", "agency", "authorities"],
  // Capital and transactions.
  borrow: ["borrowings", "borrowed", "credit"],
  owe: ["obligations", "payable", "liabilities"],
  owed: ["obligations", "payable", "liabilities"],
  deal: ["agreement", "transaction", "acquisition"],
  merger: ["acquisition", "combination"],
  // Two companies that "merged" closed a merger or, for a SPAC, a business combination.
  merged: ["merger", "combination"],
  // A company's owners are its stockholders; "former owners" of a target are its holders.
  owners: ["stockholders", "shareholders", "holders"],
  takeover: ["acquisition", "merger"],
  bought: ["acquired", "purchased", "repurchased"],
  sold: ["sale", "divested", "divestiture"],
  divest: ["sale", "sold", "divestiture"],
  "spin-off": ["separation", "spin"],
  spinoff: ["separation", "spin"],
  payout: ["dividends", "distributions"],
  payouts: ["dividends", "distributions"],
  stake: ["interest", "ownership", "owned"],
  revolver: ["revolving", "credit", "facility"],
  rent: ["lease", "rental"],
  // Operations.
  shipments: ["deliveries", "shipped", "delivered"],
  shipped: ["delivered", "shipments"],
  factories: ["facilities", "manufacturing", "plants"],
  factory: ["facility", "manufacturing", "plant"],
  plants: ["facilities"],
  shops: ["stores", "locations"],
  outlets: ["stores", "locations"],
  headquarters: ["headquartered"],
  hq: ["headquarters", "headquartered"],
  space: ["square", "feet", "footage"],
  footprint: ["square", "feet", "facilities"],
  planes: ["airplanes", "aircraft"],
  jets: ["airplanes", "aircraft"],
  payroll: ["compensation", "salaries", "wages"],
  overseas: ["international", "foreign"],
  abroad: ["international", "foreign"],
  wages: ["compensation", "salaries"],
  salary: ["compensation"],
  bonus: ["incentive"],
  forecast: ["expect", "outlook", "guidance"],
  predict: ["expect", "outlook"],
  // "What does it project for 2026": a verb here; a filing's "project" noun rarely sits beside an outlook.
  project: ["expect", "expects", "outlook"],
  projected: ["expected", "expects", "outlook"],
  anticipate: ["expect"],
  goal: ["target", "objective"],
  // Contracted revenue not yet recognized is stated as "remaining performance obligations" (RPO);
  // a commitment to pay is an "obligation".
  rpo: ["remaining", "performance", "obligations"],
  backlog: ["obligations", "remaining"],
  contracted: ["obligations", "contract"],
  commitments: ["obligations"],
  commitment: ["obligation", "obligations"],
  obligations: ["commitments"],
  // What is "left" under a program or a plan is what "remains available".
  left: ["remaining", "remained", "available"],
  // A capital "budget" is the year's capital plan or outlook.
  budget: ["plan", "outlook"],
  // Registered holders are counted as "stockholders of record".
  holders: ["stockholders", "shareholders"],
  holder: ["stockholders", "shareholders"],
  // Energy's acronyms: natural gas liquids.
  ngl: ["liquids"],
  ngls: ["liquids"],
  breach: ["incident", "cybersecurity"],
  hack: ["incident", "cybersecurity", "attack"],
  cyberattack: ["cybersecurity", "incident"],
  // Equity pay is "stock-based" or "share-based", granted as restricted stock units.
  "stock-based": ["share-based"],
  "share-based": ["stock-based"],
  "stock-award": ["rsus", "share-based", "restricted"],
  rsus: ["restricted"],
  pension: ["retirement"],
  retirement: ["pension"],
  hedge: ["derivative", "derivatives", "hedging"],
  "write-off": ["impairment", "write-downs", "written"],
  "write-down": ["impairment", "written"],
  writedown: ["impairment", "write-downs", "written"],
  auditor: ["accounting", "firm", "audit"],
  worth: ["value"],
  valuation: ["value", "fair"],
  patents: ["intellectual", "property"],

  // A verb and its Latin noun, which the stemmer leaves apart ("acquire" and "acquisition" above):
  // a question asks what was "produced", a filing states the "production".
  reduction: ["reduced", "reduce"],
  produce: ["production", "produced"],
  production: ["produced"],
  recognize: ["recognized", "recognition"],
  recognition: ["recognized"],
  expand: ["expansion", "expanded"],
  expansion: ["expanded", "expand"],
  issue: ["issuance", "issued"],
  issuance: ["issued"],
  assume: ["assumption", "assumptions", "assumed"],
  decide: ["decision", "decided"],
  decision: ["decided"],
  fail: ["failure", "failed"],
  failure: ["failed"],
  consume: ["consumption", "consumed"],
  consumption: ["consumed"],
};
