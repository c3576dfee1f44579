import { FdsError } from "../shared/index.js";

/**
 * The operational-KPI topics: what a driver row is about. Closed set; every reader classifies
 * into these and nothing else, so an absence row can say exactly what was searched for.
 */
export const KPI_TOPICS = [
  "stores",
  "square_footage",
  "deliveries_production",
  "subscribers_members",
  "users",
  "comparable_sales",
  "backlog",
  "headcount",
  "arpu",
  "transactions_volume",
] as const;
export type KpiTopic = (typeof KPI_TOPICS)[number];

/** What a topic's values are: counts of things, money, or a percentage. */
type TopicMeasure = "count" | "money" | "percent" | "count_or_money";

export interface TopicRule {
  /** A person's name for the topic ("stores and units"). */
  readonly title: string;
  readonly measure: TopicMeasure;
  /** The unit a count of this topic is stated in when the text names none ("stores", "employees"). */
  readonly countUnit: string;
  /** Words that name the topic in a row label, sentence or transcript turn. */
  readonly words: RegExp;
  /** Stricter words for a table row's label, where prose words are too loose ("Produced content" is not production); default `words`. */
  readonly labelWords?: RegExp;
  /** Local names of XBRL concepts that carry the topic (company extensions and count-typed standard concepts). */
  readonly concept: RegExp;
  /** Other spellings a caller may ask with (`topic=employees`). */
  readonly aliases: readonly string[];
}

export const TOPIC_RULES: Readonly<Record<KpiTopic, TopicRule>> = {
  stores: {
    title: "stores and units",
    measure: "count",
    countUnit: "stores",
    words:
      /\b(?:(?:retail |company[- ]operated |franchised? |licensed )?stores|store count|restaurants|clubs|retail locations|warehouses)\b/i,
    concept: /^Number(?:Of)?(?:Stores|Restaurants|Clubs|RetailLocations|Warehouses)|Stores(?:Count|Number)/i,
    aliases: ["store", "units", "store_count", "locations", "restaurants"],
  },
  square_footage: {
    title: "square footage",
    measure: "count",
    countUnit: "square feet",
    words: /\bsquare (?:feet|foot|footage)\b/i,
    concept: /SquareF(?:ee|oo)t|AreaOfRealEstateProperty|RetailSquareFootage/i,
    aliases: ["square_feet", "sqft", "selling_space"],
  },
  deliveries_production: {
    title: "deliveries and production",
    measure: "count",
    countUnit: "units",
    // Counts of vehicles or aircraft are read with a verb ("delivered 1,789,000 vehicles"): model numbers (737, 787) look like counts.
    words: /\b(?:delivered|deliveries|produced|production of)\b/i,
    labelWords:
      /\b(?:deliveries|delivered|units produced|vehicles (?:produced|delivered)|(?:total )?production\b(?! costs?)(?=.*\b(?:units|vehicles)\b))/i,
    concept: /Deliver(?:ies|ed)|UnitsProduced|ProductionUnits|VehiclesProduced|NumberOfVehicles/i,
    aliases: ["deliveries", "production", "units_delivered"],
  },
  subscribers_members: {
    title: "subscribers and members",
    measure: "count",
    countUnit: "memberships",
    words:
      /\b(?:paid (?:net )?memberships?|memberships|paid members|paying members|subscribers|subscriptions|paid net membership additions|(?:individuals|people|members) served)\b/i,
    concept: /Membership|Subscriber|Subscriptions?Count|Number(?:Of|of)(?:Paid|Streaming)?Members$/i,
    aliases: ["subscribers", "members", "memberships", "paid_memberships"],
  },
  users: {
    title: "users",
    measure: "count",
    countUnit: "users",
    words:
      /\b(?:daily active (?:users|people)|monthly active (?:users|people)|DAUs?|MAUs?|DAP|MAP|active users|active accounts|active customers)\b/i,
    concept: /ActiveUsers|DailyActive|MonthlyActive|NumberOfUsers|ActiveAccounts/i,
    aliases: ["dau", "mau", "active_users"],
  },
  comparable_sales: {
    title: "comparable sales",
    measure: "percent",
    countUnit: "percent",
    // Calls say "comp sales", "comps", "comp transactions" for the same measures.
    words:
      /\b(?:comp(?:arable)?(?:[- ]store)? sales|same[- ]store sales|comp(?:arable)? (?:customer )?transactions|comp(?:arable)? average ticket|comps)\b/i,
    labelWords:
      /\b(?:comparable(?:[- ]store)? sales|comp(?:arable)? store sales|same[- ]store sales|comparable (?:customer )?transactions|comparable average ticket)\b/i,
    concept: /ComparableSales|ComparableStoreSales|SameStoreSales/i,
    aliases: ["comps", "same_store_sales", "comparable_store_sales"],
  },
  backlog: {
    title: "backlog",
    measure: "money",
    countUnit: "USD",
    // "revenue related to performance obligations that had not been recognized" states the remaining obligations without the word.
    words:
      /\b(?:backlog|remaining performance obligations?|RPO|(?:unsatisfied )?performance obligations (?:that )?(?:had|have|has) not)\b/i,
    labelWords: /\b(?:backlog|remaining performance obligations?)\b/i,
    concept: /Backlog/i,
    aliases: ["order_backlog", "rpo"],
  },
  headcount: {
    title: "headcount",
    measure: "count",
    countUnit: "employees",
    words: /\b(?:(?:full[- ]time |part[- ]time )?employees|associates|headcount|team members|workforce|persons)\b/i,
    // A table row about the workforce is a measure of it ("Workforce productivity"), not its size.
    labelWords: /\b(?:(?:full[- ]time |part[- ]time )?employees|associates|headcount|team members|workforce of|persons)\b/i,
    concept: /NumberOfEmployees(?:Engaged\w*)?$|Headcount$|EmployeesCount$/i,
    aliases: ["employees", "associates", "workforce"],
  },
  arpu: {
    title: "average revenue per user or member (ARPU)",
    measure: "money",
    countUnit: "USD",
    words: /\b(?:average (?:monthly )?revenue per (?:paying )?(?:membership|member|user|subscriber|person|unit)|ARPU|ARPM|ARPP)\b/i,
    concept: /AverageRevenuePer|AverageMonthlyRevenuePer|RevenuePerUser|RevenuePerMember/i,
    aliases: ["average_revenue_per_user", "average_revenue_per_member", "arpm", "arpp"],
  },
  transactions_volume: {
    title: "transactions and volume",
    measure: "count_or_money",
    countUnit: "transactions",
    words:
      /\b(?:processed transactions|payments volume|payment volume|gross dollar volume|switched transactions|carloads|unit case volume|unit cases|cross-border volume)\b/i,
    concept: /ProcessedTransactions|PaymentsVolume|GrossDollarVolume|SwitchedTransactions|Carloads|UnitCaseVolume/i,
    aliases: ["transactions", "volume", "payments_volume", "carloads"],
  },
};

/** The topic a caller asked for, by name or alias, case and separators ignored; null when none asked. */
export function parseTopic(input: string | null | undefined): KpiTopic | null {
  const raw = input?.trim();
  if (!raw) return null;
  const key = raw.toLowerCase().replace(/[\s-]+/g, "_");
  for (const topic of KPI_TOPICS) if (topic === key || TOPIC_RULES[topic].aliases.includes(key)) return topic;
  throw new FdsError("bad_request", `unknown KPI topic "${raw}": use one of ${KPI_TOPICS.join(", ")}`, { topics: [...KPI_TOPICS] });
}

/** The topics whose words occur in `text`, in vocabulary order. */
export function topicsNamedIn(text: string): KpiTopic[] {
  return KPI_TOPICS.filter((t) => TOPIC_RULES[t].words.test(text));
}

/** The topic an XBRL concept's local name carries, or null. */
export function topicOfConcept(concept: string): KpiTopic | null {
  const local = concept.slice(concept.indexOf(":") + 1);
  return KPI_TOPICS.find((t) => TOPIC_RULES[t].concept.test(local)) ?? null;
}
